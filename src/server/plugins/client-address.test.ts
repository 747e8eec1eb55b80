import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

describe('the client address limits count', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    const one = clientAddressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348');
    expect(clientAddressKey('2001:db8:85a3:8d3::1')).toBe(one);
    expect(clientAddressKey('2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff')).toBe(one);
    expect(one).toBe('2001:db8:85a3:8d3::/64');
    expect(clientAddressKey('2001:db8:85a3:8d4::1')).not.toBe(one);
  });

  it('keeps IPv4 addresses apart, also when written as IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('203.0.113.8')).not.toBe('203.0.113.7');
  });

  it('passes anything else through as it is', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
  });
});
