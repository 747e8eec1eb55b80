import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../db/auth-schema';
import { openDatabase } from '../../../db/client';
import { eventually } from '../../../test/eventually';
import type { FakeLlm } from '../../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../../test/fake-llm/openai-fake';
import { callJson, signUpOver, type HttpPerson } from '../../../test/http-person';
import { startServerProcess } from '../../../test/server-process';
import { createScratchPostgres, testDbKind } from '../../../test/test-database';

const redisUrl = process.env.TEST_REDIS_URL;
const PUBLIC_URL = 'http://127.0.0.1:8080';
const KEY = 'sk-two-nodes-6044';

type Node = Awaited<ReturnType<typeof startServerProcess>>;

/** The console's model saved on one node answers the next turn on the other, no restart. */
describe.skipIf(testDbKind !== 'postgres' || !redisUrl)('a model saved on one node', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let fake: FakeLlm;
  let a: Node;
  let b: Node;
  let operator: HttpPerson;
  let agentId: string;

  const chat = (node: Node, message: string) =>
    callJson(node.url, '/api/chat', {
      bearer: operator.accessToken,
      body: { message, session_id: randomUUID(), agent_id: agentId },
    });

  beforeAll(async () => {
    fake = await startOpenAiFake({ apiKey: KEY, models: ['llama3.2'] });
    scratch = await createScratchPostgres();
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `cf-test-${randomUUID().slice(0, 8)}:`,
      PUBLIC_URL,
      MODEL_DISCOVERY_URLS: '',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    operator = await signUpOver(a, PUBLIC_URL);
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 });
    await database.db.update(user).set({ operator: true }).where(eq(user.email, operator.email));
    await database.close();
    const created = await callJson(a.url, '/api/agents', {
      bearer: operator.accessToken,
      body: {
        name: 'Launch Coach',
        description: 'Answers from what it was taught',
        instruction: 'Answer from your knowledge.',
        knowledge: 'Launch week starts with a waitlist of early customers.',
        status: 'active',
        mode: 'PUBLIC',
      },
    });
    expect(created.status).toBe(201);
    agentId = created.body.id;
  }, 120_000);

  afterAll(async () => {
    a?.kill();
    b?.kill();
    await Promise.all([a?.exited, b?.exited]);
    await scratch?.drop();
    await fake?.close();
  });

  it("is used by the other node's next chat turn", async () => {
    expect((await chat(b, 'Where do I start?')).body.engine).toBe('offline');
    const saved = await callJson(a.url, '/api/admin/settings/model', {
      method: 'PUT',
      bearer: operator.accessToken,
      body: { provider: 'openai-compatible', base_url: fake.url, model: 'llama3.2', api_key: KEY },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.serving).toBe('openai-compatible/llama3.2');
    // The notice crosses Redis and node B reads the database again: a moment, not a restart.
    const viewOnB = () =>
      callJson(b.url, '/api/admin/settings/model', { bearer: operator.accessToken });
    const switched = await eventually(
      async () => (await viewOnB()).body.serving === 'openai-compatible/llama3.2',
      5_000,
    );
    expect(switched).toBe(true);
    const answer = await chat(b, 'Where do I start?');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      response: 'Fake reply to: Where do I start?',
      engine: 'openai-compatible/llama3.2',
    });
    expect(JSON.stringify((await viewOnB()).body)).not.toContain(KEY);
  });
});
