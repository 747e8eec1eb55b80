import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { accessTokenFor, bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey } from '../../test/api-key-fixtures';
import {
  GOOD_TOKEN,
  startCalendarFake,
  type CalendarFake,
} from '../../test/fake-tools/calendar-fake';
import { calendarSetup, configUrl } from '../../test/renewable-calendar';
import { createSchedulingAgent } from '../../test/scheduling-agent';
import { openTestDatabase } from '../../test/test-database';
import { writeStoredSettings } from '../admin/settings/stored-settings';
import { AUTH_EXPIRED_MESSAGE } from '../tools/runtime/google-calendar/google-errors';

const OLD = 'the-secret-this-database-was-set-up-with-0001';
const NEW = 'the-secret-that-replaces-it-after-a-leak-00002';

let google: CalendarFake;
let database: Database;
let app: FastifyInstance | undefined;
let lines: string[] = [];

/** The app on the same database under the given secrets (no TOOL_SECRETS_KEY: derived). */
async function startWith(env: Record<string, string>) {
  await app?.close();
  app = undefined;
  lines = [];
  const started = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_AGENTS: 'false',
      CATALOGUE_CACHE_TTL_MS: '0',
      GOOGLE_API_BASE_URL: google.url,
      TOOLS_ALLOW_PRIVATE_NETWORK: 'true',
      // Secrets are tested here, not sign-up: people sign in at once.
      REQUIRE_EMAIL_VERIFICATION: 'false',
      ...env,
    }),
    { database, logStream: { write: (line) => lines.push(line) } },
  );
  await started.ready();
  app = started;
  return started;
}
const said = () => lines.map((line) => JSON.parse(line).msg as string);

let owner: TestAccount;
let agentId: string;
let liveKey: string;
let restrictedKey: string;
let widgetToken: string;
const site = 'https://shop.example.com';
const widgetSession = `w_${randomUUID()}`;

const chatAs = (headers: Record<string, string>, message: string, session: string = randomUUID()) =>
  app!.inject({
    method: 'POST',
    url: '/api/chat',
    headers,
    payload: { message, session_id: session, agent_id: agentId },
  });

beforeAll(async () => {
  google = await startCalendarFake();
  google.busy['founder@example.com'] = [];
  database = await openTestDatabase();
  // Before the change: a calendar connected, two keys, a widget open on a customer's page.
  const before = await startWith({ AUTH_SECRET: OLD });
  owner = await signUp(before);
  agentId = await createSchedulingAgent(before, owner);
  const saved = await before.inject({
    method: 'PUT',
    url: configUrl(agentId),
    headers: bearer(owner.accessToken),
    payload: calendarSetup({ access_token: GOOD_TOKEN, expires_in: 3599 }),
  });
  expect(saved.statusCode).toBe(200);
  liveKey = (await createApiKey(before, owner, agentId, { key_type: 'live' })).secret_key;
  restrictedKey = (await createApiKey(before, owner, agentId, { key_type: 'restricted' }))
    .secret_key;
  const opened = await before.inject({
    method: 'POST',
    url: `/api/widget/token/${widgetSession}/${agentId}`,
    headers: { ...bearer(restrictedKey), origin: site },
    payload: { agent_id: agentId, session_id: widgetSession },
  });
  expect(opened.statusCode).toBe(200);
  widgetToken = opened.json().token;
  // A key an operator gave the console (the offline provider, so chats stay local).
  await writeStoredSettings({
    db: before.db,
    box: before.toolSecrets,
    area: 'model',
    value: { provider: 'offline' },
    keys: { apiKey: 'sk-console-key' },
    updatedBy: 'test',
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await google?.close();
});

describe('replacing the auth secret', () => {
  it('keeps API keys, tool credentials, widget sessions and sign-in keys working', async () => {
    await startWith({ AUTH_SECRET: NEW, AUTH_SECRET_PREVIOUS: OLD });
    expect(said()).toContain(
      'Replacing the auth secret: 1 JWT signing keys and 2 tool credentials and console keys were sealed again with AUTH_SECRET.',
    );
    expect(said()).toContainEqual(
      expect.stringMatching(/^2 API keys still need AUTH_SECRET_PREVIOUS: each is hashed again/),
    );

    expect((await chatAs(bearer(liveKey), 'Hello from our server')).statusCode).toBe(200);
    const widget = { ...bearer(widgetToken), origin: site };
    expect((await chatAs(widget, 'Hello from the page', widgetSession)).statusCode).toBe(200);
    const booking = await chatAs(bearer(liveKey), 'Can we schedule a call next week?');
    expect(booking.statusCode).toBe(200);
    expect(booking.json().response).not.toContain(AUTH_EXPIRED_MESSAGE);
    // Tokens issued before still verify; new ones are signed with the re-encrypted key.
    const profile = await app!.inject({ url: '/api/profile', headers: bearer(owner.accessToken) });
    expect(profile.statusCode).toBe(200);
    const signIn = await app!.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: owner.email, password: 'correct horse 1' },
    });
    expect(signIn.statusCode).toBe(200);
    const fresh = await accessTokenFor(app!, signIn.json().token);
    expect((await app!.inject({ url: '/api/profile', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );
  });

  it('needs the previous secret no more once a key has been used, and says which were not', async () => {
    await startWith({ AUTH_SECRET: NEW });
    expect(said().join('\n')).not.toMatch(/AUTH_SECRET_PREVIOUS/);
    expect(app!.liveSettings.stored().model?.keys.apiKey).toBe('sk-console-key');

    // Used during the change, so hashed again; the restricted key was not.
    expect((await chatAs(bearer(liveKey), 'Still there?')).statusCode).toBe(200);
    const unused = await app!.inject({
      method: 'POST',
      url: `/api/widget/token/${widgetSession}/${agentId}`,
      headers: { ...bearer(restrictedKey), origin: site },
      payload: { agent_id: agentId, session_id: widgetSession },
    });
    expect(unused.statusCode).toBe(401);
    expect(unused.json().error.message).toBe('This API key is not recognised.');
    // Sealed again at the change's first start.
    const booking = await chatAs(bearer(liveKey), 'Can we schedule a call next week?');
    expect(booking.json().response).not.toContain(AUTH_EXPIRED_MESSAGE);
    const signIn = await app!.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: owner.email, password: 'correct horse 1' },
    });
    expect(
      (await app!.inject({ url: '/api/auth/token', headers: bearer(signIn.json().token) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses to start again under the old secret, in a sentence', async () => {
    await expect(startWith({ AUTH_SECRET: OLD })).rejects.toThrow(
      /^AUTH_SECRET is not the secret this database was set up with: API keys, tool credentials and sign-in keys made with that one would stop working\./,
    );
  });
});
