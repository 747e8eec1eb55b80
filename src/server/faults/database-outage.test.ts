import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { bearer, signUp, type TestAccount } from '../test/accounts';
import { eventually } from '../test/eventually';
import { startSmtpFake, type SmtpFake } from '../test/smtp-fake';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { TEST_AUTH_SECRET } from '../test/test-auth-secret';
import { createScratchPostgres, testDbKind } from '../test/test-database';

/**
 * Postgres stops mid-run (a relay in front of the machine's server drops every connection
 * and refuses new ones) and comes back: the app answers 503 in the error shape meanwhile,
 * health says so, and it serves again without a restart.
 */
describe.skipIf(testDbKind !== 'postgres')('when Postgres stops and returns', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let person: TestAccount;
  let mail: SmtpFake;

  beforeAll(async () => {
    // Where sign-up's confirmation link is read.
    mail = await startSmtpFake();
    scratch = await createScratchPostgres();
    const direct = new URL(scratch.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(scratch.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    database = await openDatabase({ kind: 'postgres', url: relayed.toString(), poolSize: 4 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: relayed.toString(),
      AUTH_SECRET: TEST_AUTH_SECRET,
      SMTP_URL: mail.url,
    });
    app = await buildApp(config, { database });
    await app.ready();
    person = await signUp(app);
  });

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
    await mail?.close();
  });

  it('answers 503 with a sentence while it is away, and recovers by itself', async () => {
    const profile = () =>
      app.inject({ url: '/api/subscription', headers: bearer(person.accessToken) });
    expect((await profile()).statusCode).toBe(200);

    await proxy.cut();
    const refused = await profile();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The service cannot reach its database right now. Please try again in a moment.',
      },
      detail: 'The service cannot reach its database right now. Please try again in a moment.',
    });
    const write = await app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(person.accessToken),
      payload: { name: 'Away', description: 'x', instruction: 'x', knowledge: 'x' },
    });
    expect(write.statusCode).toBe(503);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: app.config.publicUrl },
      payload: { email: person.email, password: 'correct horse 1' },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json().error.message).toMatch(/cannot reach its database/);
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().database).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/does not answer/),
    });

    await proxy.restore();
    expect(await eventually(async () => (await profile()).statusCode === 200, 10_000)).toBe(true);
    expect((await app.inject({ url: '/api/health' })).json().database.ok).toBe(true);
  });
});
