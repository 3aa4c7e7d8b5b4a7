/**
 * SARIF 2.1.0 with GitHub code-scanning conventions: rule tags `security` and
 * `external/cwe/cwe-<n>` (primary CWE first), `security-severity` as a string number,
 * `precision`, partial fingerprints, and code flows for taint traces.
 */
import { pathToFileURL } from 'node:url';
import type { Finding, Severity } from '../types.js';
import type { Rule } from '../rules/types.js';
import type { Reporter } from './types.js';

/** GitHub maps > 9.0 to critical, 7.0-8.9 high, 4.0-6.9 medium, 0.1-3.9 low. */
export const SECURITY_SEVERITY: Record<Severity, string> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '3.0',
};
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
};

function ruleName(id: string): string {
  const cls = id.split('.').slice(1).join('-') || id;
  return cls
    .split(/[-_.]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

function cweTag(c: string): string {
  return `external/cwe/${c.toLowerCase()}`;
}

function uri(p: string): string {
  return p.split('/').map(encodeURIComponent).join('/');
}

interface Descriptor {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  helpUri?: string;
  defaultConfiguration: { level: string };
  properties: Record<string, unknown>;
}

function descriptor(id: string, rule: Rule | undefined, f: Finding): Descriptor {
  const title = rule?.title ?? f.title;
  const message = rule?.message ?? f.message;
  const rec = rule?.recommendation ?? f.recommendation;
  const cwe = rule?.cwe ?? f.cwe;
  const severity = rule?.severity ?? f.severity;
  const refs = rule?.references ?? [];
  const md = [
    `**${title}**`,
    '',
    message,
    '',
    `**Recommendation:** ${rec}`,
    ...(cwe.length ? ['', `CWE: ${cwe.join(', ')}`] : []),
    ...(refs.length ? ['', '**References**', ...refs.map((r) => `- ${r}`)] : []),
  ].join('\n');
  return {
    id,
    name: ruleName(id),
    shortDescription: { text: title },
    fullDescription: { text: message },
    help: { text: `${message}\n\nRecommendation: ${rec}`, markdown: md },
    ...(refs[0] ? { helpUri: refs[0] } : {}),
    defaultConfiguration: { level: LEVEL[severity] },
    properties: {
      // Distinct strings (the schema's propertyBag.tags has uniqueItems).
      tags: [
        ...new Set([
          'security',
          ...cwe.map(cweTag),
          ...((rule?.owasp ?? f.owasp)
            ? [`owasp-${(rule?.owasp ?? f.owasp).slice(0, 3).toLowerCase()}`]
            : []),
        ]),
      ],
      'security-severity': SECURITY_SEVERITY[severity],
      precision: rule?.confidence ?? f.confidence,
      'problem.severity': LEVEL[severity] === 'note' ? 'recommendation' : LEVEL[severity],
      ...((rule?.owasp ?? f.owasp) ? { owasp: rule?.owasp ?? f.owasp } : {}),
    },
  };
}

/**
 * The finding's region, and the snippet as its context region. Pattern findings carry the engine's
 * context window (from two lines above the finding); taint findings carry only their own line. A
 * context region must be a proper superset of the region (SARIF 3.29.5), so it is left out when
 * the snippet does not cover the finding's lines or adds nothing to them.
 */
function regionOf(f: Finding) {
  const lines = f.snippet.split('\n');
  const ctxStart = lines.length === 1 ? f.startLine : Math.max(1, f.startLine - 2);
  const ctxEnd = ctxStart + lines.length - 1;
  const covered = f.snippet !== '' && ctxStart <= f.startLine && ctxEnd >= f.endLine;
  const own = covered
    ? lines.slice(f.startLine - ctxStart, f.endLine - ctxStart + 1).join('\n')
    : '';
  const region = {
    startLine: f.startLine,
    startColumn: f.startColumn,
    endLine: f.endLine,
    endColumn: f.endColumn,
    ...(own ? { snippet: { text: own } } : {}),
  };
  const contextRegion =
    covered && (ctxStart < f.startLine || ctxEnd > f.endLine)
      ? { startLine: ctxStart, endLine: ctxEnd, snippet: { text: f.snippet } }
      : undefined;
  return { region, contextRegion };
}

export const sarifReporter: Reporter = {
  format: 'sarif',
  render(result, ctx) {
    const index = new Map<string, number>();
    const rules: Descriptor[] = [];
    for (const f of result.findings) {
      if (index.has(f.ruleId)) continue;
      index.set(f.ruleId, rules.length);
      rules.push(descriptor(f.ruleId, ctx.rules.get(f.ruleId), f));
    }
    const results = result.findings.map((f) => {
      const { region, contextRegion } = regionOf(f);
      const res: Record<string, unknown> = {
        ruleId: f.ruleId,
        ruleIndex: index.get(f.ruleId),
        level: LEVEL[f.severity],
        message: { text: f.message.replace(/\s+/g, ' ').trim() },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: uri(f.file), uriBaseId: '%SRCROOT%' },
              region,
              ...(contextRegion ? { contextRegion } : {}),
            },
          },
        ],
        partialFingerprints: { 'vigilFingerprint/v1': f.fingerprint },
        properties: {
          ...(f.threatModel ? { threatModel: f.threatModel } : {}),
          severity: f.severity,
          confidence: f.confidence,
          cwe: f.cwe,
          owasp: f.owasp,
          'security-severity': SECURITY_SEVERITY[f.severity],
          ...(f.codeKind ? { codeKind: f.codeKind, tags: [`code-kind:${f.codeKind}`] } : {}),
        },
      };
      if (f.trace.length) {
        res.codeFlows = [
          {
            threadFlows: [
              {
                locations: f.trace.map((t) => ({
                  location: {
                    physicalLocation: {
                      artifactLocation: { uri: uri(t.file), uriBaseId: '%SRCROOT%' },
                      region: {
                        startLine: t.line,
                        ...(t.column ? { startColumn: t.column } : {}),
                        snippet: { text: t.code },
                      },
                    },
                    message: { text: t.note ?? `${t.kind}: ${t.code}`.slice(0, 200) },
                  },
                  kinds: [
                    t.kind === 'source'
                      ? 'acquire'
                      : t.kind === 'sink'
                        ? 'release'
                        : t.kind === 'call'
                          ? 'call'
                          : t.kind === 'return'
                            ? 'return'
                            : 'pass',
                  ],
                })),
              },
            ],
          },
        ];
      }
      return res;
    });
    const rootUri = pathToFileURL(ctx.root.endsWith('/') ? ctx.root : ctx.root + '/').href;
    const log = {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'Vigil',
              fullName: 'Vigil static application security testing',
              version: ctx.toolVersion,
              semanticVersion: ctx.toolVersion,
              rules,
            },
          },
          originalUriBaseIds: { '%SRCROOT%': { uri: rootUri } },
          invocations: [
            {
              executionSuccessful: true,
              toolExecutionNotifications: result.stats.ruleErrors.slice(0, 50).map((e) => ({
                level: 'warning',
                message: { text: `${e.ruleId}: ${e.error}` },
                ...(e.file
                  ? {
                      locations: [
                        {
                          physicalLocation: {
                            artifactLocation: { uri: uri(e.file), uriBaseId: '%SRCROOT%' },
                          },
                        },
                      ],
                    }
                  : {}),
              })),
            },
          ],
          results,
          columnKind: 'utf16CodeUnits',
        },
      ],
    };
    return JSON.stringify(log, null, 2) + '\n';
  },
};
