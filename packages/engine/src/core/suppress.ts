/** Suppression comments: `vigil-ignore` or `vigil-ignore: rule-id[, rule-id]` on the line or the line above. */

const IGNORE = /vigil-ignore(?![\w-])(?:\s*:\s*([A-Za-z0-9_.-]+(?:\s*,\s*[A-Za-z0-9_.-]+)*))?/;

function lineSuppresses(line: string | undefined, ruleId: string): boolean {
  if (!line || !line.includes('vigil-ignore')) return false;
  const m = IGNORE.exec(line);
  if (!m) return false;
  if (!m[1]) return true;
  return m[1].split(',').some((s) => s.trim() === ruleId);
}

/** True when a finding of `ruleId` starting at `startLine` (1-based) is suppressed. */
export function isSuppressed(lines: string[], startLine: number, ruleId: string): boolean {
  return (
    lineSuppresses(lines[startLine - 1], ruleId) || lineSuppresses(lines[startLine - 2], ruleId)
  );
}
