import express, { type Express } from 'express';
import serveIndex from 'serve-index';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** Static folders of the shop: storefront assets, the support team's drop box, invoices. */
export function mountStatic(app: Express): void {
  // vigil-ok: js.directory-listing
  app.use('/assets', express.static(path.join(root, 'public'), { maxAge: '7d' }));
  // vigil: js.directory-listing
  app.use('/support/ftp', serveIndex(path.join(root, 'ftp'), { icons: true, view: 'details' }));
  // vigil: js.directory-listing
  app.use('/support/ftp', express.static(path.join(root, 'ftp')));
  // vigil: js.directory-listing
  app.use('/support/logs', express.static(`${root}/logs`, { dotfiles: 'allow' }));
  // vigil-ok: js.directory-listing
  app.use('/downloads', express.static(path.join(root, 'downloads'), { index: false }));
}
