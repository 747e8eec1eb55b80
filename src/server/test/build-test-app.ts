import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { startSmtpFake, type SmtpFake } from './smtp-fake';
import { TEST_AUTH_SECRET } from './test-auth-secret';
import { openTestDatabase, testDbKind } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The mail server the app sends to (unless the test gave its own SMTP_URL). */
  mail?: SmtpFake;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of its own (or on `database`, closed with it); extra env
 * vars override the test defaults.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Omit<AppDependencies, 'database'>;
    database?: Database;
  } = {},
): Promise<TestApp> {
  // Account e-mails (confirmation links) go to a real SMTP server, read as a person would.
  const mail = options.env?.SMTP_URL === undefined ? await startSmtpFake() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: './dist/web',
    // Tests write rows straight into the database and expect to read them back at once.
    CATALOGUE_CACHE_TTL_MS: '0',
    // Suites send hundreds of turns from one address; chat-rate-limit.test.ts sets real limits.
    CHAT_TURNS_PER_MINUTE_VISITOR: '100000',
    CHAT_TURNS_PER_MINUTE_USER: '100000',
    // …and a day; chat-visitor-quota.test.ts sets the real quota.
    CHAT_TURNS_PER_DAY_VISITOR: '100000',
    // Suites make many agents and turns per account; plan-limit tests pass config/plans.json.
    PLANS_FILE: 'src/server/test/roomy-plans.json',
    // Suites sign up dozens of people from 127.0.0.1; sign-up-throttle.test.ts sets the real limit.
    SIGN_UP_MAX_PER_IP: '100000',
    // Postgres requires one; PGlite in memory makes its own, as on a laptop.
    ...(testDbKind === 'postgres' ? { AUTH_SECRET: TEST_AUTH_SECRET } : {}),
    ...(mail && { SMTP_URL: mail.url }),
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp(config, { ...options.deps, database });
  await app.ready();
  return {
    app,
    database,
    mail,
    async close() {
      await app.close();
      await database.close();
      await mail?.close();
    },
  };
}
