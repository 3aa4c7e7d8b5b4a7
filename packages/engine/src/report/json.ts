import type { Reporter } from './types.js';

/** The findings and statistics as JSON (the API's shape). */
export const jsonReporter: Reporter = {
  format: 'json',
  render(result, ctx) {
    return (
      JSON.stringify(
        { tool: 'vigil', version: ctx.toolVersion, findings: result.findings, stats: result.stats },
        null,
        2,
      ) + '\n'
    );
  },
};
