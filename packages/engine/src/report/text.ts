import type { Finding, Severity } from '../types.js';
import type { Reporter } from './types.js';

/** '1 finding', '2 findings'. */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const COLORS: Record<Severity, string> = {
  critical: '\x1b[35;1m',
  high: '\x1b[31;1m',
  medium: '\x1b[33m',
  low: '\x1b[36m',
};
const DIM = '\x1b[2m';
const BOLD = '\x1b[1m';
const RESET = '\x1b[0m';

/** Human-readable report grouped by file; colours only when asked (a TTY). */
export const textReporter: Reporter = {
  format: 'text',
  render(result, ctx) {
    const c = (code: string, s: string) => (ctx.color ? `${code}${s}${RESET}` : s);
    const out: string[] = [];
    const byFile = new Map<string, Finding[]>();
    for (const f of result.findings) {
      const a = byFile.get(f.file);
      if (a) a.push(f);
      else byFile.set(f.file, [f]);
    }
    for (const [file, fs] of byFile) {
      out.push(c(BOLD, file));
      for (const f of fs) {
        const kind = f.codeKind && f.codeKind !== 'production' ? ` (${f.codeKind} code)` : '';
        out.push(
          `  ${String(f.startLine).padStart(4)}:${String(f.startColumn).padEnd(3)} ${c(COLORS[f.severity], f.severity.toUpperCase().padEnd(8))} ${f.title} ${c(DIM, `[${f.ruleId}] ${f.cwe[0] ?? ''}${kind}`)}`,
        );
        out.push(`             ${f.message.replace(/\s+/g, ' ')}`);
        const line = f.snippet.split('\n')[Math.min(f.startLine - 1, 2)]?.trim();
        if (line) out.push(c(DIM, `             > ${line.slice(0, 160)}`));
        if (f.trace.length)
          out.push(
            c(DIM, `             trace: ${f.trace.map((t) => `${t.file}:${t.line}`).join(' -> ')}`),
          );
      }
      out.push('');
    }
    const counts: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0 };
    for (const f of result.findings) counts[f.severity]++;
    const s = result.stats;
    out.push(
      `${plural(result.findings.length, 'finding')} (${(Object.keys(counts) as Severity[]).map((k) => `${counts[k]} ${k}`).join(', ')}) in ${plural(s.filesScanned, 'file')}, ${plural(s.linesScanned, 'line')}, ${(s.durationMs / 1000).toFixed(1)} s`,
    );
    const hidden = Object.entries(s.hiddenByCodeKind ?? {}).filter(([, n]) => n > 0);
    if (hidden.length) {
      const n = hidden.reduce((a, [, v]) => a + v, 0);
      out.push(
        `${n} more ${n === 1 ? 'finding' : 'findings'} in other code hidden (${hidden.map(([k, v]) => `${v} ${k}`).join(', ')}); --code-kind all shows them`,
      );
    }
    const skipped = Object.entries(s.skippedCounts).map(([k, v]) => `${v} ${k}`);
    if (skipped.length) out.push(`skipped: ${skipped.join(', ')}`);
    if (s.minifiedFiles)
      out.push(`minified or generated (read for secrets only): ${s.minifiedFiles}`);
    if (s.ruleErrors.length)
      out.push(
        `rule errors: ${s.ruleErrors.length} (${[...new Set(s.ruleErrors.map((e) => e.ruleId))].slice(0, 5).join(', ')})`,
      );
    return out.join('\n') + '\n';
  },
};
