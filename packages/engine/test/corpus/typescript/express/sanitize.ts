import path from 'node:path';

export const DOCS_ROOT = '/srv/docs';

/** Resolves a document name inside DOCS_ROOT or throws. */
export function safeDocPath(name: string): string {
  const resolved = path.resolve(DOCS_ROOT, name);
  if (!resolved.startsWith(DOCS_ROOT + path.sep)) {
    throw new Error('path escapes docs root');
  }
  return resolved;
}

export function docPath(name: string): string {
  return `${DOCS_ROOT}/${name}`;
}

export function htmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export function wrapParagraph(s: string): string {
  return '<p>' + s + '</p>';
}
