import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { sql } from 'drizzle-orm';
import { agents } from './schema';
import { seedAgents } from './seed';
import { SEED_AGENTS } from './seed-agents';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const countAgents = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(agents))[0]?.n;

it('seeds the coaches once: a second start adds nothing', async () => {
  expect(await countAgents()).toBe(SEED_AGENTS.length);
  expect(await seedAgents(t.database.db)).toBe(0);
  expect(await countAgents()).toBe(SEED_AGENTS.length);
});

it('ships at least six coaches with substantial instructions and knowledge', () => {
  expect(SEED_AGENTS.length).toBeGreaterThanOrEqual(6);
  for (const agent of SEED_AGENTS) {
    expect(agent.description.length).toBeLessThanOrEqual(300);
    expect(agent.instruction.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3);
    expect(agent.knowledge.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(5);
  }
});
