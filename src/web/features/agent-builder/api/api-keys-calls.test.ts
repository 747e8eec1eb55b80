import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../../lib/api-client';
import { startScriptedServer } from '../../../test/scripted-server';
import { createApiKey } from './create-api-key';
import { exportKeyUsage } from './export-key-usage';
import { fetchKeyAnalytics } from './get-key-analytics';
import { fetchKeyUsage } from './get-key-usage';
import { fetchRateLimit } from './get-rate-limit';
import { fetchApiKeys } from './list-api-keys';
import { fetchKeySessions } from './list-key-sessions';
import { revokeApiKey } from './revoke-api-key';

const agentId = '11111111-1111-4111-8111-111111111111';
const keyId = '22222222-2222-4222-8222-222222222222';
const key = {
  id: keyId,
  agent_id: agentId,
  name: 'Widget',
  key_type: 'restricted',
  status: 'active',
  key_prefix: 'cf_rk_Ab12Cd34',
  rate_limit_per_hour: 100,
  session_timeout_seconds: 3600,
  allowed_domains: ['acme.com'],
  created_at: '2026-01-05T12:00:00Z',
  last_used_at: null,
  expires_at: null,
  revoked_at: null,
};

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer();
  server.asPageOrigin();
  setTokenProvider(async () => 'owner-jwt');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  setTokenProvider(async () => undefined);
  await server.close();
});
afterEach(() => {
  server.seen.length = 0;
});

const base = `/api/auth/api-keys/${agentId}`;

describe('the API keys calls', () => {
  it("lists an agent's keys with the owner's bearer", async () => {
    server.answer({ body: { keys: [key] } });
    expect(await fetchApiKeys(agentId)).toEqual({ keys: [key] });
    expect(server.seen[0]).toMatchObject({ method: 'GET', path: base });
    expect(server.seen[0]!.headers.authorization).toBe('Bearer owner-jwt');
  });

  it('creates a key for the agent in the path and hands back its secret', async () => {
    server.answer({ status: 201, body: { ...key, secret_key: 'cf_rk_secret' } });
    const created = await createApiKey(agentId, { name: 'Widget', key_type: 'restricted' });
    expect(created.secret_key).toBe('cf_rk_secret');
    expect(server.seen[0]).toMatchObject({ method: 'POST', path: base });
    expect(JSON.parse(server.seen[0]!.body)).toEqual({
      name: 'Widget',
      key_type: 'restricted',
      agent_id: agentId,
    });
  });

  it("reports a refused creation in the server's words, with its field issues", async () => {
    const issues = [{ path: 'body.allowed_domains.0', message: 'Each allowed domain must be…' }];
    server.answer({
      status: 400,
      body: {
        error: { code: 'validation_error', message: 'Check the fields', details: { issues } },
        detail: 'Check the fields',
      },
    });
    await expect(createApiKey(agentId, { name: 'x' })).rejects.toMatchObject({
      status: 400,
      message: 'Check the fields',
      details: { issues },
    });
  });

  it('revokes with DELETE and answers the revoked key', async () => {
    server.answer({ body: { ...key, status: 'revoked' } });
    expect((await revokeApiKey(agentId, keyId)).status).toBe('revoked');
    expect(server.seen[0]).toMatchObject({ method: 'DELETE', path: `${base}/${keyId}` });
  });

  it("asks for the key's usage, analytics, window and a page of sessions", async () => {
    await fetchKeyUsage(agentId, keyId, 7);
    await fetchKeyAnalytics(agentId, keyId, 90);
    await fetchRateLimit(agentId, keyId);
    await fetchKeySessions(agentId, keyId, { days: 7, skip: 10, limit: 10 });
    expect(server.seen.map((request) => request.path)).toEqual([
      `${base}/${keyId}/usage?days=7`,
      `${base}/${keyId}/analytics?days=90`,
      `/api/auth/rate-limits/${agentId}/${keyId}`,
      `${base}/${keyId}/sessions?days=7&skip=10&limit=10`,
    ]);
  });

  it('downloads an export with the bearer a plain link could not send', async () => {
    server.answer({ body: { key_id: keyId, days: 30, by_day: [] } });
    const file = await exportKeyUsage(agentId, keyId, { format: 'json', days: 30 });
    expect(JSON.parse(await file.text())).toMatchObject({ key_id: keyId });
    expect(server.seen[0]!.path).toBe(`${base}/${keyId}/export?format=json&days=30`);
    expect(server.seen[0]!.headers.authorization).toBe('Bearer owner-jwt');

    server.answer({ status: 404, body: { error: { code: 'not_found', message: 'No such key' } } });
    await expect(exportKeyUsage(agentId, keyId, { format: 'csv', days: 30 })).rejects.toMatchObject(
      { status: 404, message: 'No such key' },
    );
    expect(server.seen[1]!.headers.accept).toBe('text/csv');
  });
});
