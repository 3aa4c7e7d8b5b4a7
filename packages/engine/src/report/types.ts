import type { Rule } from '../rules/types.js';
import type { ScanResult } from '../types.js';

export type ReportFormat = 'text' | 'json' | 'sarif';

export interface ReportContext {
  /** Rule metadata by id (SARIF rule descriptors). */
  rules: Map<string, Rule>;
  /** Absolute scan root (SARIF %SRCROOT%). */
  root: string;
  /** ANSI colours (text only). */
  color?: boolean;
  toolVersion: string;
}

/** One output format. */
export interface Reporter {
  format: ReportFormat;
  render(result: ScanResult, ctx: ReportContext): string;
}
