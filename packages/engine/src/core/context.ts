/**
 * Context for pattern rules: a match is a finding only where what it matched protects something.
 * Applied to the matches of pattern, regex and analyzer rules by rule class (the suffix of the id),
 * the same way in every language, before findings are built.
 *
 * - Hard-coded credentials: not on natural-language text (messages, translations), non-ASCII text,
 *   identifier-like values that spell their own key (`accessToken: 'access_token'`,
 *   `MembersCanCreateApiKey = "membersCanCreateApiKey"`), SQL column definitions, placeholders,
 *   selectors of the form field holding the password (`'#snmp_priv_passphrase'`).
 * - Weak hashes: not where the line says what the digest is for and that is not a secret: cache keys,
 *   ETags, lock names, checksums and fingerprints of own data (a configuration's hash exported as a
 *   metric), or inside an HMAC.
 * - Disabled TLS verification: not on a branch taken by the user's own option named for it
 *   (`if options[:no_check_certificate]`, `verify_peer? ? VERIFY_PEER : VERIFY_NONE`).
 * - Cookie flags: not on a cookie whose name, value and line name no credential (a language, a theme,
 *   a list of preferences, a `loggedIn=true` hint): Secure and HttpOnly protect what a cookie holds,
 *   and such a cookie holds nothing to steal. Session settings and middleware name their session.
 * - Shell: `eval set -- "$args"` of getopt(1) output (quoted by getopt for eval: the documented
 *   idiom) is no code injection; `rm -rf "$DIR/x"` is no unchecked removal where the script checks
 *   `$DIR` is not empty or gives it only values that cannot be empty (`"$(dirname "$0")/cache"`).
 */
import type { RawMatch } from './finding.js';

/** Rule classes whose matches are credentials written in the code. */
const CREDENTIAL_CLASSES =
  /(?:^|\.)(?:hardcoded-password|hardcoded-secret|hardcoded-key|hardcoded-credentials?|generic-high-entropy|generic-secret|generic-password)$/;
const WEAK_HASH_CLASSES = /(?:^|\.)weak-hash$/;
const CODE_INJECTION_CLASSES = /(?:^|\.)code-injection$/;
const UNSAFE_RM_CLASSES = /(?:^|\.)unsafe-rm$/;
const TLS_VERIFY_CLASSES = /(?:^|\.)tls-verify-disabled$/;
const COOKIE_CLASSES = /(?:^|\.)cookie-insecure$/;
/**
 * Words of what a cookie can hold that is worth stealing or forging: a session, a login, a token, a
 * key, an identity (camel case read as words: `authToken`, `sessionId`).
 */
const COOKIE_CREDENTIAL =
  /(?<![a-z])(?:sess\w*|sid|[a-z]*sessid|auth\w*|token\w*|jwt|bearer|login\w*|logged_?in|remember\w*|csrf|xsrf|secret\w*|cred\w*|ident\w*|passw\w*|pwd|key|api_?key|user\w*|account\w*|member\w*|ticket\w*|nonce|state|otp|sign\w*|verif\w*|pkce|oauth\w*|openid|saml\w*|access\w*|refresh\w*|id_?token|uid|admin\w*|priv\w*|grant\w*|cart|order|pay\w*)(?![a-z])/i;
/** Names of an option that switches certificate verification off on request. */
const TLS_OPTION =
  /no_?check_?cert|skip_?(?:tls_?|ssl_?)?verif|verify_?(?:peer|ssl|tls|cert)|(?:ssl|tls)_?verify|check_?cert|ignore_?(?:ssl|tls|cert)|allow_?(?:self_?signed|invalid_?cert)/i;

/** `key = "value"`, `key: 'value'`, `"key" => "value"`, `key := "value"`: the name and the literal. */
const KEY_VALUE =
  /([A-Za-z_$][\w$-]*)['"]?\s*(?:=>|:=|[:=])\s*(?:[A-Za-z_$][\w$.]*\s*\(\s*)?(?:[rbuf]|@)?(["'`])((?:(?!\2).){1,200})\2/;

const SQL_COLUMN =
  /\b(?:VARCHAR2?|NVARCHAR|CHAR|TEXT|INTEGER|BIGINT|INT|BLOB|BYTEA|BOOLEAN|TIMESTAMP)\b|\bNOT NULL\b|\bDEFAULT\b|\bPRIMARY KEY\b/i;
const PLACEHOLDER =
  /^(?:%[-+#0 ]*\d*[sdvqx]|\{\{?\s*[\w.$-]*\s*\}\}?|\$\{[^}]*\}|:[A-Za-z_]\w*|@[A-Za-z_]\w*|\?|\$\d+|\$[A-Za-z_]\w*|<[^<>]+>|\[[^[\]]+\]|_+|-+|(?:not|no)[_ -]?(?:available|set|provided|configured|applicable)|n\/a|none|null|undefined|unset)$/i;
/** Three or more words of letters separated by spaces: a sentence, not a key. */
const SENTENCE = /^\s*[\p{L}][\p{L}'’-]*(?:[,;:.!?()]*\s+[(]?[\p{L}][\p{L}'’-]*){2,}[\s.!?:…)]*$/u;
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)*$/;
/** A CSS selector of one element: an id or class in lower-case words (`#new-password`), or an attribute match. */
const SELECTOR =
  /^(?:[#.][a-z][a-z0-9]*(?:[_-][a-z0-9]+)+|(?:input|textarea|select)?\[name[~|^$*]?=\s*(?:"[\w.[\]-]+"|'[\w.[\]-]+'|[\w-]+)\s*\])$/;
/** One rule of a validation string: a word with arguments after a space or a colon (`in 0,1`, `db users.passwd`, `min:8`). */
const RULE_WITH_ARGS = /^[a-z][a-z0-9_]*(?: [\w.,-]+|:[\w.,-]+)$/;
const RULE_WORD = /^[a-z][a-z0-9_]*$/;
/** A lone rule: allowed numbers (`in 0,1`), a table column (`db users.passwd`), a bound (`min:8`). */
const LONE_RULE =
  /^(?:(?:not_)?in -?\d+(?:,-?\d+)*|db [a-z_]\w*\.[a-z_]\w*|(?:ge|le|gt|lt|min|max|size)[ :]-?\d+)$/;

/**
 * A validation rule string of a form field (Zabbix `'in 0,1'`, `'string|db users.passwd'`, Laravel
 * `'required|string|min:8'`): `|`-separated rules, each a word or a word with arguments; a lone word
 * (`'letmein'`) is not one.
 */
function validationRules(value: string): boolean {
  const parts = value.split('|');
  if (parts.length === 1) return LONE_RULE.test(value);
  return parts.every((p) => RULE_WORD.test(p) || RULE_WITH_ARGS.test(p));
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** True when a credential-looking literal is text, a name or a placeholder rather than a secret. */
export function credentialValueIsBenign(key: string | undefined, value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(value)) return true;
  // non-ASCII characters written as escapes (`'\u3299\ufe0f'`, an emoji of a shortcode table)
  if (
    /^(?:\\u(?:00[89a-f][0-9a-f]|0[1-9a-f][0-9a-f]{2}|[1-9a-f][0-9a-f]{3})|\\x[89a-f][0-9a-f])+$/i.test(
      value,
    )
  )
    return true;
  if (SENTENCE.test(value)) return true;
  // a message with line breaks written as escapes and numbered slots (`"Username: \\n$1\\n\\nTemporary
  // password: \\n$2"`, `'%1$s of %2$s'`, `'{0} left'`): the words around them make it a sentence
  const words = value.replace(/\\[ntr]/g, ' ').replace(/\$\d+|%\d+\$[sd]|%[sd]|\{\d+\}/g, ' ');
  if (words !== value && SENTENCE.test(words)) return true;
  if (SQL_COLUMN.test(value) && /\s/.test(value)) return true;
  if (PLACEHOLDER.test(value.trim())) return true;
  if (validationRules(value)) return true;
  // a rate limit (`"reset_password": "20/m"`, `'login': '5/minute'`): a count per unit of time
  if (/^\d+\s*\/\s*(?:\d+\s*)?(?:s|sec|second|m|min|minute|h|hr|hour|d|day)s?$/i.test(value.trim()))
    return true;
  // a selector of the form field that holds the password (`'#snmp_priv_passphrase'`,
  // `'input[name="password"]'`): page code reads the field, the value is typed by the user
  if (SELECTOR.test(value.trim())) return true;
  // a template with named slots (`IDENTIFIED BY "%(password)s"`) or an instruction to replace it
  if (/%\(\w+\)[sd]|\{\{\s*\w+\s*\}\}|\$\{\w+\}/.test(value)) return true;
  if (
    /change[-_ ]?(?:this|me)|replace[-_ ]?(?:this|me)|your[-_ ]\w+[-_ ]here|^(?:todo|fixme|tbd)$/i.test(
      value,
    )
  )
    return true;
  // a stored digest (`hashed_password = "d033e2..."`) is not the credential itself
  if (
    key &&
    /hash|digest|crypted/i.test(key) &&
    /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})$/i.test(value)
  )
    return true;
  if (key && IDENTIFIER.test(value) && !/\d/.test(value)) {
    const k = norm(key);
    const v = norm(value);
    if (v.length >= 3 && (k === v || k.endsWith(v))) return true;
  }
  return false;
}

/**
 * Words saying what a digest is for, when that is not a secret: cache keys, ETags, locks, checksums
 * and names of own data, file names, ids, e-mail addresses for avatars (not inside longer words).
 */
const WEAK_HASH_PURPOSE =
  /(?<![a-z])(?:cache|cached|caching|etag|e_tag|lock|mutex|checksum|metrics?|gauge|crc|fingerprint|dedupe?|gravatar|avatar|email|e_mail|bucket|shard|partition|filename|file_?name|file_?hash|local_?file|hashed_?name|content_?hash|feed|url|uri|guid|uuid|uniqid|mt_rand|boundary|version|md5sum|truncate|shorten|short_?name|color|colour|sample|user_?agent|section|stale|asset|id(?![a-z]))/i;
/** Words saying that a digest protects a secret (then it is a finding whatever else the line says). */
const WEAK_HASH_SECRET =
  /passw|pwd|session|(?<![a-z])pass(?![a-z])|secret|token|(?<![a-z])salt|signature|(?<![a-z])sign(?:ed|ing)?(?![a-z])|credential|nonce|(?<![a-z])otp|csrf|xsrf|(?<![a-z])pin(?![a-z])|api_?key|(?<![a-z])(?<!cache_?)key(?![a-z])|private|auth(?!or)/i;
/** A function header: `def name(`, `function name(`, `func name(`, `fn name(`, or a typed method `String hashPin(...)`. */
const FN_HEADER =
  /\b(?:def|function|func|fn|sub)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)|^\s*(?:(?:public|private|protected|internal|static|final|override|async|virtual)\s+)*[\w<>[\],.?]+\s+([A-Za-z_]\w*)\s*\([^;]*$/;

/** The name of the function around line `i` (0-based), from the nearest header above (40 lines at most). */
function enclosingFunctionName(lines: string[], i: number): string {
  for (let k = i - 1; k >= 0 && k > i - 40; k--) {
    const m = FN_HEADER.exec(lines[k] ?? '');
    if (m && !/^(?:return|new|else|if|while|for|switch|catch)$/.test(m[2] ?? ''))
      return m[1] ?? m[2];
  }
  return '';
}

/**
 * True when the same literal is the value of three or more keys of the file: a mapping of keys to a
 * type, a group or a category (`password: 'string'`, `members_email_auth_secret: 'core'`), not a
 * secret, which is not written out for several keys.
 */
function repeatedValue(value: string, lines: string[]): boolean {
  // a word, not a password-like string; under three different keys (not `password:` of three environments)
  if (!/^[a-z][a-z_-]{1,30}$/.test(value) || !lines.length) return false;
  const re = new RegExp(`([A-Za-z_$][\\w$-]*)['"]?\\s*(?:=>|[:=])\\s*(["'\`])${value}\\2`);
  const keys = new Set<string>();
  for (const l of lines) {
    const m = re.exec(l);
    if (m && keys.add(m[1]).size >= 3) return true;
  }
  return false;
}

/**
 * Words naming a secret for the rules that report only protecting digests: as WEAK_HASH_SECRET but a
 * bare `key` (a lookup key as often as a secret), `private` (an access modifier in doc comments) and
 * `auth` alone (an author, an authority) do not count; `api_key`, `secret_key`, `signing_key` do.
 */
const PROTECTED_SECRET =
  /passw|pwd|(?<![a-z])pw(?![a-z])|(?<![a-z])pass(?![a-z])|secret|token|(?<![a-z])salt|signature|(?<![a-z])sign(?:ed|ing)?(?![a-z])|credential|nonce|(?<![a-z])otp|csrf|xsrf|(?<![a-z])pin(?![a-z])|(?:api|private|signing|encryption|auth|hmac|session)_?key|(?<![a-z])auth(?:_|$|entic|ori[sz])/i;

/** Words saying a digest checks something for authentication or integrity against an attacker. */
const WEAK_HASH_CHECK =
  /integrity|tamper|verif(?:y|ie[sd]|ication)|authentic|hash_equals|compare_digest/i;
/** Request input on the line (a digest compared with what the client sent). */
const REQUEST_INPUT =
  /\$_(?:GET|POST|REQUEST|COOKIE|SERVER)\b|\brequest\.(?:GET|POST|COOKIES|args|form|headers|cookies|json|data)\b/;
/** Cryptographic random bytes (`md5(random_bytes(16))`). */
const RANDOM_BYTES =
  /\b(?:random_bytes|\w*randombytes|openssl_random_pseudo_bytes|urandom|token_bytes|token_hex|SystemRandom|getRandomValues|randomBytes)\s*\(/i;
const COMPARISON = /[!=]==?|<=>|\b(?:hash_equals|compare_digest|strcmp)\b/;

/** Identifiers in camel case read as words: `resetToken` is `reset_Token`. */
function camelWords(text: string): string {
  return text.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
}

/** True when `text` names a secret (identifiers in camel case are read as words: `resetToken`). */
function namesSecret(text: string): boolean {
  return PROTECTED_SECRET.test(camelWords(text));
}

/** The index of the function header around line `i` (0-based): the nearest above (40 lines at most), or -1. */
function enclosingHeader(lines: string[], i: number): number {
  for (let k = i - 1; k >= 0 && k > i - 40; k--) {
    const m = FN_HEADER.exec(lines[k] ?? '');
    if (m && !/^(?:return|new|else|if|while|for|switch|catch)$/.test(m[2] ?? '')) return k;
  }
  return -1;
}

/** The comment block just above line `header` (docblock, `//` or `#` lines) and a docstring below it. */
function headerComments(lines: string[], header: number): string {
  const out: string[] = [];
  for (let k = header - 1; k >= 0 && k > header - 30; k--) {
    const t = (lines[k] ?? '').trim();
    if (/^(?:\*|\/\*|\/\/|#(?![[!]))/.test(t)) out.push(t);
    else if (/^@/.test(t) && !out.length)
      continue; // decorators and annotations
    else break;
  }
  const first = (lines[header + 1] ?? '').trim();
  const q = /^[rbuRBU]?("""|''')/.exec(first)?.[1];
  if (q) {
    for (let k = header + 1; k < lines.length && k < header + 20; k++) {
      out.push(lines[k]);
      const rest: string = k === header + 1 ? first.slice(first.indexOf(q) + 3) : lines[k];
      if (rest.includes(q)) break;
    }
  }
  return out.join('\n');
}

/** Up to `n` lines after line `i` (0-based) of the same block: not past a function header or a dedent. */
function followingLines(lines: string[], i: number, n: number): string {
  const indent = (l: string) => /^\s*/.exec(l)![0].length;
  const base = indent(lines[i] ?? '');
  const out: string[] = [];
  for (let k = i + 1; k < lines.length && out.length < n; k++) {
    const l = lines[k];
    if (l.trim() === '') continue;
    // a header ends the statement's lines (not `return save(x)`, which the typed-method form matches)
    const header =
      FN_HEADER.test(l) && !/^\s*(?:return|yield|await|raise|throw|new|else)\b/.test(l);
    if (indent(l) < base || header) break;
    out.push(l);
  }
  return out.join('\n');
}

/**
 * The lines after a digest's line that still compute it: the arguments of a call left open on its
 * line (`md5(\n  secret + url\n)`), or the next lines that use the variable it is assigned to
 * (`m = sha1()` then `m.update(passwd + salt)`). A digest complete on its line
 * (`self.tag = sha1(name).hexdigest()[:6]`) does not take the words of the statements after it.
 */
function digestLines(lines: string[], i: number): string {
  const next = followingLines(lines, i, 3);
  const line = lines[i] ?? '';
  if ((line.match(/\(/g)?.length ?? 0) > (line.match(/\)/g)?.length ?? 0)) return next;
  const v = /^\s*(?:(?:const|let|var|my|local)\s+)?([A-Za-z_$][\w$.]*(?:->\w+)?)\s*:?=(?!=)/.exec(
    line,
  )?.[1];
  if (!v) return next;
  const esc = v.replace(/[$.]/g, (c) => `\\${c}`);
  const use = new RegExp(`(?<![\\w$.])${esc}(?![\\w$])`);
  return next
    .split('\n')
    .filter((l) => use.test(l))
    .join('\n');
}

/** `eval set -- "$args"`: the positional parameters reset from one variable. */
const SHELL_EVAL_SET = /^\s*eval\s+set\s+--\s+"?\$\{?([A-Za-z_]\w*)\}?"?\s*(?:[;#].*)?$/;

/** The values a shell script assigns to `name` (`name=...`, `local name=...`, `export name=...`). */
function shellAssignments(lines: string[], name: string): string[] | undefined {
  const assign = new RegExp(
    `(?:^|[\\s;&|(])(?:(?:local|export|readonly|declare(?:\\s+-\\w+)*)\\s+)?${name}=(.*)$`,
  );
  // read into it, loop over it, or assigned by reference: values the script does not write
  const other = new RegExp(
    `\\b(?:read(?:\\s+-\\w+(?:\\s+\\S+)?)*\\s+(?:\\w+\\s+)*${name}\\b|for\\s+${name}\\s+in\\b|getopts\\s+\\S+\\s+${name}\\b|printf\\s+-v\\s+${name}\\b)`,
  );
  const out: string[] = [];
  for (const l of lines) {
    if (/^\s*#/.test(l)) continue;
    if (other.test(l)) return undefined;
    const m = assign.exec(l);
    if (m) out.push(m[1]);
  }
  return out;
}

/**
 * True when a shell word (the right side of an assignment) holds literal characters outside its
 * expansions, so that its value is never empty: `"$(dirname "$0")/cache"`, `/srv/$name`, `"${HOME}/x"`.
 */
function shellWordHasLiteral(word: string): boolean {
  let depth = 0;
  let quote = '';
  let lit = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i];
    if (depth > 0) {
      if (c === '(' || c === '{') depth++;
      else if (c === ')' || c === '}') depth--;
    } else if (quote === "'") {
      if (c === "'") quote = '';
      else lit += c;
    } else if (c === '$' && (word[i + 1] === '(' || word[i + 1] === '{')) {
      depth = 1;
      i++;
    } else if (c === '$' && /[\w@*#?!$-]/.test(word[i + 1] ?? '')) {
      i++;
      while (/\w/.test(word[i + 1] ?? '')) i++;
    } else if (c === '`') {
      const end = word.indexOf('`', i + 1);
      if (end < 0) return false;
      i = end;
    } else if (c === '"') quote = quote ? '' : '"';
    else if (c === "'" && !quote) quote = "'";
    else if (!quote && /[\s;&|#]/.test(c)) break;
    else lit += c;
  }
  return lit.trim().length > 0;
}

/**
 * True when `rm -rf "$DIR/..."` cannot become `rm -rf /...`: the expansion is quoted (no word
 * splitting) and the script checks `$DIR` is not empty (`${DIR:?}`, `[ -n "$DIR" ] || exit`) or
 * every value it assigns to `$DIR` holds literal text.
 */
function shellRemovalChecked(code: string, lines: string[], before: number): boolean {
  const arg = /\s"\$\{?([A-Za-z_]\w*)\}?[/"]/.exec(code);
  if (!arg) return false;
  const name = arg[1];
  const ref = `"?\\$\\{?${name}\\}?"?`;
  const guard = new RegExp(
    `\\$\\{${name}:\\?|\\[\\[?\\s+-n\\s+${ref}\\s*\\]\\]?\\s*\\|\\|\\s*(?:exit|return|usage|die|fail|abort)\\b|\\[\\[?\\s+-z\\s+${ref}\\s*\\]\\]?\\s*&&\\s*(?:exit|return|usage|die|fail|abort)\\b`,
  );
  if (lines.slice(0, before).some((l) => guard.test(l))) return true;
  const values = shellAssignments(lines, name);
  return !!values && values.length > 0 && values.every(shellWordHasLiteral);
}

/** Words of a lookup by key: `pages.get(k)`, `seen.put(k, v)`, `index.containsKey(k)`. */
const MAP_KEY_CALL =
  /\.(?:get|put|putIfAbsent|containsKey|computeIfAbsent|getIfPresent|getOrDefault|remove)\(\s*/;

/**
 * Whether the digest held by `v` (the match's variable, or a value computed from it on the next
 * lines: `String k = hex(md.digest(query))`) is the key of a map lookup or store on the next four
 * lines (`pages.get(k)`): a digest naming an entry of the program's own map protects nothing.
 */
function digestIsMapKey(v: string, lines: string[], startLine: number): boolean {
  const names = new Set([v]);
  const word = (n: string) => `(?<![\\w$])${n.replace(/\$/g, '\\$')}(?![\\w$])`;
  for (const l of followingLines(lines, startLine - 1, 4).split('\n')) {
    const uses = [...names].some((n) => new RegExp(word(n)).test(l));
    if (!uses) continue;
    for (const n of names)
      if (new RegExp(MAP_KEY_CALL.source + word(n) + '\\s*[,)]').test(l)) return true;
    const a = /^\s*(?:[\w<>[\],.?]+\s+)?([A-Za-z_$][\w$]*)\s*=[^=]/.exec(l)?.[1];
    if (a) names.add(a);
  }
  return false;
}

/** Options of a rule that change how its matches are read in context. */
export interface ContextOptions {
  /** A match is a finding only where the code says the value protects something (`onlyProtecting`). */
  onlyProtecting?: boolean;
}

/**
 * Whether a weak digest protects something: its line, the next lines, the enclosing function's name
 * or the doc comment of that function name a password, secret, token, key, signature or salt, or an
 * integrity or authentication check; or the line compares it with request input. Not when its line
 * or its function's name names a benign purpose (a cache key, an ETag, a lock) and no secret.
 */
export function weakHashProtects(m: RawMatch, lines: string[]): boolean {
  const line = lines[m.startLine - 1] ?? m.code;
  const text = line.length > 400 ? m.code : line;
  // a digest of fresh random bytes only formats them: the token is as strong as its randomness
  if (RANDOM_BYTES.test(text)) return false;
  if (namesSecret(text) || WEAK_HASH_CHECK.test(text)) return true;
  if (COMPARISON.test(text) && REQUEST_INPUT.test(text)) return true;
  if (WEAK_HASH_PURPOSE.test(text)) return false;
  // what the digest is computed from is often on the next lines (`md.update(password)`)
  if (namesSecret(digestLines(lines, m.startLine - 1))) return true;
  const h = enclosingHeader(lines, m.startLine - 1);
  if (h < 0) return false;
  const fn = enclosingFunctionName(lines, m.startLine - 1);
  if (namesSecret(fn) || WEAK_HASH_CHECK.test(fn)) return true;
  if (WEAK_HASH_PURPOSE.test(fn)) return false;
  const doc = headerComments(lines, h);
  return namesSecret(doc) || WEAK_HASH_CHECK.test(doc);
}

/** A cookie named by a literal where it is set: `cookie('lang', ...)`, `Append("prefs", ...)`, `Name: "theme"`, `cookies[:lang]`. */
const COOKIE_NAMED =
  /(?:\b(?:set_?cookie|setrawcookie|cookie|Cookie|Append|add_cookie|build)\s*\(\s*\(?\s*[fbu]?|\bName\s*:\s*|\bcookies(?:\.\w+)?\[\s*)(?:(["'`])[A-Za-z_][^"'`\n]{0,60}\1|:[A-Za-z_]\w*)/;
/** The value a cookie call sets as a literal: `('x', 'on')`, `('x', 1)`, `Value: "1"`, `value: true`. */
const COOKIE_LITERAL_VALUE =
  /(?:\b(?:set_?cookie|setrawcookie|cookie|Cookie|Append)\s*\(\s*(?:(["'`])[^"'`]*\1|[\w.$]+)\s*,\s*|\b[Vv]alue\s*[:=]\s*)(?:(["'`])[^"'`$]{0,40}\2|\d+|true|false)\s*[,)}\]]/;

/** A Secure or HttpOnly flag switched off in the code: `secure=False`, `setSecure(false)`, `HttpOnly: false`. */
const COOKIE_FLAG_OFF =
  /(?:secure|http_?only)\w*['"]?\s*(?:[:=]|=>)\s*(?:false|0|none|nil)\b|(?:set_?(?:secure|http_?only)|\.(?:secure|http_?only))\s*\(\s*(?:false|0)\s*\)|\bis(?:Secure|HttpOnly)\s*=\s*false\b/i;

/**
 * Whether a cookie the rule matched can hold a credential, read first from its own code and line,
 * then from the three lines before (the cookie built before its flag is set,
 * the `session({` around a `cookie:` option), camel case as words. A credential named there
 * (`sessionid`, `authToken`, `SESSION_COOKIE_SECURE`) keeps the finding; a cookie named by a literal
 * without one (`setcookie('lang', $lang)`, `Append("prefs", ...)`) or given a literal value
 * (`('warn', 'on')`) holds none; a cookie known only by a variable (`c.setHttpOnly(false)` over all
 * the request's cookies) may be the session and is kept.
 */
function cookieHoldsCredential(m: RawMatch, lines: string[]): boolean {
  const i = m.startLine - 1;
  const own = `${m.code.slice(0, 2000)}\n${lines[i] ?? ''}`;
  if (COOKIE_CREDENTIAL.test(camelWords(own))) return true;
  // a flag the code turns off on purpose, here or on the next lines, is reported whatever the
  // cookie holds (`new Cookie("theme", t)` then `c.setSecure(false)`)
  if (COOKIE_FLAG_OFF.test([own, ...lines.slice(i + 1, i + 3)].join('\n'))) return true;
  if (COOKIE_NAMED.test(own) || COOKIE_LITERAL_VALUE.test(own)) return false;
  const before = lines.slice(Math.max(0, i - 3), i).join('\n');
  if (COOKIE_CREDENTIAL.test(camelWords(before))) return true;
  return !COOKIE_NAMED.test(before);
}

/**
 * A JSON message catalog: an object whose first key is `"@metadata"` (the i18n format of MediaWiki
 * and jQuery.i18n: `{"@metadata": {"authors": [...]}, "key": "message", ...}`). Its values are the
 * interface's texts in one language, some in scripts that read as random letters and digits
 * (SignWriting's `M518x533S14c20...`), never credentials.
 */
function messageCatalog(lines: string[]): boolean {
  for (const l of lines.slice(0, 5)) {
    if (/^\s*\{?\s*$/.test(l)) continue;
    if (/^\s*\{?\s*"@metadata"\s*:/.test(l)) return true;
    break;
  }
  return messageKeyedCatalog(lines);
}

/** A quoted key followed by `=>` or `:` and a quoted value: the key's text. */
const QUOTED_ENTRY = /^\s*(['"])((?:(?!\1).){1,200})\1\s*(?:=>|:)\s*['"]/;

/**
 * A catalog keyed by the messages themselves (gettext style, Adminer's `lang/*.inc.php`:
 * `'Invalid credentials.' => 'Identificação inválida.'`, `'Password' => 'Senha'`): three or more of
 * its first entries have a sentence for a key. Its `'Password'` entry is the label's translation.
 */
function messageKeyedCatalog(lines: string[]): boolean {
  let sentences = 0;
  for (const l of lines.slice(0, 60)) {
    const m = QUOTED_ENTRY.exec(l);
    if (!m) continue;
    const key = m[2];
    if (SENTENCE.test(key) || /^[\p{Lu}][\p{L}'’-]*(?:\s+[\p{L}'’-]+)+[.!?:…]$/u.test(key))
      if (++sentences >= 3) return true;
  }
  return false;
}

/**
 * True when a match of this rule is, in its context, not a finding. `lines` are the file's lines;
 * the match starts on `lines[m.startLine - 1]`.
 */
export function dismissedByContext(
  ruleId: string,
  m: RawMatch,
  lines: string[],
  opts: ContextOptions = {},
): boolean {
  const line = lines[m.startLine - 1] ?? '';
  if (CREDENTIAL_CLASSES.test(ruleId)) {
    // the secrets analyzer's matched code is masked: read its line
    const kv = ruleId.startsWith('secrets.')
      ? KEY_VALUE.exec(line)
      : (KEY_VALUE.exec(m.code) ?? KEY_VALUE.exec(line));
    if (messageCatalog(lines)) return true;
    if (!kv) return false;
    return credentialValueIsBenign(kv[1], kv[3]) || repeatedValue(kv[3], lines);
  }
  if (TLS_VERIFY_CLASSES.test(ruleId)) {
    // `verify_peer? ? VERIFY_PEER : VERIFY_NONE`, `... if opts[:insecure]`
    if (/\s\?\s/.test(line) && TLS_OPTION.test(line.slice(0, line.search(/\s\?\s/) + 1)))
      return true;
    const mod = line.search(/\b(?:if|unless)\b/);
    if (mod >= 0 && TLS_OPTION.test(line.slice(mod))) return true;
    // the branch of `if options[:no_check_certificate]` on the line before
    let k = m.startLine - 2;
    while (k >= 0 && /^\s*(?:(?:#|\/\/|\/\*|\*).*)?$/.test(lines[k] ?? '')) k--;
    const prev = lines[k] ?? '';
    // ... or the `else` of `if verify_cert:` (the option says not to verify)
    if (/^\s*(?:\}\s*)?else\b(?!\s*if)/.test(prev)) {
      const indent = /^\s*/.exec(prev)![0].length;
      for (let j = k - 1; j >= 0 && j > k - 40; j--) {
        const l = lines[j] ?? '';
        if (!l.trim() || /^\s*(?:#|\/\/|\*)/.test(l)) continue;
        const d = /^\s*/.exec(l)![0].length;
        if (d > indent) continue;
        if (d < indent) return false;
        if (/^\s*(?:\}\s*)?(?:else\s*if|elsif|elif|if|unless)\b/.test(l)) {
          if (TLS_OPTION.test(l)) return true;
          if (/^\s*(?:if|unless)\b/.test(l)) return false;
        } else return false;
      }
      return false;
    }
    return /^\s*(?:\}\s*)?(?:else\s*if|elsif|elif|if|unless)\b/.test(prev) && TLS_OPTION.test(prev);
  }
  if (CODE_INJECTION_CLASSES.test(ruleId)) {
    // `args=$(getopt -o h -l help -- "$@")` then `eval set -- "$args"`
    const v = SHELL_EVAL_SET.exec(line)?.[1];
    if (!v) return false;
    const values = shellAssignments(lines, v);
    return (
      !!values &&
      values.length > 0 &&
      values.every((x) => /^"?(?:\$\(|`)\s*getopt\s/.test(x.trim()))
    );
  }
  if (UNSAFE_RM_CLASSES.test(ruleId)) return shellRemovalChecked(m.code, lines, m.startLine - 1);
  if (COOKIE_CLASSES.test(ruleId)) return !cookieHoldsCredential(m, lines);
  if (WEAK_HASH_CLASSES.test(ruleId)) {
    let text = line.length > 400 ? m.code : line;
    // a statement continued from the line before (`@cache_key = "diff/" +`)
    let b = m.startLine - 2;
    while (b >= 0 && /^\s*(?:#|\/\/)/.test(lines[b] ?? '')) b--;
    const before = lines[b] ?? '';
    if (/(?:[+=(,\\]|\|\||&&)\s*$/.test(before) && before.length <= 400)
      text = `${before}\n${text}`;
    // HMAC with MD5 or SHA-1 is not broken: collisions do not forge a keyed MAC
    if (/hmac/i.test(text)) return true;
    // a rule reporting only digests that protect something: one of data whose purpose the code
    // does not name (`md5($text)` to detect a change, `sha1($url)` as a key) is not a finding
    if (opts.onlyProtecting) return !weakHashProtects(m, lines);
    // what the digest is computed from is often on the next lines (`md.update(password)`)
    // (the lines of the same statement block: not the next method's header)
    const window = [text, followingLines(lines, m.startLine - 1, 3)].join('\n');
    const fn = enclosingFunctionName(lines, m.startLine - 1);
    if (WEAK_HASH_SECRET.test(window) || WEAK_HASH_SECRET.test(fn)) return false;
    // an ETag set from the digest on the next lines
    if (/(?<![a-z])(?:etag|e_tag)(?![a-z])/i.test(window.slice(text.length))) return true;
    // the digest's variable compared with or stored in a cache on the next lines
    const v = /(?:^|[\s,;(])(?:const|let|var)?\s*([A-Za-z_$][\w$]*)\s*=[^=]/.exec(line)?.[1];
    if (v && v.length > 2) {
      const used = lines
        .slice(m.startLine, m.startLine + 3)
        .filter((l) => new RegExp(`(?<![\\w$])${v.replace(/\$/g, '\\$')}(?![\\w$])`).test(l));
      if (used.some((l) => /cache/i.test(l))) return true;
    }
    // a digest turned into a metric's value (`md5HashAsMetricValue`, a config-hash gauge)
    if (/(?<![a-z])(?:metrics?|gauge)(?![a-z])/i.test(camelWords(fn))) return true;
    // ... or the key of an entry of the program's own map (`pages.get(k)`)
    if (v && digestIsMapKey(v, lines, m.startLine)) return true;
    return WEAK_HASH_PURPOSE.test(camelWords(text)) || WEAK_HASH_PURPOSE.test(fn);
  }
  return false;
}
