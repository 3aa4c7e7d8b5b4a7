import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { safeDocPath, docPath, htmlEscape, wrapParagraph } from './sanitize';

export function showDoc(req: Request, res: Response): void {
  const name = req.query.name as string;
  // vigil-ok: js.path-traversal
  const text = readFileSync(safeDocPath(name), 'utf8');
  // vigil-ok: js.xss
  res.send(wrapParagraph(htmlEscape(text)) + wrapParagraph(htmlEscape(name)));
}

export function showRawDoc(req: Request, res: Response): void {
  const name = req.query.name as string;
  // vigil: js.path-traversal
  const text = readFileSync(docPath(name), 'utf8');
  // vigil: js.xss
  res.send(wrapParagraph(name) + '<pre>' + htmlEscape(text) + '</pre>');
}

export function redirectToDoc(req: Request, res: Response): void {
  const target = req.header('referer') ?? '/docs';
  // vigil: js.open-redirect
  res.redirect(302, target);
}
