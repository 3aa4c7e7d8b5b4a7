/**
 * Secrets analyzer: provider token formats (cloud keys, code-host tokens, chat and payment
 * services, private keys, connection strings) and generic `password=` / `secret=` / `api_key=`
 * assignments whose value is random-looking (Shannon entropy). Values are masked in messages,
 * snippets and fingerprints: only their first 4 characters are kept.
 */
import * as path from 'node:path';
import type { AnalyzerPlugin, SourceFile } from '../core/analyze.js';
import type { RawMatch } from '../core/finding.js';
import type { Severity } from '../types.js';

/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  if (!s) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const c of counts.values()) {
    const p = c / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** Keeps the first 4 characters of a secret and stars the rest (at most 16 stars). */
export function mask(secret: string): string {
  return secret.slice(0, 4) + '*'.repeat(Math.min(16, Math.max(4, secret.length - 4)));
}

const PLACEHOLDER_WORDS =
  /example|sample|dummy|placeholder|changeme|change[_-]?me|your[_-]?|redacted|xxxx|\*\*\*|\.\.\.|fake|insert|replace|todo|<[^>]*>|\$\{|\{\{|^\$[A-Za-z_]|%[A-Za-z_]+%|^env\(|process\.env|os\.environ|getenv/i;

/** Values that are obviously not real secrets: placeholders, variables, repeated characters. */
export function isPlaceholder(value: string): boolean {
  if (PLACEHOLDER_WORDS.test(value)) return true;
  if (/^(.)\1+$/.test(value)) return true;
  if (
    /^(password|passwd|secret|token|apikey|api_key|null|none|undefined|true|false|test|testing|admin|pass|root|user|username)$/i.test(
      value,
    )
  )
    return true;
  return false;
}

interface Detector {
  ruleId: string;
  /** Cheap literal check before running the regex (any of these substrings). */
  hints: string[];
  re: RegExp;
  /** Index of the capture group holding the secret (0 = whole match). */
  group: number;
  /** Optional extra check on the secret and the whole match. */
  accept?: (secret: string, m: RegExpExecArray, file: SourceFile) => boolean;
  severity?: (secret: string, m: RegExpExecArray) => Severity | undefined;
  label: string;
  /** Report at the start of the whole match instead of the secret (private keys: the BEGIN line). */
  atMatch?: boolean;
  /** Languages this detector is limited to (generic assignments stay out of code, where per-language rules cover them). */
  only?: string[];
}

/** The text of the `n` lines before and after the line holding `offset`. */
function linesAround(source: string, offset: number, n: number): string {
  let a = offset;
  for (let i = 0; i <= n && a > 0; i++) a = Math.max(0, source.lastIndexOf('\n', a - 1));
  let b = offset;
  for (let i = 0; i <= n && b !== -1 && b < source.length; i++) b = source.indexOf('\n', b + 1);
  return source.slice(a, b === -1 ? source.length : b);
}

const hasDigitAndLetter = (s: string) => /\d/.test(s) && /[A-Za-z]/.test(s);

const DETECTORS: Detector[] = [
  {
    ruleId: 'secrets.aws-access-key',
    label: 'AWS access key id',
    hints: ['AKIA', 'ASIA', 'ABIA', 'ACCA'],
    re: /\b((?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16})\b/g,
    group: 1,
    accept: (s) => !/EXAMPLE/.test(s),
  },
  {
    ruleId: 'secrets.aws-secret-key',
    label: 'AWS secret access key',
    hints: ['aws', 'AWS', 'Aws'],
    re: /(?:aws|AWS|Aws)[A-Za-z0-9_.-]{0,20}(?:secret|SECRET|Secret)[A-Za-z0-9_.-]{0,20}["']?\s*(?:=|:|=>|:=)\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/g,
    group: 1,
    accept: (s) => shannonEntropy(s) > 4.0 && !/EXAMPLE/.test(s),
  },
  {
    // Without "aws" in the name (Terraform `provider "aws"` blocks, SDK config objects): a
    // 40-character secret is an AWS secret key only beside an AWS access key id.
    ruleId: 'secrets.aws-secret-key',
    label: 'AWS secret access key',
    hints: ['secret', 'SECRET', 'Secret'],
    re: /(?:secret|SECRET|Secret)[A-Za-z0-9_.-]{0,20}["']?\s*(?:=|:|=>|:=)\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/g,
    group: 1,
    accept: (s, m, f) =>
      shannonEntropy(s) > 4.0 &&
      !/EXAMPLE/.test(s) &&
      /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/.test(linesAround(f.source, m.index, 3)),
  },
  {
    ruleId: 'secrets.gcp-service-account',
    label: 'GCP service account private key',
    hints: ['"private_key"'],
    re: /"private_key"\s*:\s*"(-----BEGIN (?:RSA )?PRIVATE KEY-----(?:\\n|\s)*[A-Za-z0-9+/=]{40,}[^"]*)"/g,
    group: 1,
    accept: (_s, _m, f) => f.source.includes('service_account'),
  },
  {
    ruleId: 'secrets.gcp-api-key',
    label: 'Google API key',
    hints: ['AIza'],
    re: /\b(AIza[0-9A-Za-z_-]{35})(?![0-9A-Za-z_-])/g,
    group: 1,
  },
  {
    ruleId: 'secrets.azure-storage-key',
    label: 'Azure storage account key',
    hints: ['AccountKey='],
    re: /DefaultEndpointsProtocol=https?;\s*AccountName=[^;"'\s]+;\s*AccountKey=([A-Za-z0-9+/]{40,}={0,2})/g,
    group: 1,
    accept: (s) => shannonEntropy(s) > 4.0,
  },
  {
    ruleId: 'secrets.github-token',
    label: 'GitHub token',
    hints: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    re: /\b((?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{60,255})\b/g,
    group: 1,
    accept: (s) => shannonEntropy(s) > 3.5,
  },
  {
    ruleId: 'secrets.gitlab-token',
    label: 'GitLab token',
    hints: ['glpat-', 'glptt-', 'GR1348941'],
    re: /\b(glpat-[A-Za-z0-9_-]{20,}|glptt-[0-9a-f]{40}|GR1348941[A-Za-z0-9_-]{20})(?![A-Za-z0-9_-])/g,
    group: 1,
    accept: (s) => shannonEntropy(s) > 3.0,
  },
  {
    ruleId: 'secrets.slack-token',
    label: 'Slack token',
    hints: ['xox'],
    re: /\b(xox[baprse]-[0-9]{8,}-[0-9A-Za-z-]{8,})/g,
    group: 1,
  },
  {
    ruleId: 'secrets.slack-webhook',
    label: 'Slack incoming webhook',
    hints: ['hooks.slack.com'],
    re: /https:\/\/hooks\.slack\.com\/services\/(T[A-Z0-9]{6,}\/B[A-Z0-9]{6,}\/[A-Za-z0-9]{20,})/g,
    group: 1,
  },
  {
    ruleId: 'secrets.stripe-key',
    label: 'Stripe secret key',
    hints: ['sk_live_', 'rk_live_', 'sk_test_', 'rk_test_'],
    re: /\b((?:sk|rk)_(?:live|test)_[0-9A-Za-z]{20,})\b/g,
    group: 1,
    // Test-mode keys move no money: low severity at most.
    severity: (s) => (s.includes('_test_') ? 'low' : undefined),
  },
  {
    ruleId: 'secrets.twilio-key',
    label: 'Twilio API key',
    hints: ['SK'],
    re: /\b(SK[0-9a-f]{32})\b/g,
    group: 1,
    accept: (s) => shannonEntropy(s) > 3.0,
  },
  {
    ruleId: 'secrets.sendgrid-key',
    label: 'SendGrid API key',
    hints: ['SG.'],
    re: /\b(SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g,
    group: 1,
  },
  {
    ruleId: 'secrets.npm-token',
    label: 'npm access token',
    hints: ['npm_', '_authToken'],
    re: /\b(npm_[A-Za-z0-9]{36})\b|_authToken\s*=\s*([A-Za-z0-9_-]{30,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g,
    group: -1,
  },
  {
    ruleId: 'secrets.private-key',
    label: 'private key',
    hints: ['PRIVATE KEY'],
    re: /-----BEGIN ((?:RSA |DSA |EC |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----(?:\\r|\\n|\\\\n|\s|")*([A-Za-z0-9+/=]{40,})/g,
    group: 2,
    atMatch: true,
  },
  {
    ruleId: 'secrets.jwt-token',
    label: 'JSON Web Token',
    hints: ['eyJ'],
    re: /\b(eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,})(?![A-Za-z0-9_-])/g,
    group: 1,
  },
  {
    ruleId: 'secrets.database-url',
    label: 'database password in a connection string',
    hints: ['://'],
    re: /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver|oracle)(?:\+[a-z0-9]+)?:\/\/([^:\s/'"@]*):([^@\s'"/]{3,})@([^\s'"/:]+)/g,
    group: 2,
    accept: (s) =>
      !isPlaceholder(s) &&
      !/^(pass(word)?|pwd|secret|postgres|mysql|root|admin|guest|user|test)$/i.test(s) &&
      // a word that says it stands for a password (`bbpasswd`, `mypassword`, `dbpass`): the
      // example of a usage text or a sample configuration
      !/^[a-z]{0,6}(?:pass(?:word|wd)?|pwd|secret)[a-z]{0,6}$/i.test(s),
    severity: (_s, m) =>
      /^(localhost|127\.0\.0\.1|0\.0\.0\.0|::1|db|database|postgres|mysql|mongo|redis)$/i.test(m[3])
        ? 'medium'
        : undefined,
  },
  {
    ruleId: 'secrets.generic-high-entropy',
    label: 'secret',
    hints: [],
    re: /(?:^|[\s{,;(])["']?([A-Za-z0-9_.-]*(?:password|passwd|pwd|secret|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?token|access[_.-]?token|client[_.-]?secret|private[_.-]?key|credentials?)[A-Za-z0-9_.-]*)["']?\s*(?:=|:(?!:)|=>|:=)\s*["']?([^\s"'`,;#]{12,})["']?/gim,
    group: 2,
    accept: (s) =>
      shannonEntropy(s) >= 3.5 &&
      hasDigitAndLetter(s) &&
      !/^(https?:|\/|\.\/|[A-Za-z]:\\)/.test(s) &&
      !/^[a-z]+(\.[a-z_]+)+$/i.test(s) &&
      // a stored hash tagged with its scheme (`{SSHA}...`, RFC 2307 userPassword), not the password
      !/^\{[A-Z][A-Z0-9._-]{1,15}\}/.test(s) &&
      // a relative file path (`include/password-methods/class_password-methods-md5.inc`)
      !/^[\w.-]+(?:\/[\w.-]+)+\.[a-z][a-z0-9]{0,4}$/i.test(s),
    only: ['text', 'yaml', 'bash', 'html', 'razor'],
  },
];

/** Files that hold hashes, not secrets. */
const SKIP_FILES = new Set([
  'package-lock.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'cargo.lock',
  'go.sum',
  'poetry.lock',
  'composer.lock',
  'gemfile.lock',
  'npm-shrinkwrap.json',
]);

function offsetToLine(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Finds secrets in one file. */
export function findSecrets(file: SourceFile): RawMatch[] {
  if (SKIP_FILES.has(path.basename(file.path).toLowerCase())) return [];
  const src = file.source;
  const out: RawMatch[] = [];
  let starts: number[] | null = null;
  const lineStarts = () => {
    if (starts) return starts;
    starts = [0];
    let i = -1;
    while ((i = src.indexOf('\n', i + 1)) !== -1) starts.push(i + 1);
    return starts;
  };
  const hits: { d: Detector; secret: string; offset: number; at: number; m: RegExpExecArray }[] =
    [];
  for (const d of DETECTORS) {
    if (d.only && !d.only.includes(file.language)) continue;
    if (d.hints.length && !d.hints.some((h) => src.includes(h))) continue;
    if (!d.hints.length && !/pass|pwd|secret|key|token|credential/i.test(src)) continue;
    d.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = d.re.exec(src))) {
      if (m[0].length === 0) {
        d.re.lastIndex++;
        continue;
      }
      const gi = d.group === -1 ? (m[1] !== undefined ? 1 : 2) : d.group;
      const secret = m[gi] ?? m[0];
      if (d.ruleId !== 'secrets.database-url' && isPlaceholder(secret)) continue;
      if (d.accept && !d.accept(secret, m, file)) continue;
      // Two detectors of one rule (AWS secret keys by name, or beside a key id) report a value once.
      const offset = m.index + m[0].indexOf(secret);
      if (hits.some((o) => o.offset === offset && o.d.ruleId === d.ruleId)) continue;
      hits.push({
        d,
        secret,
        offset: m.index + m[0].indexOf(secret),
        at: d.atMatch ? m.index : m.index + m[0].indexOf(secret),
        m,
      });
    }
  }
  if (!hits.length) return out;
  // A value a provider format already explains is not reported again as a generic secret.
  const specific = hits.filter((h) => h.d.ruleId !== 'secrets.generic-high-entropy');
  for (let i = hits.length - 1; i >= 0; i--) {
    const h = hits[i];
    if (
      h.d.ruleId === 'secrets.generic-high-entropy' &&
      specific.some(
        (o) => o.offset < h.offset + h.secret.length && h.offset < o.offset + o.secret.length,
      )
    )
      hits.splice(i, 1);
  }
  // Every secret of the file is masked in every snippet, since snippets show neighbouring lines.
  const ls = lineStarts();
  const masked = new Map<number, string>();
  const spans = hits
    .map((h) => ({ a: h.offset, b: h.offset + h.secret.length }))
    .sort((x, y) => y.a - x.a);
  for (const sp of spans) {
    const l0 = offsetToLine(ls, sp.a);
    const l1 = offsetToLine(ls, sp.b);
    for (let l = l0; l <= l1; l++) {
      const text = masked.get(l + 1) ?? file.lines[l] ?? '';
      const from = l === l0 ? sp.a - ls[l] : 0;
      const to = l === l1 ? sp.b - ls[l] : text.length;
      masked.set(
        l + 1,
        text.slice(0, from) + (l === l0 ? mask(src.slice(sp.a, sp.b)) : '') + text.slice(to),
      );
    }
  }
  for (const h of hits) {
    const l0 = offsetToLine(ls, h.at);
    const l1 = offsetToLine(ls, h.offset + h.secret.length);
    const m = mask(h.secret);
    out.push({
      ruleId: h.d.ruleId,
      startLine: l0 + 1,
      startColumn: h.at - ls[l0] + 1,
      endLine: l1 + 1,
      endColumn: h.offset + h.secret.length - ls[l1] + 1,
      code: masked.get(l0 + 1) ?? m,
      message: `A ${h.d.label} (${m}) is written in the source. Anyone who can read the code or its history can use it; rotate it and load it from a secret store or the environment instead.`,
      severity: h.d.severity?.(h.secret, h.m),
      snippetLines: masked,
    });
  }
  return out;
}

/** The secrets analyzer plugin: runs on every text file. */
export function createSecretsAnalyzer(): AnalyzerPlugin {
  return { name: 'secrets', languages: 'all', analyze: findSecrets };
}
