/** Output formats behind one interface. */
import { jsonReporter } from './json.js';
import { sarifReporter } from './sarif.js';
import { textReporter } from './text.js';
import type { ReportFormat, Reporter } from './types.js';

export type { ReportContext, ReportFormat, Reporter } from './types.js';
export { SECURITY_SEVERITY } from './sarif.js';

export const REPORTERS: Record<ReportFormat, Reporter> = {
  text: textReporter,
  json: jsonReporter,
  sarif: sarifReporter,
};

/** True for a supported format name. */
export function isReportFormat(f: string): f is ReportFormat {
  return f in REPORTERS;
}
