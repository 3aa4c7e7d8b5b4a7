/**
 * Taint analysis entry point (contract in api.ts). Specifications (sources, sinks, sanitizers,
 * guards) are data: `rules/<language>/taint/taint-spec.yaml`; rule metadata comes from the
 * `mode: taint` rule files beside them.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flushYamlCache, readYaml } from '../core/yaml-cache.js';
import type { Finding, LanguageId } from '../types.js';
import type { FileSummary, ParsedFile, ProjectSummaries, TaintAnalyzer } from './api.js';
import {
  FileAnalysis,
  type FnEntry,
  type KeptAnalysis,
  type LangSupport,
  type TaintRuleMeta,
  lazySummary,
  projectHead,
  usesOf,
  validFnKinds,
  RETURN_MARKUP,
} from './analyzer.js';
import type { EvalCtx, Summary } from './engine.js';
import { ensureTaintLanguages } from './languages.js';
import type { FieldSite, FrontEnd } from './lower/common.js';
import { cFrontEnd } from './lower/c.js';
import { csharpFrontEnd } from './lower/csharp.js';
import { goFrontEnd } from './lower/go.js';
import { javaFrontEnd } from './lower/java.js';
import { javascriptFrontEnd } from './lower/javascript.js';
import { phpFrontEnd } from './lower/php.js';
import { pythonFrontEnd } from './lower/python.js';
import { rubyFrontEnd } from './lower/ruby.js';
import { compileSpec, loadSpecFileCached, type TaintSpec, type ThreatModel } from './spec.js';

/**
 * How deep calls inside functions of other files are followed when they are summarised (pass 2).
 * Past it a call is not resolved and its result carries every argument: a page whose view calls a
 * model that calls a database helper wrapping another (`db_fetch_assoc_prepared()` calling
 * `db_execute_prepared()`) is already four or five levels below the page: with three, the rows
 * carried the query's bound parameters.
 */
const MAX_LAZY_DEPTH = 5;
/** Modules searched for a sink's library through the imports of the module a receiver comes from. */
const MAX_USES_SEARCH = 5000;

export type * from './api.js';
export type { TaintRuleMeta } from './analyzer.js';

const DEFAULT_RULES_DIR = fileURLToPath(new URL('../../rules', import.meta.url));

interface LangDef {
  dir: string;
  front: FrontEnd;
  sgLang: string;
  wrap: (text: string) => string;
}

/** Front ends by engine language. javascript/typescript/tsx share one rule set (`js.*`). */
function langDefs(): Partial<Record<LanguageId, LangDef>> {
  const js = (sgLang: string): LangDef => ({
    dir: 'javascript',
    front: javascriptFrontEnd,
    sgLang,
    wrap: (t) => t,
  });
  return {
    javascript: js('javascript'),
    typescript: js('typescript'),
    tsx: js('tsx'),
    python: { dir: 'python', front: pythonFrontEnd, sgLang: 'python', wrap: pythonFrontEnd.dedent },
    php: { dir: 'php', front: phpFrontEnd, sgLang: 'php', wrap: (t) => `<?php class __V {${t}\n}` },
    csharp: {
      dir: 'csharp',
      front: csharpFrontEnd,
      sgLang: 'csharp',
      wrap: (t) => `class __V {${t}\n}`,
    },
    ruby: { dir: 'ruby', front: rubyFrontEnd, sgLang: 'ruby', wrap: (t) => t },
    go: { dir: 'go', front: goFrontEnd, sgLang: 'go', wrap: (t) => `package p;${t}` },
    java: { dir: 'java', front: javaFrontEnd, sgLang: 'java', wrap: (t) => `class __V {${t}\n}` },
    c: { dir: 'c', front: cFrontEnd, sgLang: 'c', wrap: (t) => t },
    cpp: { dir: 'c', front: cFrontEnd, sgLang: 'cpp', wrap: (t) => t },
  };
}

function wordsRe(words: Iterable<string>): RegExp {
  const list = [...new Set(words)]
    .filter((w) => /^[\w$]+$/.test(w))
    .map((w) => w.replace(/\$/g, '\\$'));
  return list.length ? new RegExp(`(?<![\\w$])(?:${list.join('|')})(?![\\w$])`) : /(?!)/;
}

/**
 * The cheap test that a file may hold a taint source: source paths and calls as text, framework
 * annotations and decorators, and the spec's extra `gate` patterns. Files failing it yield no
 * findings of their own, so their functions are never lowered. With `calledNames`, the gate of
 * one function (entry units): source calls as whole names (`calledName`).
 */
export function gateRe(spec: TaintSpec, calledNames = false): RegExp {
  const alts: string[] = [];
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const dotted = (p: string) => p.split('.').map(esc).join('\\s*\\??\\.\\s*');
  for (const s of spec.sources) {
    for (const p of s.paths ?? []) alts.push(p.includes('.') ? dotted(p) : `\\b${esc(p)}\\b`);
    for (const c of s.calls ?? []) {
      const plain = c.replace(/^new /, '').replace(/^\*/, '');
      const alt = plain.startsWith('.') ? dotted(plain.slice(1)) : dotted(plain);
      alts.push(calledNames ? calledName(c, alt) : alt);
    }
  }
  for (const s of spec.sources) alts.push(...(s.gate ?? []));
  for (const a of spec.params?.annotations ?? []) alts.push(`@${esc(a)}\\b`);
  for (const d of spec.params?.decorators ?? []) alts.push(`@[\\w.]*${esc(last(d))}\\s*\\(`);
  // a file registering handlers by name (`add_url_rule(`): their parameters are the request's
  alts.push(...(spec.params?.entryFiles ?? []));
  alts.push(...(spec.gate ?? []));
  return alts.length ? new RegExp(alts.join('|')) : /(?!)/;
}

/**
 * A source call's alternative of the per-function gate: the called name is a whole word. A callee
 * matches a call pattern only when the last name of the pattern is the last name the call is
 * written with (`input` is not `input_type`); a pattern without a receiver or wildcard (`input`)
 * is also not the tail of a longer name (`user_input`). Like the whole-file gate, it reads calls
 * as written: a name renamed by an import (`from os import getenv as ge`) is seen by neither.
 */
function calledName(pattern: string, alt: string): string {
  const bare = /^[A-Za-z_$][\w$]*$/.test(pattern);
  return `${bare ? '(?<![\\w$])' : ''}(?:${alt})(?![\\w$])`;
}

/** Sink names and text hints: the first, cheap filter of a file (pseudo-calls by their syntax). */
function sinkWordsRe(spec: ReturnType<typeof compileSpec>): RegExp {
  const words = [...spec.sinkNames]
    .map((w) => (w === '__return' ? 'return' : w))
    .filter((w) => !w.startsWith('__'));
  const base = wordsRe(words).source;
  const hints = spec.spec.sinks.flatMap((s) => s.hints ?? []);
  // library model: a public function's `return` of HTML markup (Evaluator.returnedHtml)
  if (spec.returnedMarkup) hints.push(RETURN_MARKUP.source);
  return new RegExp([base, ...hints].join('|'));
}

/** Bundled/minified code (very long lines) is not first-party source: no taint analysis. */
function isMinified(src: string): boolean {
  if (src.length < 5000) return false;
  let lines = 1;
  for (let i = src.indexOf('\n'); i >= 0; i = src.indexOf('\n', i + 1)) lines++;
  return src.length / lines > 250;
}

function last(p: string): string {
  const s = p.replace(/\(\)$/, '').replace(/^new /, '');
  return s.slice(s.lastIndexOf('.') + 1);
}

interface ProjectIndex {
  /** Files defining a function, by its name. */
  fns: Map<string, FileSummary[]>;
  /** Files by their base name, lower case without `_` and `-` (`helpers_support.rb` is `helperssupport`). */
  bases: Map<string, FileSummary[]>;
  /** Names of project functions some file calls without defining them (`FileSummary.calls`). */
  called: Set<string>;
  /**
   * Functions returning request data (`FileSummary.getters`), and those returning the call of one
   * (`forwards`, followed to a fixed point): a file calling one reads the request through it.
   */
  getters: Set<string>;
}

function indexProject(project: ProjectSummaries): ProjectIndex {
  const fns = new Map<string, FileSummary[]>();
  const bases = new Map<string, FileSummary[]>();
  const called = new Set<string>();
  const getters = new Set<string>();
  const forwards: [string, string[]][] = [];
  const add = (m: Map<string, FileSummary[]>, k: string, fs: FileSummary) => {
    const l = m.get(k);
    if (l) l.push(fs);
    else m.set(k, [fs]);
  };
  for (const fs of Object.values(project.files)) {
    for (const n of Object.keys(fs.functions)) add(fns, n, fs);
    for (const n of fs.calls ?? []) called.add(n);
    for (const n of fs.getters ?? []) getters.add(n);
    forwards.push(...Object.entries(fs.forwards ?? {}));
    add(
      bases,
      fs.path
        .slice(fs.path.lastIndexOf('/') + 1)
        .replace(/\.\w+$/, '')
        .replace(/[_-]/g, '')
        .toLowerCase(),
      fs,
    );
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const [n, to] of forwards)
      if (!getters.has(n) && to.some((t) => getters.has(t))) {
        getters.add(n);
        grew = true;
      }
  }
  return { fns, bases, called, getters };
}

export interface TaintAnalyzerOptions {
  /** Directory holding `<language>/taint/`; defaults to the package's `rules/`. */
  rulesDir?: string;
  /** Rule metadata by id, when the engine's rule loader already has it. */
  rules?: TaintRuleMeta[];
  /** Metadata of non-taint rules the taint analysis may report too. */
  extraMeta?: TaintRuleMeta[];
  /** Threat models whose sources are used (default `['remote']`). */
  threatModels?: ThreatModel[];
  /** Source bytes of pass 1 analyses kept for pass 2 (default KEEP_BYTES). */
  keepBytes?: number;
}

/** Default budget of kept pass 1 analyses, in source bytes, per analyzer (one per thread). */
export const KEEP_BYTES = 4 * 1024 * 1024;

/** Loads the `mode: taint` rule files of every language directory. */
export function loadTaintRuleMeta(rulesDir: string): TaintRuleMeta[] {
  const out: TaintRuleMeta[] = [];
  if (!existsSync(rulesDir)) return out;
  for (const lang of readdirSync(rulesDir)) {
    const dir = join(rulesDir, lang, 'taint');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) {
      if (!f.endsWith('.yml')) continue;
      try {
        const y = readYaml(join(dir, f)) as TaintRuleMeta & { mode?: string };
        if (y && y.mode === 'taint' && y.id) out.push(y);
      } catch {
        // a broken rule file is the rule loader's to report
      }
    }
  }
  flushYamlCache();
  return out;
}

/**
 * A front end whose whole-text scans (import aliases, project imports, package calls) run once per
 * source text: pass 1, pass 2 and every cross-file lookup of a file ask again for the same text.
 * The results are shared, so callers treat them as read-only.
 */
function memoFront(front: FrontEnd): FrontEnd {
  const once = <T>(f: (source: string) => T): ((source: string) => T) => {
    let last: string | undefined;
    let value: T;
    return (source) => {
      if (source !== last) {
        value = f(source);
        last = source;
      }
      return value;
    };
  };
  const m: FrontEnd = Object.create(front) as FrontEnd;
  m.aliases = once((s) => front.aliases(s));
  m.projectImports = once((s) => front.projectImports(s));
  if (front.packageCalls) m.packageCalls = once((s) => front.packageCalls!(s));
  return m;
}

/**
 * The project files whose summaries pass 2 of a file may read: the files its project imports
 * resolve to, and for languages calling across a package without imports, the other files of its
 * package; and theirs in turn (pass 2 follows helpers a few calls deep, and asks which library a
 * project module uses). The scan cache keys a file's pass 2 by them; undefined when there are more
 * than MAX_DEPS (the file's pass 2 is then not cached). `files` are the project's files with a summary.
 */
export function projectDeps(
  language: LanguageId,
  path: string,
  source: string,
  files: Record<string, FileSummary>,
): string[] | undefined {
  const defs = langDefs();
  const def = defs[language];
  if (!def) return [];
  const list = Object.keys(files);
  const out = new Set<string>();
  const direct = (lang: LanguageId, at: string, mods: string[]): string[] => {
    const d = defs[lang];
    if (!d) return [];
    const hits: string[] = [];
    for (const mod of mods) {
      const hit = d.front.modulePaths(mod, at, list).find((p) => files[p]);
      if (hit) hits.push(hit);
    }
    for (const p of d.front.packageFiles?.(at, list) ?? [])
      if (p !== at && files[p]?.language === lang) hits.push(p);
    return hits;
  };
  // Pass 2 reads what those files import in turn (helpers resolved a few calls deep, the library a
  // project module uses): the closure of the imports, bounded; past the bound, no key is safe.
  const queue = direct(language, path, def.front.projectImports(source));
  while (queue.length) {
    const p = queue.shift()!;
    if (p === path || out.has(p)) continue;
    if (out.size >= MAX_DEPS) return undefined;
    out.add(p);
    const fs = files[p];
    if (fs) queue.push(...direct(fs.language, p, fs.imports));
  }
  return [...out].sort();
}

/** Files a file's pass 2 may depend on, at most: beyond, its pass 2 is not cached. */
const MAX_DEPS = 1000;

/** Creates the taint analyzer: loads specs once, then analyses files on demand. */
export function createTaintAnalyzer(options: TaintAnalyzerOptions = {}): TaintAnalyzer {
  ensureTaintLanguages();
  const rulesDir = options.rulesDir ?? DEFAULT_RULES_DIR;
  const meta = new Map<string, TaintRuleMeta>();
  for (const m of options.rules ?? loadTaintRuleMeta(rulesDir)) meta.set(m.id, m);
  // analyzer rules whose flows the taint analysis also reports (js.redos: a regex applied to input)
  for (const m of options.extraMeta ?? []) if (!meta.has(m.id)) meta.set(m.id, m);
  const supports = new Map<LanguageId, LangSupport>();
  const specErrors: { file: string; error: string }[] = [];
  const byDir = new Map<string, LangSupport>();
  for (const [lang, def] of Object.entries(langDefs()) as [LanguageId, LangDef][]) {
    const specFile = join(rulesDir, def.dir, 'taint', 'taint-spec.yaml');
    if (!existsSync(specFile)) continue;
    let ls = byDir.get(def.dir + def.sgLang);
    if (!ls) {
      let spec: ReturnType<typeof compileSpec>;
      try {
        spec = compileSpec(loadSpecFileCached(specFile), options.threatModels ?? ['remote']);
      } catch (err) {
        // a broken specification disables its language only; the rules test reports it
        specErrors.push({ file: specFile, error: String(err) });
        continue;
      }
      const sumWords: string[] = [];
      for (const s of spec.spec.sanitizers) sumWords.push(...s.calls.map(last));
      for (const s of spec.spec.sources) {
        sumWords.push(...(s.paths ?? []).map(last), ...(s.calls ?? []).map(last));
      }
      const sourceRe = gateRe(spec.spec);
      const unitSourceRe = gateRe(spec.spec, true);
      const modelled = new Set<string>();
      const plain = (cs: string[] | undefined) => {
        for (const c of cs ?? []) if (/^[A-Za-z_]\w*$/.test(c)) modelled.add(c);
      };
      for (const s of spec.spec.sinks) plain(s.calls);
      for (const s of spec.spec.sanitizers) plain(s.calls);
      for (const g of spec.spec.guards) plain(g.calls);
      for (const s of spec.spec.sources) plain(s.calls);
      for (const m of spec.spec.mappers ?? []) plain(m.calls);
      plain(spec.spec.clean);
      ls = {
        modelled,
        front: memoFront(def.front),
        spec,
        sinkRe: sinkWordsRe(spec),
        summaryRe: spec.spec.summaryHints?.length
          ? new RegExp([wordsRe(sumWords).source, ...spec.spec.summaryHints].join('|'))
          : wordsRe(sumWords),
        sourceRe,
        unitSourceRe,
        wrap: def.wrap,
        sgLang: def.sgLang,
        fileGateOnly: def.dir === 'csharp' || def.dir === 'c',
      };
      byDir.set(def.dir + def.sgLang, ls);
    }
    supports.set(lang, ls);
  }
  const metaOf = (id: string) => meta.get(id);

  /** Local names imported from project files, by the module they come from. */
  const projectNames = (fa: FileAnalysis): Map<string, string> => {
    const mods = new Set(fa.ls.front.projectImports(fa.file.source));
    const out = new Map<string, string>();
    if (!mods.size) return out;
    for (const [local, canon] of fa.lw.aliases) {
      for (const m of mods) if (canon === m || canon.startsWith(m + '.')) out.set(local, canon);
    }
    return out;
  };

  const lazyCache = new Map<string, Summary | undefined>();
  /** The project's file list, once per project: front ends index it for module resolution. */
  const projectFileLists = new WeakMap<Record<string, FileSummary>, string[]>();
  /** Indexes of the project's summaries, built once per project (pass 2 runs once per file). */
  const projectIndex = new WeakMap<ProjectSummaries, ProjectIndex>();
  /** Whether a module, through its imports, uses a `whenImports` library: per project. */
  const projectUses = new WeakMap<ProjectSummaries, Map<string, boolean | undefined>>();

  /**
   * Pass 1 analyses of files that will run pass 2, by path: pass 2 takes over their parse tree and
   * lowered IR instead of parsing and lowering again. Bounded by the source bytes kept (the trees
   * and IR are some tens of times their source); a file over the budget is parsed again in pass 2.
   */
  const kept = new Map<string, KeptAnalysis>();
  let keptBytes = 0;
  const keepBudget = options.keepBytes ?? KEEP_BYTES;

  return {
    languages: [...supports.keys()],
    specErrors,
    functionKinds(language, root) {
      const ls = supports.get(language);
      return ls ? validFnKinds(root, ls.sgLang, ls.front.fnKinds) : null;
    },
    release() {
      kept.clear();
      keptBytes = 0;
    },
    analyzeFile(file: ParsedFile) {
      const ls = supports.get(file.language);
      const summary: FileSummary = {
        path: file.path,
        language: file.language,
        functions: {},
        imports: [],
      };
      if (!ls || isMinified(file.source)) return { findings: [], summary, needsProject: false };
      const fa = new FileAnalysis(file, ls);
      // (whether there is one: the offsets themselves are read only by files with a source)
      const hasSink = ls.sinkRe.test(file.source) && fa.hasSinkOffset();
      summary.imports = ls.front.projectImports(file.source);
      const uses = usesOf(ls, file.source);
      if (uses.length) summary.uses = uses;
      const pnames = new Set(projectNames(fa).keys());
      // Go calls functions of the other files of its package without importing them: callers of
      // functions not defined here wait for pass 2, where the package's summaries are known.
      const pkgCalls = (ls.front.packageCalls?.(file.source) ?? []).filter(
        (n) => !ls.modelled?.has(n),
      );
      if (!ls.front.packageCallersInPass1) for (const n of pkgCalls) pnames.add(n);
      // validating getters (guards with `reads`): pass 2 asks whether a function is called from
      // another file before it takes its callers' validation as its own
      if (pkgCalls.length && ls.spec.guards.some((g) => g.reads)) summary.calls = pkgCalls;
      const direct = ls.sourceRe.test(file.source);
      // functions of the package called without an import may be request getters (Cacti's
      // `get_request_var()`): a file reading the request only through them is analysed in pass 2,
      // which first checks that one of its calls is a getter of the project
      const viaGetters = !direct && !!ls.front.packageCalls && pkgCalls.length > 0;
      const needsProject = ((pnames.size > 0 || pkgCalls.length > 0) && direct) || viaGetters;
      let findings: Finding[] = [];
      try {
        if (hasSink && direct) {
          const units = fa.entries().filter((u) => !needsProject || !fa.callsProject(u, pnames));
          fa.run(units);
          findings = fa.findings(metaOf, file.language);
        }
        // a function returning another's call (`return get_request_var($name)`) passes on what
        // that one returns: summarised whatever its text holds
        let forwarders: Set<string> | undefined;
        if (ls.front.packageCalls) {
          const { getters, forwards } = fa.requestGetters();
          if (getters.length) summary.getters = getters;
          if (Object.keys(forwards).length) summary.forwards = forwards;
          forwarders = new Set(Object.keys(forwards));
        }
        summary.functions = fa.summaryFunctions(hasSink, forwarders);
        // constructor fields of the file's classes, for subclasses in other files (library model)
        if (
          ls.spec.receiverFieldLabel &&
          ls.front.classFields &&
          /\bconstructor\s*\(/.test(file.source)
        ) {
          const cf = ls.front.classFields(file.root, fa.lw);
          if (Object.keys(cf).length) summary.classFields = cf;
        }
        if (ls.front.preamble) summary.preamble = ls.front.preamble(fa.lw.aliases) || undefined;
      } catch {
        // analysis errors never break a scan; the file simply yields nothing more
      }
      const prev = kept.get(file.path);
      if (prev) {
        kept.delete(file.path);
        keptBytes -= prev.file.source.length;
      }
      // a file reading no request data of its own rarely calls a getter: parsed again if it does
      if (needsProject && direct && keptBytes + file.source.length <= keepBudget) {
        kept.set(file.path, fa.kept());
        keptBytes += file.source.length;
      }
      return { findings, summary, needsProject };
    },
    analyzeWithProject(file: ParsedFile, project: ProjectSummaries) {
      const ls = supports.get(file.language);
      if (!ls) return [];
      const resolved = new Map<string, FileSummary | undefined>();
      const resolve = (mod: string): FileSummary | undefined => {
        if (resolved.has(mod)) return resolved.get(mod);
        let fileList = projectFileLists.get(project.files);
        if (!fileList) projectFileLists.set(project.files, (fileList = Object.keys(project.files)));
        let hit: FileSummary | undefined;
        for (const p of ls.front.modulePaths(mod, file.path, fileList)) {
          hit = project.files[p];
          if (hit) break;
        }
        resolved.set(mod, hit);
        return hit;
      };
      // functions and class files of the project, indexed once per project: a call looks up its
      // candidates instead of walking every file (front ends say which are of this file's package)
      let idx = projectIndex.get(project);
      if (!idx) projectIndex.set(project, (idx = indexProject(project)));
      const pidx = idx;
      // no source of its own: only a call of a request getter of the project brings request data
      if (
        !ls.sourceRe.test(file.source) &&
        !(ls.front.packageCalls?.(file.source) ?? []).some((n) => pidx.getters.has(n))
      )
        return [];
      /**
       * The resolver of project calls made in the file at `path`: the file being analysed (with its
       * source, for its imports), or a function of another file summarised lazily, whose own calls to
       * functions of the package resolve too, a few levels deep (`db_fetch_assoc` calling
       * `db_fetch_assoc_prepared` calling `db_execute_prepared`).
       */
      const resolverFor = (
        path: string,
        source: string | null,
        depth: number,
      ): NonNullable<EvalCtx['external']> => {
        // a function summarised alone sees no other function of its file: those resolve here too
        const inPkg = (fs: FileSummary) =>
          fs.language === file.language &&
          (fs.path === path ? source === null : !!ls.front.packageFiles?.(path, [fs.path]).length);
        const summaryOf = (fs: FileSummary, fnName: string): Summary | undefined => {
          const entry = fs.functions[fnName] as FnEntry | undefined;
          if (!entry) return undefined;
          if ('s' in entry) return entry.s;
          // Keyed by depth too: a summary made near the depth limit resolves fewer of its calls,
          // so one cache entry per function would make every later caller's result depend on
          // which file happened to ask first (and so on how files were spread over threads).
          // Depth grows along a chain, so a key cannot meet itself: the placeholder only guards.
          const key = fs.path + '#' + fnName + '@' + depth;
          if (!lazyCache.has(key)) {
            lazyCache.set(key, undefined);
            const nested =
              depth < MAX_LAZY_DEPTH ? resolverFor(fs.path, null, depth + 1) : undefined;
            lazyCache.set(
              key,
              lazySummary(
                supports.get(fs.language) ?? ls,
                fs.path,
                entry.lazy,
                entry.line,
                fs.preamble,
                nested,
              ),
            );
          }
          return lazyCache.get(key);
        };
        /**
         * A method called on a receiver of unknown class (`Db::get()->escape_string($s)`): when every
         * method of that name in the package that returns a value returns it sanitised for the same
         * classes (each database adapter's `escape_string` ends in the driver's escaping function), so
         * does the call; when none returns anything made of its arguments or object, the call returns
         * nothing of them either. Only that is taken from them, never a sink: a bare method name does
         * not say which class runs.
         */
        const sanitisingMethod = (name: string): Summary | undefined => {
          const defs = (pidx.fns.get(name) ?? []).filter((fs) => fs.path === path || inPkg(fs));
          if (!defs.length || defs.length > 8) return undefined;
          let common: string[] | null = null;
          const params = new Set<number>();
          let names: string[] = [];
          let first: string[] | undefined;
          for (const fs of defs) {
            const s = summaryOf(fs, name);
            if (!s || s.retSrc.length || s.retShape || s.retSelf) return undefined;
            first ??= s.params;
            for (const r of s.ret) {
              const k = r.san.filter((x) => x !== 'all');
              common = common ? common.filter((x) => k.includes(x)) : k;
              params.add(r.param);
            }
            if (s.ret.length) names = s.params;
          }
          // no method of that name returns anything made of its arguments or of its object (a hook
          // of the default implementation answering a fixed hint, `return '';`): neither does the call
          if (!params.size && first) return { params: first, ret: [], retSrc: [], sinks: [] };
          if (!common?.length) return undefined;
          const san = common;
          return {
            params: names,
            ret: [...params].map((param) => ({ param, san, trace: [] })),
            retSrc: [],
            sinks: [],
          };
        };
        /** Java: the class `cls` of file `fs` imported by this file from another package of the project. */
        const importsClass = (fs: FileSummary, cls: string): boolean =>
          fs.language === file.language &&
          (source === null ? (project.files[path]?.imports ?? []) : ls.front.projectImports(source))
            .filter((m) => m.endsWith('.' + cls))
            .some((m) => ls.front.modulePaths(m, path, [fs.path]).length > 0);
        const memo = new Map<string, Summary | undefined>();
        const externalOf = (callee: string, name: string): Summary | undefined => {
          // an unqualified call to a function of another file of the same package; a name the
          // specification models (`unserialize`) is the language's, not a method of that name
          if (ls.front.packageFiles && callee === name && !ls.modelled?.has(name)) {
            // several files may define the name (a compiled single-file copy of the application
            // beside its sources, a stub beside the real function): the first indexed is taken
            // (which one the caller's includes load is not read; BENCHMARKS.md, php9 pass)
            for (const fs of pidx.fns.get(name) ?? []) {
              if (!inPkg(fs)) continue;
              const s = summaryOf(fs, name);
              if (s) return s;
            }
          }
          // a static method of a class of the same package (Java: `Helper.run(x)`, Helper.java beside this file);
          // the file is named after its class: `Shell.java`, `QueryHelpers.cs`, `helpers_support.rb`
          const st = ls.front.packageFiles ? /^([A-Z]\w*)\.(\w+)$/.exec(callee) : null;
          if (st) {
            for (const fs of pidx.bases.get(st[1].toLowerCase()) ?? []) {
              if (!inPkg(fs) && !importsClass(fs, st[1])) continue;
              const s = summaryOf(fs, st[2]);
              if (s) return s;
            }
          }
          // callee is canonical: './util.clean' (named import) or './util.default.name'
          const mods = source === null ? [] : ls.front.projectImports(source);
          for (const m of mods) {
            // the module itself called (`const clean = require('./clean'); clean(p)`): the function it
            // exports whole (`module.exports = (p) => ...`, named `exports`)
            if (callee === m) {
              const fs = resolve(m);
              if (fs?.functions.exports) return summaryOf(fs, 'exports');
              continue;
            }
            if (!callee.startsWith(m + '.')) continue;
            const fs = resolve(m);
            if (!fs) continue;
            const parts = callee.slice(m.length + 1).split('.');
            // a method of a class of that module (`Step.run`), else the function of that name
            const method = parts.length >= 2 ? parts.slice(-2).join('.') : '';
            if (method && fs.functions[method]) return summaryOf(fs, method);
            const fnName = parts.pop() ?? name;
            if (!fs.functions[fnName]) continue;
            return summaryOf(fs, fnName);
          }
          if (ls.front.packageFiles && callee !== name && !st) return sanitisingMethod(name);
          return undefined;
        };
        return (callee: string, name: string): Summary | undefined => {
          const key = callee + '\u0000' + name;
          if (memo.has(key)) return memo.get(key);
          let s = externalOf(callee, name);
          // inside a function summarised alone, what a call returns is followed, not the sinks it
          // reaches: whether they run often hangs on arguments the summary cannot fold
          // (`cacti_log($msg, false)` prints only when its second argument is true)
          if (s && source === null && s.sinks.length) s = { ...s, sinks: [] };
          memo.set(key, s);
          return s;
        };
      };
      const external = resolverFor(file.path, file.source, 0);
      // the library of a value imported from a project module: the module's own imports, and those
      // of the project modules it imports in turn; a module not in the scan is not known
      // (the file's imports read once; each module's answer is kept per project by moduleUses)
      let imports: string[] | undefined;
      const importedUses = (callee: string, pattern: string): boolean | undefined => {
        const head = projectHead((imports ??= ls.front.projectImports(file.source)), callee);
        return head === undefined ? false : moduleUses(head, pattern);
      };
      const moduleUses = (head: string, pattern: string): boolean | undefined => {
        const first = resolve(head);
        if (!first) return undefined;
        // the answer depends on the project only: kept for every file of the scan that asks
        let known = projectUses.get(project);
        if (!known) projectUses.set(project, (known = new Map()));
        const key = first.path + '\u0000' + pattern;
        if (known.has(key)) return known.get(key);
        const fileList = projectFileLists.get(project.files) ?? Object.keys(project.files);
        const seen = new Set<string>([first.path]);
        const queue = [first];
        let answer: boolean | undefined;
        // Every module the first one reaches, up to a bound that only very large projects meet
        // (Directus's service layer reaches more than 200 of its modules from each controller).
        while (queue.length && seen.size <= MAX_USES_SEARCH) {
          const fs = queue.shift() as FileSummary;
          if (fs.uses?.includes(pattern)) {
            answer = true;
            break;
          }
          for (const mod of fs.imports) {
            const next = ls.front
              .modulePaths(mod, fs.path, fileList)
              .map((p) => project.files[p])
              .find(Boolean);
            if (next && !seen.has(next.path)) {
              seen.add(next.path);
              queue.push(next);
            }
          }
        }
        // a search cut short leaves the library unknown
        answer ??= queue.length ? undefined : false;
        known.set(key, answer);
        return answer;
      };
      try {
        const prev = kept.get(file.path);
        if (prev) {
          kept.delete(file.path);
          keptBytes -= prev.file.source.length;
        }
        // a class extending one of another file lowers again, with the fields that file's class sets
        const inherits =
          !!ls.spec.receiverFieldLabel &&
          !!ls.front.parentNames?.(file.source).length &&
          ls.front.projectImports(file.source).length > 0;
        const fa =
          prev && prev.file.source === file.source && !inherits
            ? new FileAnalysis(prev.file, ls, external, importedUses, prev)
            : new FileAnalysis(file, ls, external, importedUses);
        if (inherits) {
          const mods = ls.front.projectImports(file.source);
          fa.lw.importedClassFields = (local) => {
            const canon = fa.lw.aliases.get(local);
            if (!canon) return undefined;
            for (const m of mods) {
              if (canon !== m && !canon.startsWith(m + '.')) continue;
              const fs = resolve(m);
              const name = canon === m ? 'default' : canon.slice(m.length + 1);
              const rec = fs?.classFields?.[name];
              if (!fs || !rec) continue;
              const out: Record<string, FieldSite> = {};
              for (const [k, v] of Object.entries(rec)) out[k] = { ...v, file: fs.path };
              return out;
            }
            return undefined;
          };
        }
        fa.calledElsewhere = (name) => pidx.called.has(name);
        const pnames = new Set(projectNames(fa).keys());
        // the same units pass 1 left out (calls to functions not defined in this file)
        for (const n of ls.front.packageCalls?.(file.source) ?? [])
          if (!ls.modelled?.has(n)) pnames.add(n);
        const units = new Set(fa.entries().filter((u) => fa.callsProject(u, pnames)));
        // functions calling project functions may reach sinks in other files
        for (const u of fa.projectCallers(pnames)) units.add(u);
        fa.run([...units]);
        return fa.findings(metaOf, file.language);
      } catch {
        return [];
      }
    },
  };
}
