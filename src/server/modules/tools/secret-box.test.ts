import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, toolSecretsKey } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const sealed = box.seal('ya29.secret-google-token');
    expect(sealed).not.toContain('ya29');
    expect(box.open(sealed)).toBe('ya29.secret-google-token');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered value and another key', () => {
    const sealed = box.seal('token');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('uses the configured key, or derives a stable one from the auth secret', () => {
    const configured = randomBytes(32).toString('base64');
    expect(toolSecretsKey(configured, 'x').toString('base64')).toBe(configured);
    expect(toolSecretsKey(undefined, 'auth').equals(toolSecretsKey(undefined, 'auth'))).toBe(true);
    expect(toolSecretsKey(undefined, 'auth').equals(toolSecretsKey(undefined, 'other'))).toBe(
      false,
    );
  });
});
