import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateKeySecret,
  hashKeySecret,
  keyMatches,
  keyPepper,
  matchingPepper,
  parseKeySecret,
  pepperId,
} from './key-secret';

describe('API key secrets', () => {
  it('carry their type prefix, a lookup and a checksum that catches a typo', () => {
    const key = generateKeySecret('live');
    expect(key.secret).toMatch(/^cf_live_[0-9A-Za-z]{54}$/);
    expect(key.keyPrefix).toBe(`cf_live_${key.lookup.slice(0, 8)}`);
    expect(parseKeySecret(key.secret)).toEqual({ keyType: 'live', lookup: key.lookup });
    const last = key.secret.at(-8) === 'a' ? 'b' : 'a';
    const typo = key.secret.slice(0, -8) + last + key.secret.slice(-7);
    expect(parseKeySecret(typo)).toBeUndefined();
    expect(parseKeySecret(key.secret.slice(0, -1))).toBeUndefined();
    expect(parseKeySecret('sk_live_whatever')).toBeUndefined();
    expect(generateKeySecret('restricted').secret.startsWith('cf_rk_')).toBe(true);
    expect(generateKeySecret('test').secret.startsWith('cf_test_')).toBe(true);
  });

  it('are proven by an HMAC with the pepper, never by the stored text alone', () => {
    const pepper = keyPepper('x'.repeat(32));
    const { secret } = generateKeySecret('test');
    const stored = hashKeySecret(pepper, secret);
    expect(stored).not.toContain(secret);
    expect(keyMatches(pepper, secret, stored)).toBe(true);
    expect(keyMatches(keyPepper('y'.repeat(32)), secret, stored)).toBe(false);
    expect(keyMatches(pepper, generateKeySecret('test').secret, stored)).toBe(false);
  });
});

describe('stored key hashes', () => {
  it('name their pepper, and a hash stored before they did still proves its key', () => {
    const [current, previous] = [keyPepper('n'.repeat(32)), keyPepper('o'.repeat(32))];
    const { secret } = generateKeySecret('live');
    expect(hashKeySecret(current, secret)).toMatch(
      new RegExp(`^${pepperId(current)}:[0-9a-f]{64}$`),
    );
    expect(matchingPepper([current, previous], secret, hashKeySecret(previous, secret))).toBe(1);
    const bare = createHmac('sha256', previous).update(secret).digest('hex');
    expect(matchingPepper([current, previous], secret, bare)).toBe(1);
    expect(matchingPepper([current], secret, bare)).toBe(-1);
  });
});
