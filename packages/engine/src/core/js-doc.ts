/**
 * The JSDoc comment of a JavaScript function: the comment just before the function or before the
 * statement, declaration, property or class member that holds it (up to four levels out).
 */
import type { SgNode } from '@ast-grep/napi';

/** The nodes a JSDoc comment is written before. */
const DOC_HOLDERS = new Set([
  'function_declaration',
  'method_definition',
  'expression_statement',
  'lexical_declaration',
  'variable_declaration',
  'export_statement',
  'pair',
  'public_field_definition',
]);

/** The text of the comment written before `fn`'s nearest holder, if that holder has one. */
export function jsDocBefore(fn: SgNode): string | undefined {
  let x: SgNode | null = fn;
  for (let i = 0; x && i < 4; i++, x = x.parent()) {
    if (!DOC_HOLDERS.has(String(x.kind()))) continue;
    const c = x.prev();
    return c?.kind() === 'comment' ? c.text() : undefined;
  }
  return undefined;
}
