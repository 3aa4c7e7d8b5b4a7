/** RFC 6238 TOTP (SHA-1, 30-second step, 6 digits) computed with node:crypto, as authenticator apps do. */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error(`invalid base32 character ${JSON.stringify(ch)}`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP value for a counter. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, '0');
}

/** The TOTP code of a base32 secret at a moment (default now). */
export function totp(secret: string, atMs: number = Date.now(), stepSeconds = 30): string {
  return hotp(base32Decode(secret), Math.floor(atMs / 1000 / stepSeconds));
}

/**
 * A code that was not handed out before: servers refuse a code that was already used (or one of an
 * earlier step). The server accepts one step of clock drift either way, so the next step's code is
 * taken at once when the current one is used; only when both are used does this wait for a step.
 */
export async function freshTotp(secret: string, used: Iterable<string> = []): Promise<string> {
  const seen = new Set(used);
  for (;;) {
    const now = Date.now();
    // Not the next step's code in the last second of a step: by the time it is checked, it may be
    // two steps ahead of the server's clock.
    const ahead = 30_000 - (now % 30_000) > 1_000 ? [0, 1] : [0];
    for (const k of ahead) {
      const code = totp(secret, now + k * 30_000);
      if (!seen.has(code)) return code;
    }
    await new Promise((r) => setTimeout(r, 30_000 - (now % 30_000) + 200));
  }
}
