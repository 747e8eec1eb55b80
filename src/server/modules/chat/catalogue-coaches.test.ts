import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_AGENTS } from '../../db/seed-agents';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seededCoach } from '../../test/seeded-coach';
import type { ChatEngine, EngineTurn } from './chat-engine';

/** An engine that answers "ok" and keeps the turns it was given, to read what reached it. */
function recordingEngine(): ChatEngine & { turns: EngineTurn[] } {
  const turns: EngineTurn[] = [];
  return {
    name: 'recording',
    turns,
    async *run(turn) {
      turns.push(turn);
      yield { type: 'delta', text: 'ok' };
    },
  };
}

let t: TestApp;
let owner: TestAccount;
let ownAgent: string;
const engine = recordingEngine();
const SITE = 'https://shop.example.com';

beforeAll(async () => {
  t = await buildTestApp();
  // Every turn, whatever its key type, goes to the recording engine.
  t.app.chatRuntime.engine = engine;
  t.app.chatRuntime.offlineEngine = engine;
  owner = await signUp(t.app);
  ownAgent = await createKeyedAgent(t.app, owner, { widget_allowed_domains: ['shop.example.com'] });
});
afterAll(() => t.close());

/** The catalogue coaches the engine was handed for one message sent with `headers`. */
async function coachesReaching(
  headers: Record<string, string>,
  agentId: string,
  session: string = randomUUID(),
) {
  const before = engine.turns.length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers,
    payload: { message: 'How do I bake sourdough bread?', session_id: session, agent_id: agentId },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(engine.turns).toHaveLength(before + 1);
  return engine.turns.at(-1)!.otherCoaches ?? [];
}

describe("the catalogue's coaches an engine may name", () => {
  it("reach a visitor's turn in the app: every other seeded coach, linked, its knowledge searchable", async () => {
    const fundraising = await seededCoach(t.app, 'Fundraising Coach');
    const coaches = await coachesReaching({}, fundraising.id);
    expect(coaches.map((c) => c.name).sort()).toEqual(
      SEED_AGENTS.map((a) => a.name)
        .filter((name) => name !== 'Fundraising Coach')
        .sort(),
    );
    const pricing = await seededCoach(t.app, 'Pricing Strategist');
    expect(coaches.find((c) => c.name === 'Pricing Strategist')?.link).toBe(
      `/agents/${pricing.id}/run`,
    );
    expect(coaches.find((c) => c.name === 'Pricing Strategist')?.knowledgeIndex().topics).toContain(
      'value metric',
    );
  });

  it("reach a signed-in person's turn with their own agent: all the seeded coaches", async () => {
    const coaches = await coachesReaching(bearer(owner.accessToken), ownAgent);
    expect(coaches.map((c) => c.name).sort()).toEqual(SEED_AGENTS.map((a) => a.name).sort());
  });

  it.each(['live', 'test'] as const)('do not reach a turn through a %s API key', async (type) => {
    const key = await createApiKey(t.app, owner, ownAgent, { key_type: type });
    expect(await coachesReaching(bearer(key.secret_key), ownAgent)).toEqual([]);
  });

  it("do not reach a widget's turn on a customer's site", async () => {
    const key = await createApiKey(t.app, owner, ownAgent, { key_type: 'restricted' });
    const session = `w_${randomUUID().replaceAll('-', '')}`;
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/widget/token/${session}/${ownAgent}`,
      headers: { ...bearer(key.secret_key), origin: SITE },
      payload: { agent_id: ownAgent, session_id: session },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const widget = { ...bearer(opened.json().token), origin: SITE };
    expect(await coachesReaching(widget, ownAgent, session)).toEqual([]);
  });
});
