/**
 * Which addresses a repository host may resolve to. A clone must not reach the server's own
 * network: private, loopback, link-local, CGNAT, unique-local, multicast, reserved and unspecified
 * addresses are refused (unless ALLOW_PRIVATE_REPO_HOSTS=true). IPv6 addresses are read into their
 * eight groups first, so every spelling of one address gets the same answer, and an IPv4 address
 * carried inside one (mapped, compatible, translated, NAT64, 6to4) is judged as that IPv4 address.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/**
 * The eight 16-bit groups of an IPv6 address, whatever its spelling: `::` shorthand, leading
 * zeros, upper case, a dotted IPv4 tail (`::127.0.0.1`), brackets and a zone (`fe80::1%eth0`).
 * Null when it is not an IPv6 address.
 */
export function ipv6Groups(text: string): number[] | null {
  const ip = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIP(ip) !== 6) return null;
  let head = ip;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (dotted) {
    const b = dotted[2].split('.').map(Number);
    tail.push((b[0] << 8) | b[1], (b[2] << 8) | b[3]);
    head = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const gap = head.indexOf('::');
  let groups: number[];
  if (gap === -1) {
    groups = [...parse(head), ...tail];
  } else {
    const left = parse(head.slice(0, gap));
    const right = [...parse(head.slice(gap + 2)), ...tail];
    groups = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  }
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 address an IPv6 address carries and would reach, if any: IPv4-compatible (`::a.b.c.d`),
 * IPv4-mapped (`::ffff:a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::/96`)
 * and 6to4 (`2002:AABB:CCDD::/16`).
 */
function embeddedIpv4(g: number[]): string | null {
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 6)) return v4(g[6], g[7]); // ::/96 compatible (also :: and ::1, refused below anyway)
  if (zero(0, 5) && g[5] === 0xffff) return v4(g[6], g[7]); // ::ffff:0:0/96 mapped
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6], g[7]); // ::ffff:0:0:0/96 translated
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return v4(g[6], g[7]); // 64:ff9b::/96 NAT64
  if (g[0] === 0x2002) return v4(g[1], g[2]); // 2002::/16 6to4
  return null;
}

/** True for any address a clone must not reach. Unparseable input counts as private. */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) === 4) return blocked.check(bare, 'ipv4');
  const g = ipv6Groups(bare);
  if (!g) return true;
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 7) && g[7] <= 1) return true; // :: and ::1
  // Local-use NAT64 (64:ff9b:1::/48) and Teredo (2001::/32, a tunnel to an address it hides).
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return true;
  if (g[0] === 0x2001 && g[1] === 0) return true;
  const inner = embeddedIpv4(g);
  if (inner !== null) return blocked.check(inner, 'ipv4');
  const normal = g.map((x) => x.toString(16)).join(':');
  return blocked.check(normal, 'ipv6');
}

/** Every address of `host` (an IP literal resolves to itself). */
export async function resolveAll(host: string): Promise<string[]> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare)) return [bare];
  const found = await lookup(bare, { all: true, verbatim: true });
  return found.map((a) => a.address);
}
