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
import { FileAnalysis, type FnEntry, type KeptAnalysis, type LangSupport, type TaintRuleMeta, lazySummary } from './analyzer.js';
import type { Summary } from './engine.js';
import { ensureTaintLanguages } from './languages.js';
import type { FrontEnd } from './lower/common.js';
import { cFrontEnd } from './lower/c.js';
import { csharpFrontEnd } from './lower/csharp.js';
import { goFrontEnd } from './lower/go.js';
import { javaFrontEnd } from './lower/java.js';
import { javascriptFrontEnd } from './lower/javascript.js';
import { phpFrontEnd } from './lower/php.js';
import { pythonFrontEnd } from './lower/python.js';
import { rubyFrontEnd } from './lower/ruby.js';
import { compileSpec, loadSpecFileCached, type TaintSpec, type ThreatModel } from './spec.js';

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
  const js = (sgLang: string): LangDef => ({ dir: 'javascript', front: javascriptFrontEnd, sgLang, wrap: (t) => t });
  return {
    javascript: js('javascript'),
    typescript: js('typescript'),
    tsx: js('tsx'),
    python: { dir: 'python', front: pythonFrontEnd, sgLang: 'python', wrap: pythonFrontEnd.dedent },
    php: { dir: 'php', front: phpFrontEnd, sgLang: 'php', wrap: (t) => `<?php class __V {${t}\n}` },
    csharp: { dir: 'csharp', front: csharpFrontEnd, sgLang: 'csharp', wrap: (t) => `class __V {${t}\n}` },
    ruby: { dir: 'ruby', front: rubyFrontEnd, sgLang: 'ruby', wrap: (t) => t },
    go: { dir: 'go', front: goFrontEnd, sgLang: 'go', wrap: (t) => `package p;${t}` },
    java: { dir: 'java', front: javaFrontEnd, sgLang: 'java', wrap: (t) => `class __V {${t}\n}` },
    c: { dir: 'c', front: cFrontEnd, sgLang: 'c', wrap: (t) => t },
    cpp: { dir: 'c', front: cFrontEnd, sgLang: 'cpp', wrap: (t) => t },
  };
}

function wordsRe(words: Iterable<string>): RegExp {
  const list = [...new Set(words)].filter((w) => /^[\w$]+$/.test(w)).map((w) => w.replace(/\$/g, '\\$'));
  return list.length ? new RegExp(`(?<![\\w$])(?:${list.join('|')})(?![\\w$])`) : /(?!)/;
}

/**
 * The cheap test that a file may hold a taint source: source paths and calls as text, framework
 * annotations and decorators, and the spec's extra `gate` patterns. Files failing it yield no
 * findings of their own, so their functions are never lowered.
 */
function gateRe(spec: TaintSpec): RegExp {
  const alts: string[] = [];
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const dotted = (p: string) => p.split('.').map(esc).join('\\s*\\??\\.\\s*');
  for (const s of spec.sources) {
    for (const p of s.paths ?? []) alts.push(p.includes('.') ? dotted(p) : `\\b${esc(p)}\\b`);
    for (const c of s.calls ?? []) {
      const plain = c.replace(/^new /, '').replace(/^\*/, '');
      alts.push(plain.startsWith('.') ? dotted(plain.slice(1)) : dotted(plain));
    }
  }
  for (const s of spec.sources) alts.push(...(s.gate ?? []));
  for (const a of spec.params?.annotations ?? []) alts.push(`@${esc(a)}\\b`);
  for (const d of spec.params?.decorators ?? []) alts.push(`@[\\w.]*${esc(last(d))}\\s*\\(`);
  alts.push(...(spec.gate ?? []));
  return alts.length ? new RegExp(alts.join('|')) : /(?!)/;
}

/** Sink names and text hints: the first, cheap filter of a file (pseudo-calls by their syntax). */
function sinkWordsRe(spec: ReturnType<typeof compileSpec>): RegExp {
  const words = [...spec.sinkNames].map((w) => (w === '__return' ? 'return' : w)).filter((w) => !w.startsWith('__'));
  const base = wordsRe(words).source;
  const hints = spec.spec.sinks.flatMap((s) => s.hints ?? []);
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
}

function indexProject(project: ProjectSummaries): ProjectIndex {
  const fns = new Map<string, FileSummary[]>();
  const bases = new Map<string, FileSummary[]>();
  const add = (m: Map<string, FileSummary[]>, k: string, fs: FileSummary) => {
    const l = m.get(k);
    if (l) l.push(fs);
    else m.set(k, [fs]);
  };
  for (const fs of Object.values(project.files)) {
    for (const n of Object.keys(fs.functions)) add(fns, n, fs);
    add(bases, fs.path.slice(fs.path.lastIndexOf('/') + 1).replace(/\.\w+$/, '').replace(/[_-]/g, '').toLowerCase(), fs);
  }
  return { fns, bases };
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
 * package. The scan cache keys a file's pass 2 by them. `files` are the project's files with a summary.
 */
export function projectDeps(language: LanguageId, path: string, source: string, files: Record<string, FileSummary>): string[] {
  const def = langDefs()[language];
  if (!def) return [];
  const list = Object.keys(files);
  const out = new Set<string>();
  for (const mod of def.front.projectImports(source)) {
    const hit = def.front.modulePaths(mod, path, list).find((p) => files[p]);
    if (hit) out.add(hit);
  }
  for (const p of def.front.packageFiles?.(path, list) ?? []) if (p !== path && files[p]?.language === language) out.add(p);
  out.delete(path);
  return [...out].sort();
}

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
      ls = {
        front: memoFront(def.front),
        spec,
        sinkRe: sinkWordsRe(spec),
        summaryRe: spec.spec.summaryHints?.length ? new RegExp([wordsRe(sumWords).source, ...spec.spec.summaryHints].join('|')) : wordsRe(sumWords),
        sourceRe,
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
    release() {
      kept.clear();
      keptBytes = 0;
    },
    analyzeFile(file: ParsedFile) {
      const ls = supports.get(file.language);
      const summary: FileSummary = { path: file.path, language: file.language, functions: {}, imports: [] };
      if (!ls || isMinified(file.source)) return { findings: [], summary, needsProject: false };
      const fa = new FileAnalysis(file, ls);
      const hasSink = ls.sinkRe.test(file.source) && fa.sinkOffsets().length > 0;
      summary.imports = ls.front.projectImports(file.source);
      const pnames = new Set(projectNames(fa).keys());
      // Go calls functions of the other files of its package without importing them: callers of
      // functions not defined here wait for pass 2, where the package's summaries are known.
      const pkgCalls = ls.front.packageCalls?.(file.source) ?? [];
      if (!ls.front.packageCallersInPass1) for (const n of pkgCalls) pnames.add(n);
      const needsProject = (pnames.size > 0 || pkgCalls.length > 0) && ls.sourceRe.test(file.source);
      let findings: Finding[] = [];
      try {
        if (hasSink && ls.sourceRe.test(file.source)) {
          const units = fa.entries().filter((u) => !needsProject || !fa.callsProject(u, pnames));
          fa.run(units);
          findings = fa.findings(metaOf, file.language);
        }
        summary.functions = fa.summaryFunctions(hasSink);
        if (ls.front.preamble) summary.preamble = ls.front.preamble(fa.lw.aliases) || undefined;
      } catch {
        // analysis errors never break a scan; the file simply yields nothing more
      }
      const prev = kept.get(file.path);
      if (prev) {
        kept.delete(file.path);
        keptBytes -= prev.file.source.length;
      }
      if (needsProject && keptBytes + file.source.length <= keepBudget) {
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
      const summaryOf = (fs: FileSummary, fnName: string): Summary | undefined => {
        const entry = fs.functions[fnName] as FnEntry | undefined;
        if (!entry) return undefined;
        if ('s' in entry) return entry.s;
        const key = fs.path + '#' + fnName;
        if (!lazyCache.has(key)) lazyCache.set(key, lazySummary(supports.get(fs.language) ?? ls, fs.path, entry.lazy, entry.line, fs.preamble));
        return lazyCache.get(key);
      };
      // functions and class files of the project, indexed once per project: a call looks up its
      // candidates instead of walking every file (front ends say which are of this file's package)
      let idx = projectIndex.get(project);
      if (!idx) projectIndex.set(project, (idx = indexProject(project)));
      const inPkg = (fs: FileSummary) => fs.path !== file.path && fs.language === file.language && !!ls.front.packageFiles?.(file.path, [fs.path]).length;
      const memo = new Map<string, Summary | undefined>();
      const external = (callee: string, name: string): Summary | undefined => {
        const key = callee + '\u0000' + name;
        if (memo.has(key)) return memo.get(key);
        const s = externalOf(callee, name);
        memo.set(key, s);
        return s;
      };
      const externalOf = (callee: string, name: string): Summary | undefined => {
        // an unqualified call to a function of another file of the same package
        if (ls.front.packageFiles && callee === name) {
          for (const fs of idx.fns.get(name) ?? []) {
            if (!inPkg(fs)) continue;
            const s = summaryOf(fs, name);
            if (s) return s;
          }
        }
        // a static method of a class of the same package (Java: `Helper.run(x)`, Helper.java beside this file);
        // the file is named after its class: `Shell.java`, `QueryHelpers.cs`, `helpers_support.rb`
        const st = ls.front.packageFiles ? /^([A-Z]\w*)\.(\w+)$/.exec(callee) : null;
        if (st) {
          for (const fs of idx.bases.get(st[1].toLowerCase()) ?? []) {
            if (!inPkg(fs)) continue;
            const s = summaryOf(fs, st[2]);
            if (s) return s;
          }
        }
        // callee is canonical: './util.clean' (named import) or './util.default.name'
        const mods = ls.front.projectImports(file.source);
        for (const m of mods) {
          if (!callee.startsWith(m + '.')) continue;
          const fs = resolve(m);
          if (!fs) continue;
          const fnName = callee.slice(m.length + 1).split('.').pop() ?? name;
          const entry = fs.functions[fnName] as FnEntry | undefined;
          if (!entry) continue;
          if ('s' in entry) return entry.s;
          const key = fs.path + '#' + fnName;
          if (!lazyCache.has(key)) lazyCache.set(key, lazySummary(supports.get(fs.language) ?? ls, fs.path, entry.lazy, entry.line, fs.preamble));
          return lazyCache.get(key);
        }
        return undefined;
      };
      try {
        const prev = kept.get(file.path);
        if (prev) {
          kept.delete(file.path);
          keptBytes -= prev.file.source.length;
        }
        const fa = prev && prev.file.source === file.source ? new FileAnalysis(prev.file, ls, external, prev) : new FileAnalysis(file, ls, external);
        const pnames = new Set(projectNames(fa).keys());
        // the same units pass 1 left out (calls to functions not defined in this file)
        for (const n of ls.front.packageCalls?.(file.source) ?? []) pnames.add(n);
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


