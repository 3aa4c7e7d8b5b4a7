/**
 * Masking of credentials in every text a finding carries (snippet, message, trace steps), so the
 * CLI's text, JSON and SARIF and everything the server stores or exports never show one. A value is
 * masked the way `secrets.*` findings are: its first 4 characters kept, the rest starred.
 *
 * Masked: the value of a hard-coded password / secret / token / key assignment (quoted, or unquoted
 * in .env and config style), known token shapes (GitHub, Slack, AWS access key ids, Stripe live
 * keys, Google API keys, JWTs), private key blocks, and the password of a URL with user:password@.
 * Masking is idempotent: masked text stays as it is.
 */
import type { Finding } from '../types.js';
import { mask } from '../secrets/index.js';

const MASKED = /^.{0,4}\*{4,}$/;

function maskValue(v: string): string {
  return v.length === 0 || MASKED.test(v) ? v : mask(v);
}

/** Names whose assigned literal is a credential. */
const CREDENTIAL_NAME =
  '[A-Za-z0-9_.$-]*(?:passw(?:or)?d|passwd|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|auth[_-]?key|credentials?)[A-Za-z0-9_-]*';

/** `name = "value"`, `name: 'value'`, `"name": "value"`, `name => 'value'`, `name := "value"`. */
const QUOTED_ASSIGNMENT = new RegExp(
  `(${CREDENTIAL_NAME}["']?\\s*(?:=|:|=>|:=|==|===|\\?\\?=|\\|\\|=)\\s*)(["'\`])((?:(?!\\2)[^\\\\\\r\\n]|\\\\.){1,500})\\2`,
  'gi',
);

/** A setter or argument taking the credential as a literal: setPassword("..."), password("..."). */
const QUOTED_CALL = new RegExp(
  `(\\b(?:set|with)?${CREDENTIAL_NAME}\\s*\\(\\s*)(["'\`])((?:(?!\\2)[^\\\\\\r\\n]|\\\\.){1,500})\\2`,
  'gi',
);

/** .env / ini / yaml style: `DB_PASSWORD=Pr0d!2024`, `password: hunter2x!` (value unquoted). */
const UNQUOTED_ASSIGNMENT = new RegExp(
  `(^|[\\s;,{(])((?:export\\s+)?${CREDENTIAL_NAME}\\s*(?:=|:)[ \\t]*)([^\\s"'\`;,)}\\]]{4,300})`,
  'gim',
);

/** Token shapes worth masking wherever they appear. */
const TOKEN_SHAPES: RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,255}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,255}\b/g,
  /\bglpat-[A-Za-z0-9_-]{20,}\b/g,
  /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g,
  /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g,
  /\b(?:sk|rk)_live_[A-Za-z0-9]{10,}\b/g,
  /\bAIza[0-9A-Za-z_-]{35}\b/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g,
  /\bnpm_[A-Za-z0-9]{36}\b/g,
  /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}\b/g,
];

/** scheme://user:password@host: the password. */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@'"`]+:)([^\s@/'"`]+)(@)/gi;

const KEY_BEGIN = /-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----/;
const KEY_BODY_LINE = /^(\s*["'`]?)([A-Za-z0-9+/=]{16,})(["'`]?\s*[,+;\\]?\s*)$/;

/** Values that are code, not a literal credential (a variable, a call, an environment lookup). */
function looksLikeCode(v: string): boolean {
  return (
    /^[$@%]|^\{\{|^\$\{|\(|^process\.|^os\.|^env\b|^ENV\[|^getenv|^None$|^null$|^nil$|^true$|^false$|^undefined$/i.test(
      v,
    ) ||
    // A dotted or plain identifier without digits or punctuation (settings.SECRET, password_input).
    /^[A-Za-z_][A-Za-z_.]*$/.test(v) ||
    MASKED.test(v)
  );
}

function maskKeyBlocks(text: string): string {
  if (!text.includes('PRIVATE KEY')) return text;
  const lines = text.split('\n');
  let inside = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (KEY_BEGIN.test(l)) {
      inside = !/-----END [A-Z0-9 ]*PRIVATE KEY/.test(l.slice(l.search(KEY_BEGIN) + 10));
      // A whole key on one line ("-----BEGIN ...-----\nMIIE...\n-----END...", escaped newlines).
      lines[i] = l.replace(
        /(-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)([\s\S]*?)(-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/,
        (_m, a: string, body: string, b: string) => {
          const core = body.replace(/\\n|\\r|\s/g, '');
          return core.length >= 8 && !MASKED.test(core)
            ? `${a}${maskValue(core)}${b}`
            : `${a}${body}${b}`;
        },
      );
      continue;
    }
    if (!inside) continue;
    if (/-----END [A-Z0-9 ]*PRIVATE KEY/.test(l)) {
      inside = false;
      continue;
    }
    const m = KEY_BODY_LINE.exec(l);
    if (m) lines[i] = `${m[1]}${maskValue(m[2])}${m[3]}`;
    else if (l.trim() !== '' && !/^[\w-]+:/.test(l.trim())) inside = false;
  }
  return lines.join('\n');
}

/** Cheap test for text that may hold a credential (most snippets do not: they skip the regexes). */
const MAYBE =
  /pass|pwd|secret|token|key|auth|credential|gh[pousr]_|github_pat_|glpat-|xox|AKIA|ASIA|ABIA|ACCA|_live_|AIza|eyJ|npm_|SG\.|:\/\/[^\s/]*@/i;

/** The text with every credential it shows masked. */
export function maskSecrets(text: string): string {
  if (!text || !MAYBE.test(text)) return text;
  let out = maskKeyBlocks(text);
  out = out.replace(
    URL_PASSWORD,
    (_m, a: string, pw: string, at: string) => `${a}${maskValue(pw)}${at}`,
  );
  for (const re of TOKEN_SHAPES) out = out.replace(re, (t) => maskValue(t));
  out = out.replace(QUOTED_ASSIGNMENT, (m, lead: string, q: string, v: string) =>
    v.trim() === '' || /^\$\{|^\{\{|^%\(|^<%/.test(v) ? m : `${lead}${q}${maskValue(v)}${q}`,
  );
  out = out.replace(QUOTED_CALL, (m, lead: string, q: string, v: string) =>
    v.trim() === '' ? m : `${lead}${q}${maskValue(v)}${q}`,
  );
  out = out.replace(UNQUOTED_ASSIGNMENT, (m, pre: string, lead: string, v: string) =>
    looksLikeCode(v) || !/[0-9!@#%^&*+=~?]/.test(v) ? m : `${pre}${lead}${maskValue(v)}`,
  );
  return out;
}

/** A finding with its snippet, message, title and trace masked (the fingerprint is left as it is). */
export function maskFinding<F extends Pick<Finding, 'snippet' | 'message' | 'trace'>>(f: F): F {
  const snippet = maskSecrets(f.snippet);
  const message = maskSecrets(f.message);
  let trace = f.trace;
  if (trace?.length) {
    trace = trace.map((t) => {
      const code = maskSecrets(t.code);
      const note = t.note === undefined ? undefined : maskSecrets(t.note);
      return code === t.code && note === t.note
        ? t
        : { ...t, code, ...(note !== undefined ? { note } : {}) };
    });
  }
  if (snippet === f.snippet && message === f.message && trace === f.trace) return f;
  return { ...f, snippet, message, trace };
}
