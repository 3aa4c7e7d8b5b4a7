import { type Request, type Response } from 'express';

// outbound links of the shop: only the partner pages below may be the target of /redirect

const partnerUrls = new Set<string>([
  'https://github.com/example-shop/storefront',
  'https://blog.example-shop.test/',
  'https://pay.example-partner.test/checkout',
]);
const partnerList = ['https://github.com/example-shop/storefront', 'https://blog.example-shop.test/'];

function isAllowedLoose(url: string): boolean {
  let ok = false;
  for (const allowed of partnerUrls) {
    // `https://evil.test/?https://blog.example-shop.test/` contains an allowed URL
    // vigil: js.url-allowlist-substring
    ok = ok || url.includes(allowed);
  }
  return ok;
}

export function redirectLoose(req: Request, res: Response) {
  const to = req.query.to as string;
  if (isAllowedLoose(to)) {
    // vigil: js.open-redirect
    res.redirect(to);
  } else {
    res.status(406).send('Unrecognized target URL');
  }
}

export function redirectSome(req: Request, res: Response) {
  const to = req.query.to as string;
  // vigil: js.url-allowlist-substring
  if (partnerList.some((u) => to.includes(u))) {
    // vigil: js.open-redirect
    res.redirect(to);
    return;
  }
  res.status(406).send('Unrecognized target URL');
}

export function redirectIndexOf(req: Request, res: Response) {
  const to = req.query.to as string;
  // vigil: js.url-allowlist-substring
  if (partnerList.some((u) => to.indexOf(u) > -1)) {
    // vigil: js.open-redirect
    res.redirect(to);
    return;
  }
  res.status(406).send('Unrecognized target URL');
}

export function redirectPrefix(req: Request, res: Response) {
  const to = req.query.to as string;
  // a prefix without its host's end: `https://blog.example-shop.test.evil.io/`
  if (partnerList.some((u) => to.startsWith(u.replace(/\/$/, '')))) {
    // vigil: js.open-redirect
    res.redirect(to);
    return;
  }
  res.status(406).send('Unrecognized target URL');
}

export function redirectExactSet(req: Request, res: Response) {
  const to = req.query.to as string;
  if (partnerUrls.has(to)) {
    // vigil-ok: js.open-redirect
    res.redirect(to);
    return;
  }
  res.status(406).send('Unrecognized target URL');
}

export function redirectExactList(req: Request, res: Response) {
  const to = req.query.to as string;
  if (partnerList.includes(to)) {
    // vigil-ok: js.open-redirect
    res.redirect(to);
    return;
  }
  res.status(406).send('Unrecognized target URL');
}

export function redirectEqualSome(req: Request, res: Response) {
  const to = req.query.to as string;
  if (partnerList.some((u) => u === to)) {
    // vigil-ok: js.open-redirect
    res.redirect(to);
    return;
  }
  res.status(406).send('Unrecognized target URL');
}

export function redirectHost(req: Request, res: Response) {
  const to = req.query.to as string;
  let host = '';
  try {
    host = new URL(to).host;
  } catch {
    host = '';
  }
  if (host === 'blog.example-shop.test') {
    // vigil-ok: js.open-redirect
    res.redirect(to);
    return;
  }
  res.status(406).send('Unrecognized target URL');
}

function isAllowedExact(url: string): boolean {
  return partnerList.includes(url);
}

function isAllowedHost(url: string): boolean {
  return new URL(url).hostname === 'blog.example-shop.test';
}

function isAllowedSome(url: string): boolean {
  return partnerList.some((u) => u === url);
}

export function redirectHelpers(req: Request, res: Response) {
  const to = req.query.to as string;
  if (isAllowedHost(to)) {
    // vigil-ok: js.open-redirect
    res.redirect(to);
  } else if (isAllowedSome(to)) {
    // vigil-ok: js.open-redirect
    res.redirect(to);
  } else {
    res.status(406).send('Unrecognized target URL');
  }
}

function isAllowedLoop(url: string): boolean {
  let ok = false;
  for (const allowed of partnerUrls) {
    ok = ok || url === allowed;
  }
  return ok;
}

export function redirectHelperLoop(req: Request, res: Response) {
  const to = req.query.to as string;
  if (isAllowedLoop(to)) {
    // vigil-ok: js.open-redirect
    res.redirect(to);
  } else {
    res.status(406).send('Unrecognized target URL');
  }
}

export function redirectHelperExact(req: Request, res: Response) {
  const to = req.query.to as string;
  if (isAllowedExact(to)) {
    // vigil-ok: js.open-redirect
    res.redirect(to);
  } else {
    res.status(406).send('Unrecognized target URL');
  }
}
