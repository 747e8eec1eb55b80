import { isIPv4, isIPv6 } from 'node:net';

/** An IP address as numbers: IPv4 as one unsigned 32-bit value, IPv6 as eight 16-bit groups. */
export type ParsedIp = { family: 4; value: number } | { family: 6; groups: number[] };

/** Strips URL brackets and a zone id (`fe80::1%eth0`), which say nothing about the range. */
export function bareIp(text: string): string {
  const unbracketed = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = unbracketed.indexOf('%');
  return zone === -1 ? unbracketed : unbracketed.slice(0, zone);
}

export function parseIp(text: string): ParsedIp | undefined {
  const ip = bareIp(text);
  if (isIPv4(ip)) return { family: 4, value: ipv4Value(ip) };
  if (isIPv6(ip)) return { family: 6, groups: ipv6Groups(ip) };
  return undefined;
}

function ipv4Value(ip: string): number {
  return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function ipv6Groups(ip: string): number[] {
  // A trailing dotted quad (::ffff:1.2.3.4) is two groups written differently.
  let text = ip;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = ipv4Value(tail);
    text = `${text.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const toGroups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = toGroups(head);
  if (rest === undefined) return front;
  const back = toGroups(rest);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** True when the first `bits` bits of `value` (IPv4) equal those of `base`. */
export function inV4Block(value: number, base: string, bits: number): boolean {
  if (bits === 0) return true;
  const shift = 32 - bits;
  return value >>> shift === ipv4Value(base) >>> shift;
}
