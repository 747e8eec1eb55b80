import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/api-keys-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let agentId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  agentId = await createKeyedAgent(t.app, owner);
});
afterAll(() => t.close());

const as = (account: TestAccount) => bearer(account.accessToken);
const keysUrl = (agent = agentId) => `/api/auth/api-keys/${agent}`;

describe('managing API keys', () => {
  it('creates a key whose secret is shown once, then lists it newest first without it', async () => {
    const first = await createApiKey(t.app, owner, agentId, { name: 'Backend' });
    const second = await createApiKey(t.app, owner, agentId, {
      name: 'Staging',
      key_type: 'test',
      allowed_domains: ['staging.acme.com'],
      rate_limit_per_hour: 500,
      session_timeout_seconds: 1800,
    });
    expect(first).toMatchObject({ name: 'Backend', key_type: 'live', status: 'active' });
    expect(first.secret_key).toMatch(/^cf_live_/);
    expect(first.secret_key.startsWith(first.key_prefix)).toBe(true);
    expect(first.key_prefix).toHaveLength('cf_live_'.length + 8);
    expect(second).toMatchObject({ rate_limit_per_hour: 500, session_timeout_seconds: 1800 });
    expect(second.secret_key).toMatch(/^cf_test_/);

    const list = await t.app.inject({ url: keysUrl(), headers: as(owner) });
    expect(list.statusCode).toBe(200);
    const ids = list.json().keys.map((k: { id: string }) => k.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.body).not.toContain(first.secret_key);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, first.id));
    expect(JSON.stringify(row)).not.toContain(first.secret_key.slice(-40));
  });

  it('refuses a body agent_id that is not the path agent, and expiries in the past', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: keysUrl(),
      headers: as(owner),
      payload: { name: 'x', agent_id: randomUUID() },
    });
    expect(other.statusCode).toBe(400);
    const past = await t.app.inject({
      method: 'POST',
      url: keysUrl(),
      headers: as(owner),
      payload: { name: 'x', expires_at: '2020-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('expires_at must be in the future.');
    const same = await createApiKey(t.app, owner, agentId, { agent_id: agentId });
    expect(same.agent_id).toBe(agentId);
  });

  it('updates a key, revokes it (twice is fine) and refuses to change it afterwards', async () => {
    const key = await createApiKey(t.app, owner, agentId);
    const url = `${keysUrl()}/${key.id}`;
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: as(owner),
      payload: { name: 'Renamed', allowed_domains: ['*.acme.com'], rate_limit_per_hour: 5 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', rate_limit_per_hour: 5 });

    const revoked = await t.app.inject({ method: 'DELETE', url, headers: as(owner) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked', name: 'Renamed' });
    const again = await t.app.inject({ method: 'DELETE', url, headers: as(owner) });
    expect(again.statusCode).toBe(200);
    expect(again.json().revoked_at).toBe(revoked.json().revoked_at);

    const change = await t.app.inject({
      method: 'PUT',
      url,
      headers: as(owner),
      payload: { name: 'Back' },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().error.message).toContain('revoked');
    const one = await t.app.inject({ url, headers: as(owner) });
    expect(one.json().status).toBe('revoked');
  });

  it("shows a key's live limiter state", async () => {
    const key = await createApiKey(t.app, owner, agentId, { rate_limit_per_hour: 3 });
    await t.app.inject({ url: '/api/agents', headers: bearer(key.secret_key) });
    const state = await t.app.inject({
      url: `/api/auth/rate-limits/${agentId}/${key.id}`,
      headers: as(owner),
    });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ limit: 3, remaining: 2, window_seconds: 3600 });
    expect(Date.parse(state.json().reset)).toBeGreaterThan(Date.now());
  });

  it('tells strangers and visitors nothing about keys', async () => {
    const key = await createApiKey(t.app, owner, agentId);
    for (const url of [
      keysUrl(),
      `${keysUrl()}/${key.id}`,
      `/api/auth/rate-limits/${agentId}/${key.id}`,
    ]) {
      expect((await t.app.inject({ url, headers: as(stranger) })).statusCode).toBe(404);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl()}/${key.id}`,
      headers: as(stranger),
    });
    expect(steal.statusCode).toBe(404);
    const mint = await t.app.inject({
      method: 'POST',
      url: keysUrl(),
      headers: as(stranger),
      payload: { name: 'x' },
    });
    expect(mint.statusCode).toBe(404);
    // A key cannot manage keys: only its signed-in owner can.
    const withKey = await t.app.inject({ url: keysUrl(), headers: bearer(key.secret_key) });
    expect(withKey.statusCode).toBe(401);
  });

  it("leaves better-auth's own /api/auth routes working beside these", async () => {
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: bearer(owner.sessionToken),
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe(owner.userId);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: owner.email, password: 'correct horse 1' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('POST /api/auth/validate-key', () => {
  const validate = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/validate-key', payload });

  it('says yes only for an active key of that agent from an allowed origin, and nothing more', async () => {
    const key = await createApiKey(t.app, owner, agentId, { allowed_domains: ['acme.com'] });
    const ok = await validate({ api_key: key.secret_key, agent_id: agentId });
    expect(ok.json()).toEqual({ valid: true });
    expect(
      (
        await validate({ api_key: key.secret_key, agent_id: agentId, origin: 'https://acme.com' })
      ).json(),
    ).toEqual({ valid: true });
    const answers = await Promise.all([
      validate({ api_key: key.secret_key, agent_id: agentId, origin: 'https://evil.com' }),
      validate({ api_key: key.secret_key, agent_id: randomUUID() }),
      validate({ api_key: 'cf_live_nonsense', agent_id: agentId }),
      validate({
        api_key: key.secret_key.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
        agent_id: agentId,
      }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ valid: false });
    }
    await t.app.inject({ method: 'DELETE', url: `${keysUrl()}/${key.id}`, headers: as(owner) });
    expect((await validate({ api_key: key.secret_key, agent_id: agentId })).json()).toEqual({
      valid: false,
    });
  });

  it('is limited per address so keys cannot be guessed through it, even all at once', async () => {
    // Sent together: each call must be counted as it arrives (30 pass), not as the burst ends.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/validate-key',
          payload: { api_key: 'cf_live_guess', agent_id: agentId },
          remoteAddress: '10.9.8.7',
        }),
      ),
    );
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited.length).toBe(10);
    expect(limited[0]?.headers['retry-after']).toBeDefined();
    expect(limited[0]?.json().error.code).toBe('rate_limited');
  });
});
