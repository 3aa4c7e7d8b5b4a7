/**
 * Language registry: file extension / name / shebang to LanguageId, the ast-grep language each id
 * parses with, and the comment syntax used by fixtures and suppression comments.
 */
import { createRequire } from 'node:module';
import * as path from 'node:path';
import type { Lang as LangName, SgRoot } from '@ast-grep/napi';
import type { LanguageId } from '../types.js';
import { DYNAMIC_GRAMMARS } from './grammars.js';

const require = createRequire(import.meta.url);
/**
 * The napi package through `require`: importing a CommonJS package as ESM has Node lex its source
 * for named exports first, which cost tens of milliseconds per process and worker thread.
 */
export const napi = require('@ast-grep/napi') as typeof import('@ast-grep/napi');
const { Lang, parse, registerDynamicLanguage } = napi;

export interface CommentSyntax {
  /** Line comment prefixes, e.g. ['//']. */
  line: string[];
  /** Block comment delimiters, e.g. [['/*', '*\/']]. */
  block: [string, string][];
}

export interface LanguageInfo {
  id: LanguageId;
  /** Lower-case extensions without the dot. */
  extensions: string[];
  /** Exact file names (lower-case), e.g. 'dockerfile'. */
  fileNames?: string[];
  /** Interpreter names recognised in a `#!` line. */
  interpreters?: string[];
  /** The ast-grep language name, or null when the engine has no grammar for it. */
  astGrep: string | null;
  comments: CommentSyntax;
}

const C_LIKE: CommentSyntax = { line: ['//'], block: [['/*', '*/']] };
const HASH: CommentSyntax = { line: ['#'], block: [] };

/** Every language the engine knows, in detection order. */
export const LANGUAGES: readonly LanguageInfo[] = [
  {
    id: 'javascript',
    extensions: ['js', 'mjs', 'cjs', 'jsx'],
    interpreters: ['node', 'nodejs', 'deno', 'bun'],
    astGrep: Lang.JavaScript,
    comments: C_LIKE,
  },
  {
    id: 'typescript',
    extensions: ['ts', 'mts', 'cts'],
    interpreters: ['ts-node', 'tsx'],
    astGrep: Lang.TypeScript,
    comments: C_LIKE,
  },
  { id: 'tsx', extensions: ['tsx'], astGrep: Lang.Tsx, comments: C_LIKE },
  {
    id: 'python',
    extensions: ['py', 'pyw', 'pyi'],
    interpreters: ['python', 'python2', 'python3'],
    astGrep: 'python',
    comments: HASH,
  },
  { id: 'java', extensions: ['java'], astGrep: 'java', comments: C_LIKE },
  { id: 'csharp', extensions: ['cs'], astGrep: 'csharp', comments: C_LIKE },
  { id: 'c', extensions: ['c', 'h'], astGrep: 'c', comments: C_LIKE },
  {
    id: 'cpp',
    extensions: ['cpp', 'cc', 'cxx', 'c++', 'hpp', 'hh', 'hxx', 'h++', 'ipp'],
    astGrep: 'cpp',
    comments: C_LIKE,
  },
  {
    id: 'php',
    extensions: ['php', 'phtml', 'php3', 'php4', 'php5', 'php7', 'phps'],
    interpreters: ['php'],
    astGrep: 'php',
    comments: { line: ['//', '#'], block: [['/*', '*/']] },
  },
  {
    id: 'ruby',
    extensions: ['rb', 'rake', 'gemspec', 'ru'],
    fileNames: ['rakefile', 'gemfile'],
    interpreters: ['ruby'],
    astGrep: 'ruby',
    comments: { line: ['#'], block: [['=begin', '=end']] },
  },
  { id: 'go', extensions: ['go'], astGrep: 'go', comments: C_LIKE },
  { id: 'rust', extensions: ['rs'], astGrep: 'rust', comments: C_LIKE },
  { id: 'kotlin', extensions: ['kt', 'kts'], astGrep: 'kotlin', comments: C_LIKE },
  { id: 'swift', extensions: ['swift'], astGrep: 'swift', comments: C_LIKE },
  { id: 'scala', extensions: ['scala', 'sc'], astGrep: 'scala', comments: C_LIKE },
  {
    id: 'bash',
    extensions: ['sh', 'bash', 'zsh', 'ksh'],
    fileNames: ['.bashrc', '.bash_profile', '.profile', '.zshrc'],
    interpreters: ['sh', 'bash', 'zsh', 'ksh', 'dash'],
    astGrep: 'bash',
    comments: HASH,
  },
  {
    id: 'dockerfile',
    extensions: ['dockerfile', 'containerfile'],
    fileNames: ['dockerfile', 'containerfile'],
    astGrep: null,
    comments: HASH,
  },
  { id: 'yaml', extensions: ['yml', 'yaml'], astGrep: 'yaml', comments: HASH },
  {
    id: 'html',
    extensions: ['html', 'htm', 'xhtml', 'vue', 'svelte'],
    astGrep: Lang.Html,
    comments: { line: [], block: [['<!--', '-->']] },
  },
  // Razor views and Blazor components: no grammar, read by the regex rules (and the secrets analyzer)
  {
    id: 'razor',
    extensions: ['cshtml', 'razor'],
    astGrep: null,
    comments: {
      line: [],
      block: [
        ['@*', '*@'],
        ['<!--', '-->'],
      ],
    },
  },
  {
    id: 'text',
    // Files read only by the secrets analyzer: configuration and environment files.
    extensions: [
      'env',
      'properties',
      'ini',
      'cfg',
      'conf',
      'toml',
      'json',
      'xml',
      'txt',
      'config',
      'pem',
      'key',
      'tf',
      'tfvars',
      'gradle',
      'npmrc',
      'pypirc',
      'netrc',
      'sql',
    ],
    fileNames: [
      '.env',
      '.npmrc',
      '.pypirc',
      '.netrc',
      '.git-credentials',
      '.dockercfg',
      'credentials',
      'id_rsa',
      'id_dsa',
      'id_ecdsa',
      'id_ed25519',
    ],
    astGrep: null,
    comments: {
      line: ['#', '//', ';', '--'],
      block: [
        ['/*', '*/'],
        ['<!--', '-->'],
      ],
    },
  },
];

const byId = new Map<LanguageId, LanguageInfo>(LANGUAGES.map((l) => [l.id, l]));
const byExt = new Map<string, LanguageInfo>();
const byName = new Map<string, LanguageInfo>();
const byInterpreter = new Map<string, LanguageInfo>();
for (const l of LANGUAGES) {
  for (const e of l.extensions) if (!byExt.has(e)) byExt.set(e, l);
  for (const n of l.fileNames ?? []) byName.set(n, l);
  for (const i of l.interpreters ?? []) byInterpreter.set(i, l);
}

/** Info of one language id. Throws on an unknown id. */
export function languageInfo(id: LanguageId): LanguageInfo {
  const info = byId.get(id);
  if (!info) throw new Error(`unknown language: ${id}`);
  return info;
}

/** True for a LanguageId the engine knows. */
export function isLanguageId(id: string): id is LanguageId {
  return byId.has(id as LanguageId);
}

/** All language ids. */
export const LANGUAGE_IDS: readonly LanguageId[] = LANGUAGES.map((l) => l.id);

/**
 * Language of a file from its name alone (extension or well-known name), or undefined.
 * `Dockerfile`, `Dockerfile.prod` and `app.Dockerfile` are Dockerfiles; `.env.local` is text.
 */
export function languageFromPath(filePath: string): LanguageId | undefined {
  const base = path.basename(filePath).toLowerCase();
  const named = byName.get(base);
  if (named) return named.id;
  if (base.startsWith('dockerfile.') || base.startsWith('containerfile.')) return 'dockerfile';
  if (base.startsWith('.env.') || base === '.env') return 'text';
  const dot = base.lastIndexOf('.');
  if (dot < 0) return undefined;
  return byExt.get(base.slice(dot + 1))?.id;
}

/** Language from a `#!` first line (`#!/usr/bin/env python3`, `#!/bin/bash -e`), or undefined. */
export function languageFromShebang(firstLine: string): LanguageId | undefined {
  if (!firstLine.startsWith('#!')) return undefined;
  const parts = firstLine.slice(2).trim().split(/\s+/);
  let prog = path.basename(parts[0] ?? '');
  if (prog === 'env') {
    prog = parts.slice(1).find((p) => !p.startsWith('-') && !p.includes('=')) ?? '';
    prog = path.basename(prog);
  }
  const direct = byInterpreter.get(prog);
  if (direct) return direct.id;
  // python3.11, node18 ...
  const stem = prog.replace(/[\d.]+$/, '');
  return byInterpreter.get(stem)?.id;
}

/** Language of a file from its name, else from its shebang (first line of its content). */
export function detectLanguage(filePath: string, firstLine?: string): LanguageId | undefined {
  return (
    languageFromPath(filePath) ??
    (firstLine !== undefined ? languageFromShebang(firstLine) : undefined)
  );
}

let registered = false;

/**
 * Registers the prebuilt tree-sitter grammars of the @ast-grep/lang-* packages with ast-grep.
 * ast-grep allows one registration per thread; this is idempotent within a thread.
 */
export function ensureLanguagesRegistered(): void {
  if (registered) return;
  const regs: Record<
    string,
    { libraryPath: string; extensions: string[]; languageSymbol?: string; expandoChar?: string }
  > = {};
  for (const name of DYNAMIC_GRAMMARS) regs[name] = require(`@ast-grep/lang-${name}`);
  registerDynamicLanguage(regs);
  registered = true;
}

/** True when the engine has a grammar for the language. */
export function hasGrammar(id: LanguageId): boolean {
  return byId.get(id)?.astGrep != null;
}

/** Parses source code of a language with a grammar. Throws for languages without one. */
export function parseSource(id: LanguageId, source: string): SgRoot {
  const lang = languageInfo(id).astGrep;
  if (!lang) throw new Error(`no grammar for ${id}`);
  ensureLanguagesRegistered();
  return parse(lang as LangName, source);
}

/** Comment syntax of a language. */
export function commentSyntax(id: LanguageId): CommentSyntax {
  return languageInfo(id).comments;
}
