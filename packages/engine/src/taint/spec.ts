/**
 * Taint specifications: sources, sinks, sanitizers, guards and propagators of one language and
 * its frameworks, declared as data in `rules/<language>/taint/taint-spec.yaml`.
 *
 * Call patterns are dotted names matched against the canonical callee of a call:
 * `child_process.exec` matches exactly, `*.query` matches any receiver, `*` stands for any text.
 */
import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedFromFiles, codeStamp, flushYamlCache, readYaml } from '../core/yaml-cache.js';
import { TAINT_SPEC_SCHEMA, validateAgainst } from './spec-schema.js';

export interface SinkSpec {
  rule: string;
  /**
   * The class of sanitisers that clean the value for this sink, when not the rule's own
   * (`php.xss` on a Content-Type header: HTML escaping does not stop the value naming text/html).
   */
  kind?: string;
  calls?: string[];
  /** Calls matched by `calls` that are not this sink after all (`html/template.Template.Execute` escapes, `*.Execute` does not). */
  unlessCalls?: string[];
  /** Property names whose assignment is a sink (`el.innerHTML = x`). */
  assign?: string[];
  /** Positional args checked; default all. 'recv' checks the receiver. */
  args?: (number | 'recv')[];
  /** Keyword args checked (Python `shell=`, `url=`). */
  kwargs?: string[];
  /** Only a sink when this keyword/option is set to a truthy constant (`shell=True`). */
  whenKw?: string;
  /** Or when the checked arg is not a list literal (Python subprocess with a string). */
  orArgNotList?: boolean;
  /** Only when the checked argument is an object literal (Mongo operator injection). */
  argIsObject?: boolean;
  /**
   * Only these fields of the checked argument, an object (`res.writeHead(302, { Location: url })`):
   * the other fields of the object (`Content-Type`) are not this sink.
   */
  argFields?: string[];
  /**
   * With argFields: a field counts only when its value is not an object literal written at the call
   * (`{ where: req.body }`, a whole object taken from the input, but not `{ where: { id } }`).
   */
  fieldNotObject?: boolean;
  /**
   * Not when the checked object literal also pins a field named so (`author`, `owner`) to a value
   * that is neither input nor a constant (the signed-in user's): the filter selects only that
   * user's own documents, whatever operators the other fields hold.
   */
  unlessPinned?: string;
  /** Not when the checked argument is a list literal (argv-style `IO.popen([...])`, `find_by_sql([sql, binds])`). */
  argNotList?: boolean;
  /** Not when the checked argument is an object literal (`res.send({...})` answers JSON). */
  argNotObject?: boolean;
  /**
   * Not when the checked argument is a record built by one of the specification's `records` calls
   * (`redirect_to @account` after `@account = Account.new(attrs)`: Rails turns a model into its own
   * URL); a field read from the record (`@account.website`) is text again and stays checked.
   */
  argNotRecord?: boolean;
  /** Only when the call's first line matches this regex (`new Response(html, {headers: {'content-type': 'text/html'}})`). */
  whenLine?: string;
  /** Only when the call has at least this many positional arguments (a settings object is passed). */
  minArgs?: number;
  /** Only when the call has at most this many positional arguments (`reply.sendFile(name)` without a root). */
  maxArgs?: number;
  /**
   * Only when the positional argument at this index is an object literal (TypeORM's
   * `.where(sql, { id })` binds its parameters; knex's `.where(column, value)` quotes the column).
   */
  whenArgObject?: number;
  /** Not when the call's first line matches this regex. */
  unlessLine?: string;
  /**
   * Not when one of the `lines` lines after the call's line matches (the value the call returns is
   * checked right after: `klass < ApplicationRecord` after `const_get(params[:type])`).
   */
  unlessNext?: { lines: number; matches: string };
  /**
   * Not when the lines of the enclosing function (or callback) before the call match: what the
   * handler did to the response first (`res.type('json')`, `res.attachment(name)`).
   */
  unlessBefore?: string;
  /**
   * Only when the lines of the enclosing function (or callback) before the call match: a response
   * that is plain text unless the handler gave it an HTML type first (gin's `c.String`).
   */
  whenBefore?: string;
  /** Extra text patterns of the file prefilter, for sinks that are not written as calls (`echo $x`). */
  hints?: string[];
  /** Only when a constant string argument at this index matches the regex. */
  whenArg?: { index: number; matches: string };
  /** Only when the constant start of the first checked argument matches (`header('Location: ' . $x)`). */
  whenArgText?: string;
  /** Not when the constant start of the first checked argument matches. */
  unlessArgText?: string;
  /** Only a sink when the file's text matches this regex (`"text/template"` imported). */
  whenFile?: string;
  /**
   * Only in a file whose text matches this regex (the library's import, `"github.com/jmoiron/sqlx"`):
   * elsewhere a call of the same name is not this library's, neither a sink nor a fresh result.
   */
  whenImports?: string;
  /** Not a sink when the file's text matches this regex (a parser hardened elsewhere in the file). */
  unlessFile?: string;
  /**
   * Only a sink when the object at `arg` (an argument index or the receiver) is configured so, by one
   * of these: property `prop` set to a value matching `matches` in its initializer or an assignment
   * (`settings.DtdProcessing = DtdProcessing.Parse`; inline, on the call's line).
   */
  whenConfigured?: { arg: number | 'recv'; prop: string; matches: string }[];
  /** Not a sink when any argument is a constant matching this regex (safe loaders). */
  unlessArg?: string;
  /**
   * The checked argument is a program's argument list (`execFile('git', ['clone', url])`): only its
   * items before a constant `--` are checked, and of those only the ones whose start is not
   * constant and not known to differ from `-` (a value read as an option: `--upload-pack=...`).
   * A list not written out at the call is not checked.
   */
  optionArgs?: boolean;
  /**
   * Only when the call's receiver is text built here (a string constant, a template or a
   * concatenation, `String(x)`, the result of a string method): `match` and `search` are also
   * methods of routers and matchers, whose argument is no pattern. Not when the argument is a
   * `RegExp` built at the call (the regex sinks judge that one).
   */
  recvString?: boolean;
  /**
   * The operand holding a regular expression (`recv` for `re.test(s)`, 0 for `s.match(re)`): a sink
   * only when that regex, known here, can backtrack badly (src/analyzers/redos.ts); reported at the
   * regex's line.
   */
  redos?: 'recv' | number;
  /**
   * The threat models whose sources this sink reports (all when unset): a query object built from a
   * library's parameter (`findOne({ _id: id })`) is how its caller asks for a document, while the
   * same object from a request lets the client send operators.
   */
  models?: ThreatModel[];
}

export interface SanitizerSpec {
  calls: string[];
  /** Rule classes (`xss`, `sql-injection`, ...) this sanitizer protects; `all` for every class. */
  kinds: string[];
}

export interface GuardSpec {
  calls: string[];
  /** Which value the guard validates: an argument index or the receiver. */
  arg: number | 'recv';
  kinds: string[];
  /** The keyword that may name the validated value instead (`url_has_allowed_host_and_scheme(url=x)`). */
  kwarg?: string;
  /** The value is safe when the call is false (`strings.Contains(p, "..")` rejects traversal). */
  negated?: boolean;
  /**
   * On the branch, the value gets this mark instead of being sanitised (`!is_array($x)`: not an
   * array); `kinds` is then empty.
   */
  marks?: string;
  /** Only when the value carries this mark (`!is_string($x)` after `!is_array($x)`: a number, a boolean or null). */
  whenMarked?: string;
  /**
   * The call itself is the check: it validates the request variable named by its argument `arg` (a
   * constant) and stops the request on bad input (Cacti's `get_filter_request_var('id')`). Past the
   * call, on every path, reading that name through one of these calls (`get_request_var('id')`)
   * yields clean data; a name never validated stays tainted. `kinds` is then `[all]`.
   */
  reads?: string[];
  /**
   * With `reads`: the argument is an array keyed by the request variables it validates, each entry
   * an array whose `field` names the filter applied (Cacti's `validate_store_request_vars($filters)`
   * with `'page' => ['filter' => FILTER_VALIDATE_INT]`). A name is validated when its filter (a
   * constant's name) matches `safe`, when it is `callback.filter` and the function named at
   * `callback.path` of the entry is a sanitizer of the specification (for its kinds), or when it is
   * `pattern.filter` and the pattern at `pattern.path` matches `pattern.matches`. Other names (a raw
   * filter, an unknown one) stay tainted.
   */
  keys?: {
    field: string;
    safe: string;
    callback?: { filter: string; path: string[] };
    pattern?: { filter: string; path: string[]; matches: string };
  };
  /** Only when this argument is a constant matching the pattern (`".."`). */
  whenArg?: { index: number; matches: string };
  /** Not when this argument is a constant matching the pattern (`startsWith("https://host")` pins no host). */
  unlessArg?: { index: number; matches: string };
  /** Only when the receiver is a constant matching the pattern (the regex of `/\.\./.test(p)`). */
  whenRecv?: string;
}

/** Who is taken as the attacker: request data (default), the local environment, or a library's callers. */
export type ThreatModel = 'remote' | 'local' | 'library';
export const THREAT_MODELS: readonly ThreatModel[] = ['remote', 'local', 'library'];

export interface SourceSpec {
  /** Access paths whose value (and any field of it) is tainted: `req.query`, `request.args`. */
  paths?: string[];
  /**
   * Regexes over whole access paths whose value is tainted, for names a convention gives rather
   * than a fixed path (Web Forms input controls: `txtName.Text`, `ddlRegion.SelectedValue`).
   */
  pathPatterns?: string[];
  /** Calls whose result is tainted: `*.getParameter`. */
  calls?: string[];
  label?: string;
  /** The threat model this source belongs to (default `remote`); sources of models not selected are ignored. */
  threatModel?: ThreatModel;
  /** Parameters of the functions the package exports (public API) are tainted (the `library` model). */
  exportedParams?: boolean;
  /**
   * With `exportedParams`: the rule reporting a public function that returns HTML markup built from
   * its parameters unescaped (`return '<a href="' + href + '">'`), a fragment its callers put into a
   * page as it is.
   */
  returnedMarkup?: string;
  /**
   * Fields of the receiver that a public method of an exported class reads and its constructor set
   * from its own parameters (`constructor(opts) { this.bin = opts.bin }`) are sources (`library` model).
   */
  receiverFields?: boolean;
  /** Rule classes this source may report (all when unset): a library's own path or URL parameters are its API. */
  kinds?: string[];
  /** Extra regexes of the cheap source gate, active with this source. */
  gate?: string[];
  /**
   * Fields of this source's values that the server sets, not the client (`$_FILES[f]['tmp_name']`,
   * the temporary path PHP chose): reading one yields clean data.
   */
  serverFields?: string[];
  /**
   * What every value of the source's `paths` starts with in the requests a browser sends (Node's
   * `req.url`, the request target, starts with `/`): a response made of it is not sniffed as HTML.
   */
  startsWith?: string;
  /**
   * The names of this source's fields are as untrusted as their values: an archive's listing keyed
   * by entry name (`Object.keys(zip.files)`), which a key listing otherwise leaves clean.
   */
  keys?: boolean;
}

export interface TaintSpec {
  language: string;
  sources: SourceSpec[];
  sinks: SinkSpec[];
  sanitizers: SanitizerSpec[];
  guards: GuardSpec[];
  /** Calls whose result is never tainted (lengths, booleans, hashes). */
  clean?: string[];
  /**
   * Calls applying a function named by a constant argument (`fn`) to the values of other arguments
   * (`args`): `array_map('intval', $ids)` is sanitised as `intval` sanitises.
   */
  mappers?: { calls: string[]; fn: number; args: number[] }[];
  /**
   * Calls splitting a text (`text`) into at most `limit` parts (`explode(':', $k, 2)`), through
   * calls that only change its case or trim it (`through`): where every part is a constant or
   * empty, the variable split holds only those constants and the separator.
   */
  splits?: { calls: string[]; text: number; limit: number; through?: string[] }[];
  /**
   * Calls that return nothing (`fs.accessSync` returns undefined or throws): their result is a known
   * falsy constant, so a branch on it (`if (exists)`) folds.
   */
  noValue?: string[];
  /**
   * Names of fields that hold a count whatever the object (a MongoDB write result's
   * `insertedCount`, a MySQL result's `affectedRows`): reading one gives no input, however the
   * object was obtained.
   */
  cleanFields?: string[];
  /**
   * Lookups of stored records (`Model.findOne({ id })`, `module.find(req, { _id })`) on an object
   * the scan does not resolve: the result is what the store holds, selected by the arguments but
   * not made of them, so it carries the receiver's taint only (`list.find(fn)` of a tainted list
   * still returns tainted items). `unless`: callees that are utility functions taking the collection
   * as an argument (`_.find(items, fn)`). `defaults`: the arguments a lookup returns
   * when nothing is found (`d.get(key, default)`), whose taint stays too.
   */
  lookups?: { calls: string[]; unless?: string[]; defaults?: number[] }[];
  /**
   * Calls returning their receiver with one argument's text replaced by another's
   * (`s.replace(old, new)`): the result holds the receiver and the replacement, not the text
   * replaced (`removed`, an argument index). `minArgs`: only calls with at least that many
   * arguments (`Path.replace(target)`, one argument, renames a file).
   */
  replacements?: { calls: string[]; removed: number; minArgs?: number }[];
  /**
   * Calls returning a model instance (`Account.new(attrs)`, `Account.create(attrs)`): the value is
   * an object holding its arguments' taint in its fields, not a string (`argNotRecord`). `unless`:
   * callees of the same shape that build text (`String.new(s)`).
   */
  records?: { calls: string[]; unless?: string[] }[];
  /**
   * Encoders and the decoders that undo them (`json.dumps` and `json.loads`): decoding a value one
   * of `encode` made gives back what it was given, fields and all (`json.loads(json.dumps(d))["k"]`
   * holds only `d["k"]`).
   */
  roundTrips?: { encode: string[]; decode: string[] }[];
  /**
   * Calls that send a request and return the server's answer (`$.get(url)`, `$.ajax(opts)`,
   * `fetch(url)`): the result, and what its callbacks receive, is the response, not the URL or the
   * data sent, so it carries none of the arguments' taint. A sink on the request (SSRF, a redirect)
   * is checked on the arguments as before.
   */
  responses?: string[];
  /** Decoders/encoders/propagators that keep taint from args to result (default for unknown calls). */
  propagators?: string[];
  /** Calls may omit parentheses (Ruby): the text prefilter accepts `name arg`. */
  parenless?: boolean;
  /** Extra regexes of the cheap source gate (a file matching none yields no findings of its own). */
  gate?: string[];
  /**
   * Regexes of function texts worth a summary for other files although they name no sink call
   * (C's divisions and subscripts, whose sinks are the front end's pseudo-calls).
   */
  summaryHints?: string[];
  /**
   * Project helpers recognised by what they do: a function whose text matches every regex of `all`
   * returns a value clean of `kinds` (a helper that resolves a path and throws or returns early when
   * it leaves its root: `path.relative(root, p).startsWith('..')`, `p.startsWith(root + sep)`).
   */
  sanitizingHelpers?: { kinds: string[]; all: string[]; note?: string }[];
  /** Framework parameter sources, interpreted by the language front end. */
  params?: ParamSpec;
}

/** Parameters the framework fills from the request, interpreted by the language front end. */
export interface ParamSpec {
  annotations?: string[];
  decorators?: string[];
  classes?: string[];
  types?: string[];
  /**
   * Classes whose public methods are request handlers: `classes` is a regex tested on the class's
   * name, base list and attributes (`Controller$`, `\bPageModel\b`); `methods`, when set, a regex
   * the method's name must match (Razor Pages' `OnGet`, `OnPostAsync`), `modifiers` one its modifiers
   * must match (gRPC's `override`). Their parameters are bound
   * from the request, except the framework's services. Without `classes` (JavaScript), functions
   * named by `methods` are handlers (Next.js route handlers `GET`, `POST`, `getServerSideProps`).
   */
  handlers?: { classes?: string; methods?: string; modifiers?: string; note?: string }[];
  /**
   * Functions passed to these calls are request handlers (minimal APIs' `app.MapGet(path, (string q) => ...)`,
   * tRPC's `.mutation(({ input }) => ...)`): `calls` are patterns of the called function's text,
   * `param` the handler parameter holding request data (`all`, the default, for every one that is not
   * a service), `field` the one field of it that does (tRPC's `input`), `whenFile` a regex the file must match.
   */
  callbacks?: {
    calls: string[];
    param?: number | 'all';
    field?: string;
    whenFile?: string;
    /** A regex the call's first argument (its text) must match (`^['"]request['"]$` of `server.on`). */
    firstArg?: string;
    /**
     * The pseudo-call (a sink of the specification) given the handler's result, its last expression
     * (Sinatra: a route block's string is the HTML response), unless the handler's text matches `unlessBody`.
     */
    returnSink?: string;
    unlessBody?: string;
    /**
     * The conventional name the parameter `param` plays (Koa's context `ctx`): the handler's own name
     * for it (`async (context) => ...`) is read as that one, so the sources and sinks named on it apply.
     */
    as?: string;
    /**
     * Conventional names of the handler's parameters by position, '' for none (`['', 'res']`: the
     * response of a Node server's request listener, whatever it is called, is read as `res`, so the
     * sinks named on `res` apply). Renaming only: unlike `param`, no parameter becomes a source.
     */
    names?: string[];
    note?: string;
  }[];
  /**
   * Type names of request objects (JavaScript/TypeScript: `Request`, `IncomingMessage`): a parameter
   * annotated with one, bare or qualified (`http.IncomingMessage`), holds request data whatever its name.
   */
  requestTypes?: string[];
  /** Regexes of file texts (`'use server'`) whose exported functions are called by clients with their own arguments. */
  exportedIn?: string[];
  /**
   * Regexes of file texts (`add_url_rule(`) in which any function may be a handler registered by
   * name elsewhere in the file: every function holding a sink is an entry, not only those whose text
   * (or the lines before it, where decorators stand) holds a source.
   */
  entryFiles?: string[];
  /**
   * Attributes of properties the framework binds from the request before a handler of their class
   * runs (Razor Pages' `[BindProperty]`); one on the class (`[BindProperties]`) binds every public property.
   */
  boundMembers?: string[];
}

/** A compiled matcher of call patterns. */
export class CallMatcher {
  /** Patterns without a wildcard (read-only outside; `sinksOf` indexes them). */
  readonly exact = new Set<string>();
  /** Wildcard patterns: the text after their last `*`, which a matching callee ends with, and the regex. */
  readonly res: { tail: string; re: RegExp }[] = [];
  private readonly cache = new Map<string, boolean>();
  constructor(patterns: string[]) {
    for (const p of patterns) {
      if (!p.includes('*')) this.exact.add(p);
      else
        this.res.push({
          tail: p.slice(p.lastIndexOf('*') + 1),
          re: new RegExp('^' + p.split('*').map(escapeRe).join('.*') + '$'),
        });
    }
  }
  test(callee: string): boolean {
    if (this.exact.has(callee)) return true;
    if (!this.res.length) return false;
    const hit = this.cache.get(callee);
    if (hit !== undefined) return hit;
    // most patterns end in a literal (`*.query`): a callee not ending with it needs no regex
    const r = this.res.some(({ tail, re }) => callee.endsWith(tail) && re.test(callee));
    this.cache.set(callee, r);
    return r;
  }
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A spec with its matchers compiled once. */
export interface CompiledSpec {
  spec: TaintSpec;
  sourcePaths: Set<string>;
  /** `pathPatterns` of the selected sources, each with its taint label ('' for request data). */
  sourcePathPatterns: { re: RegExp; label: string }[];
  sourceCalls: CallMatcher;
  sinks: { spec: SinkSpec; kind: string; calls: CallMatcher; unless?: CallMatcher }[];
  assignSinks: Map<string, SinkSpec[]>;
  sanitizers: { kinds: string[]; calls: CallMatcher }[];
  guards: { spec: GuardSpec; calls: CallMatcher; reads?: CallMatcher }[];
  clean: CallMatcher;
  noValue: CallMatcher;
  cleanFields: Set<string>;
  lookups: {
    calls: CallMatcher;
    unless?: CallMatcher;
    defaults?: number[];
  }[];
  replacements: { calls: CallMatcher; removed: number; minArgs: number }[];
  records: { calls: CallMatcher; unless?: CallMatcher }[];
  roundTrips: { encode: CallMatcher; decode: CallMatcher }[];
  responses: CallMatcher;
  /** Last segments of every sink call pattern: the cheap pre-filter of a file. */
  sinkNames: Set<string>;
  /** The threat models selected; sources of the others were left out. */
  models: ThreatModel[];
  /**
   * Taint labels of the source paths and call patterns that are not plain request data: their
   * threat model, or their own label when they report only some classes (`kinds`).
   */
  pathLabel: Map<string, string>;
  callLabels: { label: string; calls: CallMatcher }[];
  /** Parameters of exported functions are sources (library model selected and declared). */
  exportedParams: boolean;
  /** The rule of a public function's returned markup (SourceSpec.returnedMarkup), when selected. */
  returnedMarkup?: string;
  /** Label of the receiver fields a constructor set from its parameters, when they are sources. */
  receiverFieldLabel?: string;
  /** Rule classes a source label may report (all when absent). */
  labelKinds: Map<string, Set<string>>;
  /** Threat model of each label that is not `remote`. */
  labelModel: Map<string, ThreatModel>;
  /** Server-set fields by source path (`$_FILES` → tmp_name, size, error). */
  serverFields: Map<string, Set<string>>;
  /** Source paths whose values start with a known text (`startsWith`). */
  pathPrefix: Map<string, string>;
  /** Every field name of `serverFields`, whatever its source: a helper's read through one is noted. */
  serverFieldNames: Set<string>;
  mappers: { calls: CallMatcher; fn: number; args: number[] }[];
  /** Labels of the sources whose field names are untrusted (`keys`). */
  keyedLabels: Set<string>;
  splits: { calls: CallMatcher; text: number; limit: number; through: CallMatcher }[];
}

const sinksByCallee = new WeakMap<CompiledSpec, Map<string, CompiledSpec['sinks']>>();

/**
 * The sinks whose call patterns match a callee, in the spec's order (the dataflow asks for every
 * call it evaluates; testing each sink's matcher every time was a good part of its time).
 */
export function sinksOf(spec: CompiledSpec, callee: string): CompiledSpec['sinks'] {
  let m = sinksByCallee.get(spec);
  if (!m) sinksByCallee.set(spec, (m = new Map()));
  let hit = m.get(callee);
  if (!hit) {
    // the sinks whose matcher's `test` holds: exact patterns by the callee, wildcards tried
    let idx = sinkIndexes.get(spec);
    if (!idx) sinkIndexes.set(spec, (idx = sinkIndex(spec)));
    const at = new Set(idx.exact.get(callee));
    for (const w of idx.wild)
      if (!at.has(w.sink) && callee.endsWith(w.tail) && w.re.test(callee)) at.add(w.sink);
    hit = [...at].sort((a, b) => a - b).map((i) => spec.sinks[i]);
    m.set(callee, hit);
  }
  return hit;
}

interface SinkIndex {
  /** Sinks (indexes into `spec.sinks`) by the exact callees their patterns name. */
  exact: Map<string, number[]>;
  /** The wildcard patterns of every sink. */
  wild: { sink: number; tail: string; re: RegExp }[];
}
const sinkIndexes = new WeakMap<CompiledSpec, SinkIndex>();

function sinkIndex(spec: CompiledSpec): SinkIndex {
  const exact = new Map<string, number[]>();
  const wild: SinkIndex['wild'] = [];
  spec.sinks.forEach((s, i) => {
    for (const c of s.calls.exact) {
      const l = exact.get(c);
      if (!l) exact.set(c, [i]);
      else l.push(i);
    }
    for (const r of s.calls.res) wild.push({ sink: i, ...r });
  });
  return { exact, wild };
}

/** Rule class of a rule id: `js.sql-injection` → `sql-injection`. */
export function ruleKind(ruleId: string): string {
  const i = ruleId.indexOf('.');
  return i < 0 ? ruleId : ruleId.slice(i + 1);
}

/**
 * The spec's sources of the selected threat models (what the gate and the engine see). The models
 * add to `remote`: a package scanned under `library` still serves requests, lists directories and
 * unpacks archives, so request data stays untrusted whatever else is.
 */
export function selectSources(
  spec: TaintSpec,
  models: readonly ThreatModel[] = ['remote'],
): TaintSpec {
  return {
    ...spec,
    sources: (spec.sources ?? []).filter(
      (s) => (s.threatModel ?? 'remote') === 'remote' || models.includes(s.threatModel!),
    ),
  };
}

export function compileSpec(
  spec: TaintSpec,
  models: readonly ThreatModel[] = ['remote'],
): CompiledSpec {
  const sourcePaths = new Set<string>();
  const sourcePathPatterns: CompiledSpec['sourcePathPatterns'] = [];
  const sourceCallPatterns: string[] = [];
  const pathLabel = new Map<string, string>();
  const callLabels: CompiledSpec['callLabels'] = [];
  const labelKinds = new Map<string, Set<string>>();
  const labelModel = new Map<string, ThreatModel>();
  const serverFields = new Map<string, Set<string>>();
  const pathPrefix = new Map<string, string>();
  let exportedParams = false;
  let returnedMarkup: string | undefined;
  let receiverFieldLabel: string | undefined;
  const keyedLabels = new Set<string>();
  const selected = selectSources(spec, models);
  for (const s of selected.sources) {
    const model = s.threatModel ?? 'remote';
    // a source reporting only some classes keeps its own label; `source` is plain request data
    const label = s.kinds ? `${model}:${s.label ?? 'source'}` : model === 'remote' ? '' : model;
    if (label && model !== 'remote') labelModel.set(label, model);
    if (s.kinds) labelKinds.set(label, new Set([...(labelKinds.get(label) ?? []), ...s.kinds]));
    for (const p of s.paths ?? []) {
      sourcePaths.add(p);
      if (s.serverFields?.length) serverFields.set(p, new Set(s.serverFields));
      if (s.startsWith) pathPrefix.set(p, s.startsWith);
      if (label) pathLabel.set(p, label);
    }
    for (const p of s.pathPatterns ?? []) sourcePathPatterns.push({ re: new RegExp(p), label });
    sourceCallPatterns.push(...(s.calls ?? []));
    if (label && s.calls?.length) callLabels.push({ label, calls: new CallMatcher(s.calls) });
    if (s.keys && label) keyedLabels.add(label);
    if (s.receiverFields) receiverFieldLabel = label || model;
    if (s.exportedParams) {
      exportedParams = true;
      returnedMarkup ??= s.returnedMarkup;
      if (s.kinds)
        labelKinds.set('library', new Set([...(labelKinds.get('library') ?? []), ...s.kinds]));
    }
  }
  if (exportedParams) labelModel.set('library', 'library');
  const sinkNames = new Set<string>();
  const assignSinks = new Map<string, SinkSpec[]>();
  const sinks = (spec.sinks ?? []).map((s) => {
    // regex applications are candidates only in files with a risky regex (FileAnalysis.sinkOffsets)
    if (s.redos === undefined) for (const c of s.calls ?? []) sinkNames.add(lastSegment(c));
    for (const full of s.assign ?? []) {
      const a = full.slice(full.lastIndexOf('.') + 1);
      sinkNames.add(a);
      const l = assignSinks.get(a) ?? [];
      l.push(s);
      assignSinks.set(a, l);
    }
    return {
      spec: s,
      kind: s.kind ?? ruleKind(s.rule),
      calls: new CallMatcher(s.calls ?? []),
      unless: s.unlessCalls?.length ? new CallMatcher(s.unlessCalls) : undefined,
    };
  });
  return {
    spec: selected,
    sourcePaths,
    sourcePathPatterns,
    sourceCalls: new CallMatcher(sourceCallPatterns),
    sinks,
    assignSinks,
    sanitizers: (spec.sanitizers ?? []).map((s) => ({
      kinds: s.kinds,
      calls: new CallMatcher(s.calls),
    })),
    guards: (spec.guards ?? []).map((g) => ({
      spec: g,
      calls: new CallMatcher(g.calls),
      reads: g.reads ? new CallMatcher(g.reads) : undefined,
    })),
    clean: new CallMatcher(spec.clean ?? []),
    noValue: new CallMatcher(spec.noValue ?? []),
    cleanFields: new Set(spec.cleanFields ?? []),
    lookups: (spec.lookups ?? []).map((l) => ({
      calls: new CallMatcher(l.calls),
      unless: l.unless ? new CallMatcher(l.unless) : undefined,
      defaults: l.defaults,
    })),
    roundTrips: (spec.roundTrips ?? []).map((r) => ({
      encode: new CallMatcher(r.encode),
      decode: new CallMatcher(r.decode),
    })),
    records: (spec.records ?? []).map((l) => ({
      calls: new CallMatcher(l.calls),
      unless: l.unless ? new CallMatcher(l.unless) : undefined,
    })),
    replacements: (spec.replacements ?? []).map((r) => ({
      calls: new CallMatcher(r.calls),
      removed: r.removed,
      minArgs: r.minArgs ?? 0,
    })),
    responses: new CallMatcher(spec.responses ?? []),
    sinkNames,
    models: [...models],
    pathLabel,
    callLabels,
    exportedParams,
    ...(returnedMarkup ? { returnedMarkup } : {}),
    receiverFieldLabel,
    labelKinds,
    labelModel,
    serverFields,
    pathPrefix,
    serverFieldNames: new Set([...serverFields.values()].flatMap((x) => [...x])),
    mappers: (spec.mappers ?? []).map((m) => ({
      calls: new CallMatcher(m.calls),
      fn: m.fn,
      args: m.args,
    })),
    keyedLabels,
    splits: (spec.splits ?? []).map((m) => ({
      calls: new CallMatcher(m.calls),
      text: m.text,
      limit: m.limit,
      through: new CallMatcher(m.through ?? []),
    })),
  };
}

function lastSegment(p: string): string {
  const s = p.replace(/\(\)$/, '');
  const i = s.lastIndexOf('.');
  return (i < 0 ? s : s.slice(i + 1)).replace(/[^\w$].*$/, '');
}

function readSpec(file: string): TaintSpec {
  const raw = readYaml(file) as TaintSpec;
  flushYamlCache();
  const problems = validateAgainst(TAINT_SPEC_SCHEMA, raw);
  if (problems.length)
    throw new Error(
      `invalid taint specification${file ? ` ${basename(file)}` : ''}: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`,
    );
  return raw;
}

/** The framework model files beside a language's specification (`taint/frameworks/*.yaml`), sorted. */
export function frameworkSpecFiles(specFile: string): string[] {
  const dir = join(dirname(specFile), 'frameworks');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Loads a YAML taint specification file and the framework models beside it (`frameworks/*.yaml`,
 * each a specification of the same language holding one framework's sources, sinks and fixes):
 * their lists are appended to the base file's. Throws when a file does not follow TAINT_SPEC_SCHEMA.
 */
export function loadSpecFile(file: string): TaintSpec {
  const raw = readSpec(file);
  for (const f of frameworkSpecFiles(file)) {
    const m = readSpec(f);
    if (m.language !== raw.language)
      throw new Error(
        `invalid taint specification ${basename(f)}: language '${m.language}' is not '${raw.language}'`,
      );
    mergeSpec(raw, m);
  }
  return {
    language: raw.language,
    sources: raw.sources ?? [],
    sinks: raw.sinks ?? [],
    sanitizers: raw.sanitizers ?? [],
    guards: raw.guards ?? [],
    clean: raw.clean ?? [],
    mappers: raw.mappers ?? [],
    splits: raw.splits ?? [],
    noValue: raw.noValue ?? [],
    cleanFields: raw.cleanFields ?? [],
    lookups: raw.lookups ?? [],
    replacements: raw.replacements ?? [],
    records: raw.records ?? [],
    roundTrips: raw.roundTrips ?? [],
    responses: raw.responses ?? [],
    propagators: raw.propagators ?? [],
    params: raw.params ?? {},
    gate: raw.gate ?? [],
    summaryHints: raw.summaryHints ?? [],
    parenless: raw.parenless ?? false,
    sanitizingHelpers: raw.sanitizingHelpers ?? [],
  };
}

/** This module and the schema: a change to either validates and normalises the specifications again. */
const SPEC_CODE = ['./spec', './spec-schema'].map((m) => {
  const self = fileURLToPath(import.meta.url);
  return path.join(path.dirname(self), m + path.extname(self));
});
/** Taken when this module is loaded: the validator that runs is the one of this stamp. */
const SPEC_STAMP = codeStamp(SPEC_CODE);

/**
 * loadSpecFile, with the validated specification kept in the YAML cache (start-up: validating every
 * language's specification cost more than reading it); a file that fails validation is not cached.
 */
export function loadSpecFileCached(file: string): TaintSpec {
  const spec = cachedFromFiles(
    `taint-spec:${path.resolve(file)}`,
    // the framework models beside it too: an added, removed or edited one loads everything again
    [file, ...frameworkSpecFiles(file)],
    () => loadSpecFile(file),
    SPEC_STAMP,
  );
  flushYamlCache();
  return spec;
}

/** Appends the lists of a framework model to a specification (in place). */
function mergeSpec(base: TaintSpec, m: TaintSpec): void {
  const b = base as unknown as Record<string, unknown>;
  for (const key of [
    'sources',
    'sinks',
    'sanitizers',
    'guards',
    'clean',
    'noValue',
    'cleanFields',
    'lookups',
    'replacements',
    'records',
    'roundTrips',
    'responses',
    'propagators',
    'gate',
    'summaryHints',
    'sanitizingHelpers',
  ] as const) {
    const add = m[key] as unknown[] | undefined;
    if (add?.length) b[key] = [...((b[key] as unknown[] | undefined) ?? []), ...add];
  }
  if (m.parenless) base.parenless = true;
  if (m.params) {
    const p = (base.params ??= {}) as Record<string, unknown[]>;
    for (const [k, v] of Object.entries(m.params)) p[k] = [...(p[k] ?? []), ...(v as unknown[])];
  }
}

const helperRes = new WeakMap<TaintSpec, { kinds: string[]; all: RegExp[] }[]>();

/** The kinds a project function's own text makes its return value clean of (`sanitizingHelpers`). */
export function helperSanitizes(spec: TaintSpec, text: string): string[] {
  const hs = spec.sanitizingHelpers;
  if (!hs?.length) return [];
  let compiled = helperRes.get(spec);
  if (!compiled)
    helperRes.set(
      spec,
      (compiled = hs.map((h) => ({ kinds: h.kinds, all: h.all.map((r) => new RegExp(r)) }))),
    );
  const out: string[] = [];
  for (const h of compiled) if (h.all.every((re) => re.test(text))) out.push(...h.kinds);
  return out;
}
