// the shop's outbound link checks (used by the /redirect route)

export const outboundAllowlist = new Set<string>([
  'https://github.com/example-shop/storefront',
  'https://blog.example-shop.test/',
  'https://pay.example-partner.test/checkout',
]);

export const isOutboundAllowedSubstring = (url: string): boolean => {
  let allowed = false;
  for (const allowedUrl of outboundAllowlist) {
    // vigil: js.url-allowlist-substring
    allowed = allowed || url.includes(allowedUrl);
  }
  return allowed;
};

export const isOutboundAllowedPrefix = (url: string): boolean =>
  // vigil: js.url-allowlist-substring
  [...outboundAllowlist].some((allowedUrl) => url.startsWith(allowedUrl));

export const isOutboundAllowedIndex = (url: string): boolean =>
  // vigil: js.url-allowlist-substring
  [...outboundAllowlist].some((allowedUrl) => url.indexOf(allowedUrl) !== -1);

export const isOutboundAllowedExact = (url: string): boolean => {
  let allowed = false;
  for (const allowedUrl of outboundAllowlist) {
    // vigil-ok: js.url-allowlist-substring
    allowed = allowed || url === allowedUrl;
  }
  return allowed;
};

// vigil-ok: js.url-allowlist-substring
export const isOutboundAllowedMember = (url: string): boolean => outboundAllowlist.has(url);

const outboundHosts = ['github.com', 'blog.example-shop.test'];

export const isOutboundHostAllowed = (url: string): boolean => {
  try {
    const target = new URL(url);
    // vigil-ok: js.url-allowlist-substring
    return target.protocol === 'https:' && outboundHosts.includes(target.host);
  } catch {
    return false;
  }
};

const imageExtensions = ['.png', '.jpg', '.webp'];

// vigil-ok: js.url-allowlist-substring
export const isImageName = (name: string): boolean => imageExtensions.some((ext) => name.endsWith(ext));
