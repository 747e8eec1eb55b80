import { inV4Block, parseIp } from './ip-address';

/**
 * IPv4 ranges a tool must never reach from the server: they are this host, the local network,
 * cloud metadata (169.254.169.254) or not routable on the internet at all, so a public page
 * has no business there.
 */
const V4_BLOCKS: ReadonlyArray<readonly [string, number, string]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved or broadcast'],
];

function v4Reason(value: number): string | undefined {
  return V4_BLOCKS.find(([base, bits]) => inV4Block(value, base, bits))?.[2];
}

const embeddedV4 = (high: number, low: number) => high * 0x10000 + low;

function v6Reason(g: number[]): string | undefined {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const upper80Zero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (upper80Zero && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
  if (upper80Zero && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  // Forms that carry an IPv4 address are judged by that address: mapped (::ffff:a.b.c.d),
  // the deprecated compatible form (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
  if (upper80Zero && (g5 === 0xffff || g5 === 0)) return v4Reason(embeddedV4(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return v4Reason(embeddedV4(g6, g7));
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'NAT64 local-use';
  if (g0 === 0x2002) return v4Reason(embeddedV4(g1, g2));
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'site-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Everything outside 2000::/3 (global unicast) is reserved or special-purpose.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  if (g0 === 0x2001 && g1 === 0) return 'Teredo';
  if (g0 === 0x2001 && g1 === 0x0db8) return 'documentation';
  if (g0 === 0x3fff && g1 < 0x1000) return 'documentation';
  return undefined;
}

/**
 * Why a tool may not connect to `ip` ('loopback', 'private', …), or undefined when it is a
 * public address. Text that is not an IP address is refused too, so a parsing gap can only
 * ever block, never allow.
 */
export function forbiddenAddressReason(ip: string): string | undefined {
  const parsed = parseIp(ip);
  if (!parsed) return 'not an IP address';
  return parsed.family === 4 ? v4Reason(parsed.value) : v6Reason(parsed.groups);
}
