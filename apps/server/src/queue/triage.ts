/**
 * Optional AI triage, only when LLM_BASE_URL and LLM_MODEL are set: the most severe findings (up to
 * 20) go to an OpenAI-compatible chat completions API (Ollama, vLLM and others speak it), which
 * answers a verdict, a confidence and a tailored fix for each. A confident false-positive verdict
 * lowers the finding's confidence; a fix is added to its recommendation; the scan keeps a one-line
 * note. Any failure (unreachable, timeout, unreadable answer) leaves the findings as the engine
 * reported them and the note says triage was skipped: the scan never fails because of it.
 */
import { z } from 'zod';
import type { Finding } from '@vigil/engine';

export const MAX_TRIAGED = 20;

const VerdictsSchema = z.object({
  verdicts: z.array(
    z.object({
      index: z.number().int().min(0),
      verdict: z.enum(['true_positive', 'false_positive', 'uncertain']),
      confidence: z.number().min(0).max(1),
      fix: z.string().max(2000).optional(),
    }),
  ),
});

const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;

const SYSTEM_PROMPT =
  'You review findings of a static application security testing tool. For each finding decide whether it is a real ' +
  'vulnerability (true_positive), a false alarm (false_positive) or uncertain, give your confidence between 0 and 1, ' +
  'and a short fix tailored to the code. Answer only with JSON: {"verdicts":[{"index":0,"verdict":"true_positive","confidence":0.9,"fix":"..."}]}';

/** Extracts the first JSON object of a model's answer (models like to wrap it in prose or fences). */
function firstJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the answer holds no JSON object');
  return JSON.parse(text.slice(start, end + 1));
}

export interface TriageOutcome {
  note: string;
  /** The findings with the verdicts applied (same order and length as given). */
  findings: Finding[];
}

export async function triageFindings(
  llm: { baseUrl: string; model: string },
  findings: Finding[],
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<TriageOutcome> {
  if (findings.length === 0) return { note: 'AI triage: no findings to review.', findings };
  const order = findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => SEVERITY_RANK[a.f.severity] - SEVERITY_RANK[b.f.severity])
    .slice(0, MAX_TRIAGED);
  const items = order.map(({ f }, index) => ({
    index,
    rule: f.ruleId,
    title: f.title,
    severity: f.severity,
    cwe: f.cwe[0] ?? null,
    file: f.file,
    line: f.startLine,
    message: f.message,
    code: f.snippet.slice(0, 1500),
  }));
  const signals = [
    AbortSignal.timeout(opts.timeoutMs ?? 60_000),
    ...(opts.signal ? [opts.signal] : []),
  ];
  try {
    const res = await fetch(`${llm.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.any(signals),
      body: JSON.stringify({
        model: llm.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: JSON.stringify({ findings: items }) },
        ],
      }),
    });
    if (!res.ok) throw new Error(`the LLM service answered HTTP ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('the LLM service answered without a message');
    const parsed = VerdictsSchema.parse(firstJsonObject(content));
    const out = findings.map((f) => ({ ...f }));
    const counts = { true_positive: 0, false_positive: 0, uncertain: 0 };
    const seen = new Set<number>();
    for (const v of parsed.verdicts) {
      const target = order[v.index];
      if (!target || seen.has(v.index)) continue;
      seen.add(v.index);
      counts[v.verdict]++;
      const f = out[target.i];
      if (v.verdict === 'false_positive' && v.confidence >= 0.8) f.confidence = 'low';
      if (v.fix?.trim())
        f.recommendation = `${f.recommendation}\n\nAI suggestion: ${v.fix.trim()}`.trim();
    }
    return {
      note:
        `AI triage (${llm.model}): reviewed ${seen.size} of ${findings.length} findings: ` +
        `${counts.true_positive} likely real, ${counts.false_positive} likely false alarms, ${counts.uncertain} uncertain.`,
      findings: out,
    };
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    const reason =
      err instanceof z.ZodError || err instanceof SyntaxError
        ? 'its answer could not be read'
        : (err as Error).message;
    return {
      note: `AI triage skipped: the LLM service was not available (${reason}). Findings are from the engine alone.`,
      findings,
    };
  }
}
