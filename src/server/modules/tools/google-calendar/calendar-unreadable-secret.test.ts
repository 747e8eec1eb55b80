import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { bearer, signUp } from '../../../test/accounts';
import {
  GOOD_TOKEN,
  startCalendarFake,
  type CalendarFake,
} from '../../../test/fake-tools/calendar-fake';
import { calendarSetup, configUrl } from '../../../test/renewable-calendar';
import { createSchedulingAgent } from '../../../test/scheduling-agent';
import { startSmtpFake, type SmtpFake } from '../../../test/smtp-fake';
import { TEST_AUTH_SECRET } from '../../../test/test-auth-secret';
import { openTestDatabase, testDbKind } from '../../../test/test-database';
import { AUTH_EXPIRED_MESSAGE } from '../runtime/google-calendar/google-errors';
import { createSecretBox } from '../secret-box';
import { loadCalendarTool, type CalendarToolLog } from './calendar-tool';

const newKey = () => randomBytes(32);

let google: CalendarFake;
/** Where sign-up's confirmation link is read. */
let mail: SmtpFake;
let database: Database;
let agentId: string;
/** The key the setup was sealed under; the app below runs with another (the key was rotated). */
const oldKey = newKey();
const rotatedKey = newKey();
let app: FastifyInstance;

const startApp = async (key: Buffer) => {
  const started = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: './dist/web',
      CATALOGUE_CACHE_TTL_MS: '0',
      GOOGLE_API_BASE_URL: google.url,
      TOOLS_ALLOW_PRIVATE_NETWORK: 'true',
      TOOL_SECRETS_KEY: key.toString('base64'),
      SMTP_URL: mail.url,
      ...(testDbKind === 'postgres' ? { AUTH_SECRET: TEST_AUTH_SECRET } : {}),
    }),
    { database },
  );
  await started.ready();
  return started;
};

beforeAll(async () => {
  mail = await startSmtpFake();
  google = await startCalendarFake();
  google.busy['founder@example.com'] = [];
  database = await openTestDatabase();
  // The owner connects the calendar while the server has the old key.
  const before = await startApp(oldKey);
  try {
    const owner = await signUp(before);
    agentId = await createSchedulingAgent(before, owner);
    const saved = await before.inject({
      method: 'PUT',
      url: configUrl(agentId),
      headers: bearer(owner.accessToken),
      payload: calendarSetup({ access_token: GOOD_TOKEN, expires_in: 3599 }),
    });
    expect(saved.statusCode).toBe(200);
  } finally {
    await before.close(); // the database is the test's: it stays open
  }
  app = await startApp(rotatedKey);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await google?.close();
  await mail?.close();
});

describe('a calendar setup sealed under a key the server no longer has', () => {
  const chat = (message: string, session = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message, session_id: session, agent_id: agentId },
    });

  it('still lets people chat with the agent, and the calendar asks for a reconnect', async () => {
    const hello = await chat('Hi! What do you help founders with?');
    expect(hello.statusCode).toBe(200);
    expect(hello.json().response).toEqual(expect.any(String));
    expect(hello.json().response).not.toContain(AUTH_EXPIRED_MESSAGE);

    const booking = await chat('Can we schedule a call next week?');
    expect(booking.statusCode).toBe(200);
    expect(booking.json().response).toContain(AUTH_EXPIRED_MESSAGE);
    expect(google.requests).toHaveLength(1); // only the save's; no call with a garbled token
  });

  it('is reported once per agent, with its id and no secret', async () => {
    const config = app.config.tools;
    const box = createSecretBox(rotatedKey);
    const warnings: Array<[Record<string, unknown>, string]> = [];
    const log: CalendarToolLog = { warn: (details, message) => warnings.push([details, message]) };
    const load = () =>
      loadCalendarTool({
        db: database.db,
        box,
        config,
        agent: { id: agentId, name: 'Scheduling Coach' },
        log,
      });

    const tool = await load();
    expect(tool).toBeDefined();
    await expect(tool?.freeSlots(new Date())).rejects.toMatchObject({
      name: 'ToolError',
      code: 'calendar_auth_expired',
      message: AUTH_EXPIRED_MESSAGE,
    });
    await load();
    await load();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[0]).toEqual({ agentId, toolId: 'google_calendar' });
    expect(warnings[0]?.[1]).toContain('TOOL_SECRETS_KEY');
    expect(JSON.stringify(warnings)).not.toContain(GOOD_TOKEN);
    expect(JSON.stringify(warnings)).not.toContain('v1.');
  });

  it('works again under the key it was sealed with', async () => {
    const tool = await loadCalendarTool({
      db: database.db,
      box: createSecretBox(oldKey),
      config: app.config.tools,
      agent: { id: agentId, name: 'Scheduling Coach' },
      log: { warn: () => expect.unreachable('no warning for a readable secret') },
    });
    expect((await tool?.freeSlots(new Date()))?.length).toBeGreaterThan(0);
  });
});
