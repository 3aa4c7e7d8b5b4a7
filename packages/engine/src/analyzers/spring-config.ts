/**
 * Configuration files of Java applications, read by their content (never by their name):
 *
 * - java.actuator-exposed: Spring Boot properties and YAML (`management.endpoints.web.exposure.include`)
 *   that publish every actuator endpoint (`*`) or one that hands out secrets or controls the
 *   application (env, heapdump, configprops, shutdown, ...) over HTTP. Not when the same document
 *   serves the management endpoints on a loopback address (`management.server.address=127.0.0.1`),
 *   and not `health`, `info`, `metrics` or `prometheus`.
 * - java.mybatis-interpolation: `${...}` in the SQL text of a statement of a MyBatis mapper XML file
 *   (`<mapper namespace=...>` with `<select>`, `<update>`, `<delete>`, `<insert>` or `<sql>`):
 *   MyBatis pastes it into the statement; `#{...}` is bound.
 *
 * Its rules are named after the language of the application (`java.*`): the findings count as Java.
 */
import { createRequire } from 'node:module';
import type * as YamlNS from 'yaml';
import type { AnalyzerPlugin, SourceFile } from '../core/analyze.js';
import type { RawMatch } from '../core/finding.js';

const require = createRequire(import.meta.url);
let yamlMod: typeof YamlNS | undefined;
const Y = (): typeof YamlNS => (yamlMod ??= require('yaml') as typeof YamlNS);

const EXPOSURE = 'management.endpoints.web.exposure.include';
const EXCLUDE = 'management.endpoints.web.exposure.exclude';
const ADDRESS = 'management.server.address';
/** Endpoints that hand out secrets or internals, or act on the application. */
const SENSITIVE = new Set([
  'env',
  'heapdump',
  'threaddump',
  'configprops',
  'beans',
  'mappings',
  'loggers',
  'shutdown',
  'jolokia',
  'logfile',
  'httptrace',
  'httpexchanges',
  'sessions',
  'auditevents',
  'conditions',
  'scheduledtasks',
  'caches',
  'restart',
  'refresh',
  'gateway',
]);
const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/i;

/** The endpoints of an exposure value that matter: `*` or the sensitive ones it lists. */
function exposed(include: string[], exclude: string[]): string[] {
  const ex = new Set(exclude.map((e) => e.toLowerCase()));
  if (ex.has('*')) return [];
  return include
    .map((e) => e.toLowerCase())
    .filter((e) => (e === '*' || SENSITIVE.has(e)) && !ex.has(e));
}

function list(v: unknown): string[] {
  if (Array.isArray(v)) return v.flatMap(list);
  if (typeof v === 'string' || typeof v === 'number')
    return String(v)
      .split(',')
      .map((s) => s.trim().replace(/^["']|["']$/g, ''))
      .filter(Boolean);
  return [];
}

function message(endpoints: string[]): string {
  const what = endpoints.includes('*')
    ? 'every actuator endpoint (`*`)'
    : `the actuator endpoints ${endpoints.join(', ')}`;
  return `The configuration exposes ${what} over HTTP. Unless Spring Security requires an administrator for them, anyone can read the environment and configuration (credentials included), download a heap dump, or change the application (log levels, shutdown).`;
}

function match(file: SourceFile, line: number, ruleId: string, msg?: string): RawMatch {
  const text = file.lines[line - 1] ?? '';
  const col = text.length - text.trimStart().length + 1;
  return {
    ruleId,
    startLine: line,
    startColumn: col,
    endLine: line,
    endColumn: text.length + 1,
    code: text.trim(),
    ...(msg ? { message: msg } : {}),
  };
}

/** `key=value`, `key: value`, `key value` lines of a properties file (no continuation lines). */
function checkProperties(file: SourceFile): RawMatch[] {
  if (!file.source.includes('management.')) return [];
  const props = new Map<string, { value: string; line: number }>();
  file.lines.forEach((l, i) => {
    const t = l.trim();
    if (!t || t.startsWith('#') || t.startsWith('!')) return;
    const m = /^([^=:\s]+)\s*(?:[=:]|\s)\s*(.*)$/.exec(t);
    if (m) props.set(m[1].toLowerCase(), { value: m[2].trim(), line: i + 1 });
  });
  const inc = props.get(EXPOSURE);
  if (!inc) return [];
  const addr = props.get(ADDRESS)?.value;
  if (addr && LOOPBACK.test(addr)) return [];
  const eps = exposed(list(inc.value), list(props.get(EXCLUDE)?.value ?? ''));
  return eps.length ? [match(file, inc.line, 'java.actuator-exposed', message(eps))] : [];
}

/** The value of a dotted key in a YAML document, whether written nested or flat (`a.b: x`). */
function lookup(node: unknown, key: string): { value: unknown; pos?: number } | undefined {
  const y = Y();
  if (!y.isMap(node)) return undefined;
  for (const it of node.items) {
    if (!y.isPair(it) || !y.isScalar(it.key)) continue;
    const k = String(it.key.value).toLowerCase();
    if (k === key) {
      const v = it.value;
      const value = y.isScalar(v) ? v.value : y.isSeq(v) ? v.toJSON() : undefined;
      return { value, pos: (it.key as YamlNS.Scalar).range?.[0] };
    }
    if (key.startsWith(`${k}.`)) {
      const r = lookup(it.value, key.slice(k.length + 1));
      if (r) return r;
    }
  }
  return undefined;
}

function checkYaml(file: SourceFile): RawMatch[] {
  if (!/\bmanagement\b/.test(file.source) || !/\bexposure\b/.test(file.source)) return [];
  const y = Y();
  const lc = new y.LineCounter();
  let docs: YamlNS.Document.Parsed[];
  try {
    docs = y.parseAllDocuments(file.source, {
      lineCounter: lc,
      uniqueKeys: false,
    }) as YamlNS.Document.Parsed[];
  } catch {
    return [];
  }
  if (!Array.isArray(docs)) return [];
  const out: RawMatch[] = [];
  for (const d of docs) {
    const inc = lookup(d.contents, EXPOSURE);
    if (!inc || inc.pos === undefined) continue;
    const addr = lookup(d.contents, ADDRESS)?.value;
    if (typeof addr === 'string' && LOOPBACK.test(addr)) continue;
    const eps = exposed(list(inc.value), list(lookup(d.contents, EXCLUDE)?.value));
    if (!eps.length) continue;
    const line = lc.linePos(inc.pos).line;
    out.push(match(file, line, 'java.actuator-exposed', message(eps)));
  }
  return out;
}

const STATEMENT_OPEN = /<(select|update|delete|insert|sql)\b/g;

/** `${...}` in the text (not the attributes or comments) of a MyBatis mapper statement. */
function checkMapper(file: SourceFile): RawMatch[] {
  const src = file.source;
  if (!/<mapper\b[^>]*\bnamespace\s*=/.test(src) || !src.includes('${')) return [];
  const out: RawMatch[] = [];
  let depth = 0;
  let inComment = false;
  file.lines.forEach((raw, i) => {
    let l = raw;
    // comments, then the inside of tags (attribute values), leave the statement's text
    if (inComment) {
      const end = l.indexOf('-->');
      if (end < 0) return;
      l = l.slice(end + 3);
      inComment = false;
    }
    l = l.replace(/<!--[\s\S]*?-->/g, ' ');
    const open = l.indexOf('<!--');
    if (open >= 0) {
      l = l.slice(0, open);
      inComment = true;
    }
    const text = l.replace(/<!\[CDATA\[|\]\]>/g, ' ').replace(/<[^<>]*>/g, ' ');
    const opens = (l.match(STATEMENT_OPEN) ?? []).length;
    const closes = (l.match(/<\/(select|update|delete|insert|sql)\s*>/g) ?? []).length;
    if ((depth > 0 || opens > 0) && /\$\{[^}]+\}/.test(text))
      out.push(
        match(
          file,
          i + 1,
          'java.mybatis-interpolation',
          "A MyBatis mapper statement writes a value with ${...}: MyBatis pastes it into the SQL text as it is, so a caller's string can change the statement (SQL injection); only #{...} values are bound.",
        ),
      );
    depth = Math.max(0, depth + opens - closes);
  });
  return out;
}

export function createSpringConfigAnalyzer(): AnalyzerPlugin {
  return {
    name: 'spring-config',
    languages: ['text', 'yaml'],
    crossLanguage: true,
    analyze: (file) => {
      if (file.language === 'yaml') return checkYaml(file);
      if (/<mapper\b/.test(file.source)) return checkMapper(file);
      return checkProperties(file);
    },
  };
}
