import { describe, expect, it } from 'vitest';
import { forbiddenAddressReason } from './address-policy';

describe('forbiddenAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved or broadcast'],
    ['192.0.2.7', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::10.0.0.1', 'private'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['100::1', 'reserved'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['localhost', 'not an IP address'],
    ['', 'not an IP address'],
  ])('refuses %s (%s)', (ip, reason) => {
    expect(forbiddenAddressReason(ip)).toBe(reason);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1', // just outside 172.16/12
    '100.128.0.1', // just outside 100.64/10
    '169.253.255.255',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
  ])('allows the public address %s', (ip) => {
    expect(forbiddenAddressReason(ip)).toBeUndefined();
  });
});
