import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that one subscriber holds: providers hand out a /64 or more. */
const SUBSCRIBER_PREFIX = 64;

/**
 * The client address as address-based limits count it. An IPv6 client is its /64: anyone
 * given one can switch between its 2^64 addresses at will, so counting each would let them
 * step around every limit. An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is that
 * IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  // IPv4 as Node reports it is already canonical: no parsing on every visitor's request.
  if (!ip.includes(':') || !ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const bytes = address.toByteArray().map((byte, i) => (i < SUBSCRIBER_PREFIX / 8 ? byte : 0));
  return `${ipaddr.fromByteArray(bytes).toString()}/${SUBSCRIBER_PREFIX}`;
}
