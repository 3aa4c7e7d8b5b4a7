// outbound links the shop may redirect to

const allowedTargets = ['https://docs.example-shop.test/', 'https://status.example-shop.test/'];
const trustedHosts = new Set(['docs.example-shop.test', 'status.example-shop.test']);

export function isAllowedBySubstring(targetUrl: string): boolean {
  for (const allowed of allowedTargets) {
    // vigil: js.url-allowlist-substring
    if (targetUrl.includes(allowed)) return true;
  }
  return false;
}

export function isAllowedByPrefix(url: string): boolean {
  // vigil: js.url-allowlist-substring
  return allowedTargets.some((allowed) => url.startsWith(allowed));
}

export function isAllowedByIndex(redirectUrl: string): boolean {
  // vigil: js.url-allowlist-substring
  return allowedTargets.filter((a) => redirectUrl.indexOf(a) >= 0).length > 0;
}

export function isAllowedExactly(url: string): boolean {
  // vigil-ok: js.url-allowlist-substring
  return allowedTargets.includes(url);
}

export function isAllowedEqual(url: string): boolean {
  for (const allowed of allowedTargets) {
    // vigil-ok: js.url-allowlist-substring
    if (url === allowed) return true;
  }
  return false;
}

export function isAllowedHost(url: string): boolean {
  const parsed = new URL(url);
  // vigil-ok: js.url-allowlist-substring
  return parsed.protocol === 'https:' && trustedHosts.has(parsed.host);
}

export function hasAllowedExtension(fileName: string, allowedExtensions: string[]): boolean {
  // vigil-ok: js.url-allowlist-substring
  return allowedExtensions.some((ext) => fileName.endsWith(ext));
}

export function mentionsKnownWord(text: string, knownWords: string[]): boolean {
  // vigil-ok: js.url-allowlist-substring
  return knownWords.some((w) => text.includes(w));
}
