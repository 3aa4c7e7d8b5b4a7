/**
 * Which functions are a package's public API, per language (JavaScript decides in its own front
 * end, where exports are syntax). Under the `library` threat model the parameters of these functions
 * are sources. Only the declaration is read: names, modifiers, the enclosing class.
 */
import type { SgNode } from '@ast-grep/napi';
import type { FnIR } from '../ir.js';

const CLASS_KINDS = new Set([
  'class_definition',
  'class_declaration',
  'class_specifier',
  'struct_specifier',
  'interface_declaration',
  'record_declaration',
  'enum_declaration',
]);
const FN_KINDS = new Set([
  'function_definition',
  'function_declaration',
  'method_declaration',
  'constructor_declaration',
  'lambda',
  'func_literal',
  'lambda_expression',
  'anonymous_function',
  'arrow_function',
]);

/** The nearest enclosing class and whether a function encloses the node first (a nested function is private). */
function enclosing(fn: SgNode): { cls: SgNode | null; nested: boolean } {
  for (let p = fn.parent(), d = 0; p && d < 8; p = p.parent(), d++) {
    const k = String(p.kind());
    if (CLASS_KINDS.has(k)) return { cls: p, nested: false };
    if (FN_KINDS.has(k)) return { cls: null, nested: true };
  }
  return { cls: null, nested: false };
}

/** Python: module functions and methods of classes whose names do not start with `_` (`__init__` is API). */
function pythonPublic(fn: SgNode): boolean {
  const name = fn.field('name')?.text() ?? '';
  if (!name || (name.startsWith('_') && name !== '__init__' && name !== '__call__')) return false;
  const { cls, nested } = enclosing(fn);
  if (nested) return false;
  return !cls || !(cls.field('name')?.text() ?? '').startsWith('_');
}

/** Java / C#: public (or protected) methods and constructors of public classes. */
function javaPublic(fn: SgNode): boolean {
  const mods = (n: SgNode | null) =>
    n
      ?.children()
      .find((c) => c.kind() === 'modifiers')
      ?.text() ??
    n
      ?.children()
      .filter((c) => c.kind() === 'modifier')
      .map((c) => c.text())
      .join(' ') ??
    '';
  if (!/\b(?:public|protected)\b/.test(mods(fn))) return false;
  const { cls, nested } = enclosing(fn);
  return (
    !nested && (!cls || /\bpublic\b/.test(mods(cls)) || cls.kind() === 'interface_declaration')
  );
}

/** Go: exported (capitalised) functions and methods. */
function goPublic(fn: SgNode): boolean {
  return /^[A-Z]/.test(fn.field('name')?.text() ?? '');
}

/** PHP: functions, and methods that are not private or protected. */
function phpPublic(fn: SgNode): boolean {
  if (fn.kind() === 'function_definition') return !enclosing(fn).nested;
  if (fn.kind() !== 'method_declaration') return false;
  const text = fn
    .children()
    .filter((c) => /modifier/.test(String(c.kind())))
    .map((c) => c.text())
    .join(' ');
  const name = fn.field('name')?.text() ?? '';
  if (/\b(?:private|protected)\b/.test(text)) return false;
  return !name.startsWith('__') || name === '__construct';
}

/** C / C++: functions with external linkage (not `static`), `main` aside (its arguments are the local model's). */
function cPublic(fn: SgNode): boolean {
  if (fn.kind() !== 'function_definition') return false;
  if (fn.children().some((c) => c.kind() === 'storage_class_specifier' && c.text() === 'static'))
    return false;
  const decl = fn.field('declarator')?.text() ?? '';
  return !/^\**\s*main\s*\(/.test(decl.replace(/^[\w\s*]*?(?=\**\s*main\s*\()/, ''));
}

const BY_LANG: Record<string, (fn: SgNode) => boolean> = {
  python: pythonPublic,
  java: javaPublic,
  csharp: javaPublic,
  go: goPublic,
  php: phpPublic,
  c: cPublic,
};

/** Marks a lowered function as public API when its declaration says so (see FnIR.exported). */
export function markExported(lang: string, fn: SgNode, ir: FnIR): FnIR {
  try {
    if (BY_LANG[lang]?.(fn)) ir.exported = true;
  } catch {
    // a declaration we cannot read is not API
  }
  return ir;
}
