/**
 * The small shared form every language front end lowers a function to. The dataflow engine
 * (engine.ts) only knows these nodes: assignments, calls, returns, field and index access,
 * string building, branches, loops and switches.
 */

/** Where an IR node came from: 1-based line, 0-based column, first line of its code. */
export interface Loc {
  line: number;
  col: number;
  code: string;
}

export type Lit = string | number | boolean | null;

export type Expr =
  | { k: 'lit'; v: Lit }
  | { k: 'var'; name: string; loc: Loc }
  | {
      k: 'field';
      obj: Expr;
      name: string;
      path?: string;
      loc: Loc;
      /**
       * `this.x` where the constructor of an exported class set x from its own parameters (where
       * and how): a source as well under a model whose specification declares `receiverFields`.
       * `file`: the file of a parent class's constructor, when another file of the project holds it.
       */
      held?: { note: string; loc: Loc; file?: string };
    }
  | { k: 'index'; obj: Expr; idx: Expr; path?: string; loc: Loc }
  /**
   * A call. `callee` is the canonical dotted name (`child_process.exec`, `*.query`-matchable
   * `db.query`, `r.URL.Query().Get`); `recv` the receiver for method calls.
   */
  | {
      k: 'call';
      callee: string;
      name: string;
      recv?: Expr;
      args: Expr[];
      kw?: Record<string, Expr>;
      isNew?: boolean;
      /**
       * The class of the object the call makes, when the front end knows the call for a constructor
       * of the project (Python's `Step()` of a class of the file, `values.Step()` of a project
       * module): a class of this file by its name, one of another module by its module path.
       */
      newOf?: string;
      loc: Loc;
    }
  | { k: 'concat'; parts: Expr[] }
  | { k: 'bin'; op: string; l: Expr; r: Expr }
  | { k: 'un'; op: string; e: Expr }
  | { k: 'cond'; c: Expr; t: Expr; f: Expr }
  | { k: 'obj'; entries: [string | null, Expr][]; ctr?: 'map' | 'list' }
  | { k: 'arr'; items: Expr[] }
  | { k: 'fn'; fn: FnIR }
  /** Anything the front end does not model: the union of its parts' taint. */
  | { k: 'any'; parts: Expr[] }
  /** A taint source recognised by the front end itself (framework parameters, PHP superglobals). */
  | { k: 'source'; label: string; loc: Loc };

export type Stmt =
  | { k: 'assign'; to: Expr; e: Expr; loc: Loc; weak?: boolean }
  | { k: 'expr'; e: Expr }
  | { k: 'ret'; e?: Expr; loc: Loc }
  | { k: 'throw' }
  | { k: 'if'; c: Expr; then: Stmt[]; else: Stmt[] }
  | { k: 'loop'; c?: Expr; body: Stmt[] }
  | { k: 'switch'; d: Expr; cases: { tests: Expr[] | null; body: Stmt[]; brk: boolean }[] }
  | { k: 'break' }
  /** Ends this trip of the innermost loop; the next trip starts from here. */
  | { k: 'continue' };

/** One lowered function. */
export interface FnIR {
  name: string;
  params: string[];
  /** Params that are taint sources by framework convention (FastAPI, Spring, ASP.NET): index to label. */
  sourceParams?: Record<number, string>;
  body: Stmt[];
  loc: Loc;
  /** Class name for methods, used to resolve `this.f()`/`self.f()`. */
  cls?: string;
  /**
   * Set by the front end when the function is part of the package's public API (exported, or a
   * public method of an exported class): under the `library` threat model its parameters are sources.
   */
  exported?: boolean;
  /** Kinds its return value is clean of, by what the function does (spec `sanitizingHelpers`). */
  retSan?: string[];
  /**
   * A JavaScript `function` expression (not an arrow): its `this` is bound by its caller, not the
   * enclosing function's (jQuery's `each`/`on` pass an element; array methods pass nothing).
   */
  ownThis?: boolean;
  /**
   * Params declared strings (TypeScript `s: string`, JSDoc `@param {string} s`): methods that
   * exist on many types (`match`, `search`) are String's on them.
   */
  stringParams?: number[];
  /** Constant default values of parameters, by index (`$return_to = ''`, `$page_count = true`). */
  defaults?: Record<number, Lit>;
  /** Params passed by reference (PHP's `&$v`): what the body assigns to them reaches the caller. */
  byRef?: number[];
}

export const ANY: Expr = { k: 'any', parts: [] };
