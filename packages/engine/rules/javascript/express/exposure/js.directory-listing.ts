import type { Router, RequestHandler } from 'express';

type ListingFactory = (dir: string, options?: { icons?: boolean }) => RequestHandler;

// the support pages get the listing middleware from the server that mounts them
export function mountSupport(router: Router, serveIndex: ListingFactory, renderIndex: (name: string) => RequestHandler) {
  // vigil: js.directory-listing
  router.use('/support/logs', serveIndex('logs', { icons: true }));
  // vigil: js.directory-listing
  router.use('/keys', serveIndex('encryptionkeys'));
  // vigil-ok: js.directory-listing
  router.get('/support', renderIndex('support'));
  // the standard folder of public site metadata (security.txt), listed on purpose
  // vigil-ok: js.directory-listing
  router.use('/.well-known', serveIndex('.well-known'));
}
