import path from 'node:path';

/** Resolves `name` under `root` and refuses anything that leaves it. */
export function resolveInside(root: string, name: string): string {
  const target = path.resolve(root, name);
  const rel = path.relative(root, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error(`path escapes its folder: ${name}`);
  return target;
}
