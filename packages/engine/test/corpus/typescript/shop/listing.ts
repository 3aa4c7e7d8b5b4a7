import type { Express, RequestHandler } from 'express';

// mounts of the support pages, given the middleware the server was built with

export function mountSupport(app: Express, serveIndex: (dir: string, opts?: object) => RequestHandler, quarantine: RequestHandler) {
  // vigil: js.directory-listing
  app.use('/ftp', quarantine, serveIndex('ftp', { icons: true }));
  // vigil: js.directory-listing
  app.use('/support/logs', serveIndex('logs', { icons: true, view: 'details' }));
  // vigil-ok: js.directory-listing
  app.use('/support/faq', quarantine);
  // security.txt and other public site metadata
  // vigil-ok: js.directory-listing
  app.use('/.well-known', serveIndex('.well-known', { icons: true }));
}
