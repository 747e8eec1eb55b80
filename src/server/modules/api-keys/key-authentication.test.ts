import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/api-keys-schema';
import { user } from '../../db/auth-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const HOUR = 3_600_000;
let t: TestApp;
let owner: TestAccount;
let agentId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t.app);
  agentId = await createKeyedAgent(t.app, owner);
});
afterAll(() => t.close());

/** A cheap call that needs a principal: the key's own agent in the catalogue. */
const listAgents = (secret: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/agents', headers: { ...bearer(secret), ...headers } });

describe('calling the API with a key', () => {
  it('acts as the key: sees only its agent, with the limit headers on every answer', async () => {
    const key = await createApiKey(t.app, owner, agentId, { rate_limit_per_hour: 50 });
    const res = await listAgents(key.secret_key);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { id: string }) => a.id)).toEqual([agentId]);
    expect(res.headers['x-ratelimit-limit']).toBe('50');
    expect(res.headers['x-ratelimit-remaining']).toBe('49');
    expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
    const keys = await t.app.inject({
      url: `/api/auth/api-keys/${agentId}/${key.id}`,
      headers: bearer(owner.accessToken),
    });
    expect(keys.json().last_used_at).not.toBeNull();
  });

  it('refuses mistyped, unknown, revoked and expired keys with a sentence each', async () => {
    const key = await createApiKey(t.app, owner, agentId);
    const typo = key.secret_key.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    const mistyped = await listAgents(typo);
    expect(mistyped.statusCode).toBe(401);
    expect(mistyped.json().error.message).toContain('not a valid API key');

    const revoked = await createApiKey(t.app, owner, agentId);
    expect((await listAgents(revoked.secret_key)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/api-keys/${agentId}/${revoked.id}`,
      headers: bearer(owner.accessToken),
    });
    const afterRevoke = await listAgents(revoked.secret_key);
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().error.message).toBe('This API key has been revoked.');

    const expired = await createApiKey(t.app, owner, agentId);
    const past = new Date('2024-05-01T10:00:00Z');
    await t.database.db.update(apiKeys).set({ expiresAt: past }).where(eq(apiKeys.id, expired.id));
    t.app.apiKeys.forget(expired.id);
    const afterExpiry = await listAgents(expired.secret_key);
    expect(afterExpiry.statusCode).toBe(401);
    expect(afterExpiry.json().error.message).toBe(
      'This API key expired on 2024-05-01T10:00:00.000Z.',
    );
  });

  it('stops working when the owner account is disabled', async () => {
    const person = await signUp(t.app);
    const theirs = await createKeyedAgent(t.app, person);
    const key = await createApiKey(t.app, person, theirs);
    expect((await listAgents(key.secret_key)).statusCode).toBe(200);
    await t.database.db.update(user).set({ disabled: true }).where(eq(user.id, person.userId));
    t.app.apiKeys.forget(key.id);
    expect((await listAgents(key.secret_key)).statusCode).toBe(401);
  });

  it('from a browser, works only on the allowed domains', async () => {
    const key = await createApiKey(t.app, owner, agentId, {
      allowed_domains: ['acme.com', '*.acme.dev', 'https://shop.example:8443'],
    });
    const from = (origin: string) => listAgents(key.secret_key, { origin });
    expect((await from('https://acme.com')).statusCode).toBe(200);
    expect((await from('https://ACME.com:444')).statusCode).toBe(200);
    expect((await from('https://app.acme.dev')).statusCode).toBe(200);
    expect((await from('https://shop.example:8443')).statusCode).toBe(200);
    expect((await from('https://shop.example')).statusCode).toBe(403);
    expect((await from('https://acme.dev')).statusCode).toBe(403);
    const wrong = await from('https://evil.example');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({ code: 'origin_not_allowed' });
    expect(wrong.json().error.message).toContain('https://evil.example');
    const referred = await listAgents(key.secret_key, { referer: 'https://evil.example/page' });
    expect(referred.statusCode).toBe(403);
    // A server call has no Origin: allowed domains do not apply.
    expect((await listAgents(key.secret_key)).statusCode).toBe(200);
  });

  it('lets exactly the hourly limit through when 50 calls arrive at once', async () => {
    const key = await createApiKey(t.app, owner, agentId, { rate_limit_per_hour: 20 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => listAgents(key.secret_key)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(30);
    const [first] = refused;
    expect(first?.json().error.code).toBe('rate_limited');
    expect(Number(first?.headers['retry-after'])).toBeGreaterThan(0);
    expect(first?.headers['x-ratelimit-remaining']).toBe('0');
    expect(first?.headers['x-ratelimit-limit']).toBe('20');
  });

  it('says on each accepted answer when one more call will fit, as the sliding window decides', async () => {
    const key = await createApiKey(t.app, owner, agentId, { rate_limit_per_hour: 2 });
    const hourStart = Math.floor(Date.now() / HOUR) * HOUR;
    const resetOf = (res: { headers: Record<string, unknown> }) =>
      Number(res.headers['x-ratelimit-reset']) * 1000;
    const first = await listAgents(key.secret_key);
    const second = await listAgents(key.secret_key);
    const refused = await listAgents(key.secret_key);
    if (Math.floor(Date.now() / HOUR) * HOUR !== hourStart) return; // crossed an hour: retry later
    // One call counted: it has weighed nothing only once the next hour has passed too.
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    expect(resetOf(first)).toBe(hourStart + 2 * HOUR);
    // At the limit: the next call fits once the two weigh one, half an hour into the next hour,
    // the moment the refusal names too; the top of the hour would be a promise broken.
    expect(second.headers['x-ratelimit-remaining']).toBe('0');
    expect(resetOf(second)).toBe(hourStart + HOUR + HOUR / 2);
    expect(refused.statusCode).toBe(429);
    expect(resetOf(refused)).toBe(resetOf(second));
  });

  it('applies a changed limit at once', async () => {
    const key = await createApiKey(t.app, owner, agentId, { rate_limit_per_hour: 100 });
    expect((await listAgents(key.secret_key)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: `/api/auth/api-keys/${agentId}/${key.id}`,
      headers: bearer(owner.accessToken),
      payload: { rate_limit_per_hour: 1 },
    });
    expect((await listAgents(key.secret_key)).statusCode).toBe(429);
  });
});
