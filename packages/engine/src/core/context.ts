/**
 * Context for pattern rules: a match is a finding only where what it matched protects something.
 * Applied to the matches of pattern, regex and analyzer rules by rule class (the suffix of the id),
 * the same way in every language, before findings are built.
 *
 * - Hard-coded credentials: not on natural-language text (messages, translations), non-ASCII text,
 *   identifier-like values that spell their own key (`accessToken: 'access_token'`,
 *   `MembersCanCreateApiKey = "membersCanCreateApiKey"`), SQL column definitions, placeholders.
 * - Weak hashes: not where the line says what the digest is for and that is not a secret: cache keys,
 *   ETags, lock names, checksums and fingerprints of own data, or inside an HMAC.
 */
import type { RawMatch } from './finding.js';

/** Rule classes whose matches are credentials written in the code. */
const CREDENTIAL_CLASSES =
  /(?:^|\.)(?:hardcoded-password|hardcoded-secret|hardcoded-credentials?|generic-high-entropy|generic-secret|generic-password)$/;
const WEAK_HASH_CLASSES = /(?:^|\.)weak-hash$/;

/** `key = "value"`, `key: 'value'`, `"key" => "value"`, `key := "value"`: the name and the literal. */
const KEY_VALUE =
  /([A-Za-z_$][\w$-]*)['"]?\s*(?:=>|:=|[:=])\s*(?:[A-Za-z_$][\w$.]*\s*\(\s*)?(?:[rbuf]|@)?(["'`])((?:(?!\2).){1,200})\2/;

const SQL_COLUMN =
  /\b(?:VARCHAR2?|NVARCHAR|CHAR|TEXT|INTEGER|BIGINT|INT|BLOB|BYTEA|BOOLEAN|TIMESTAMP)\b|\bNOT NULL\b|\bDEFAULT\b|\bPRIMARY KEY\b/i;
const PLACEHOLDER =
  /^(?:%[-+#0 ]*\d*[sdvqx]|\{\{?\s*[\w.$-]*\s*\}\}?|\$\{[^}]*\}|:[A-Za-z_]\w*|@[A-Za-z_]\w*|\?|\$\d+|\$[A-Za-z_]\w*|<[^<>]+>|\[[^[\]]+\]|_+|-+)$/;
/** Three or more words of letters separated by spaces: a sentence, not a key. */
const SENTENCE = /^\s*[\p{L}][\p{L}'’]*(?:[\s,;:.!?()-]+[\p{L}][\p{L}'’]*){2,}[\s.!?:…]*$/u;
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)*$/;

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** True when a credential-looking literal is text, a name or a placeholder rather than a secret. */
export function credentialValueIsBenign(key: string | undefined, value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(value)) return true;
  if (SENTENCE.test(value)) return true;
  if (SQL_COLUMN.test(value) && /\s/.test(value)) return true;
  if (PLACEHOLDER.test(value.trim())) return true;
  if (key && IDENTIFIER.test(value) && !/\d/.test(value)) {
    const k = norm(key);
    const v = norm(value);
    if (v.length >= 3 && (k === v || k.endsWith(v) || v.endsWith(k) || k.startsWith(v)))
      return true;
  }
  return false;
}

const WEAK_HASH_PURPOSE =
  /\b(?:cache|cached|caching|etag|e_tag|lock|mutex|checksum|crc|fingerprint|dedupe?|dedup|gravatar|avatar|bucket|shard|partition|filename|file_name|cachekey|cache_key|content[-_ ]?md5|md5sum)\w*/i;
const WEAK_HASH_SECRET =
  /\b\w*(?:passw|pwd|secret|token|signature|sign|auth|credential|salt|nonce|otp)\w*/i;

/**
 * True when a match of this rule is, in its context, not a finding. `line` is the source line of
 * the match's start.
 */
export function dismissedByContext(ruleId: string, m: RawMatch, line: string): boolean {
  if (CREDENTIAL_CLASSES.test(ruleId)) {
    // the secrets analyzer's matched code is masked: read its line
    const kv = ruleId.startsWith('secrets.')
      ? KEY_VALUE.exec(line)
      : (KEY_VALUE.exec(m.code) ?? KEY_VALUE.exec(line));
    if (kv) return credentialValueIsBenign(kv[1], kv[3]);
    return false;
  }
  if (WEAK_HASH_CLASSES.test(ruleId)) {
    const text = line.length > 400 ? m.code : line;
    // HMAC with MD5 or SHA-1 is not broken: collisions do not forge a keyed MAC
    if (/hmac/i.test(text)) return true;
    return (
      WEAK_HASH_PURPOSE.test(text) && !WEAK_HASH_SECRET.test(text.replace(WEAK_HASH_PURPOSE, ''))
    );
  }
  return false;
}
