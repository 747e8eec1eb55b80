import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../../shared/schemas/agent';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { FakeRequestBody } from '../../../test/fake-llm/behaviour';
import type { FakeLlm } from '../../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../../test/fake-llm/openai-fake';
import { seededCoach } from '../../../test/seeded-coach';
import { joinedDeltas, parseEventStream } from '../../../test/sse';
import { buildKnowledgeIndex } from '../retrieval/knowledge-index';
import { createLanguageModel } from './language-model';
import { createModelChatEngine } from './model-chat-engine';

/**
 * A founder's turns with a model, over the OpenAI wire fake: the calculators offered as
 * function tools, their exact figures reaching the reply, and the reply's language.
 */
type Message = { role: string; content: unknown };
type OfferedTool = { function: { name: string; parameters: { properties: object } } };
const messagesOf = (body: FakeRequestBody) => body.messages as Message[];
const toolMessage = (body: FakeRequestBody) => messagesOf(body).find((m) => m.role === 'tool');
const systemOf = (body: unknown) =>
  String(messagesOf(body as FakeRequestBody).find((m) => m.role === 'system')?.content);

const RUNWAY_QUESTION =
  'We have $200k in the bank and burn $15k per month. How long is our runway?';
const CALCULATORS = [
  'runway',
  'default_alive',
  'cac_payback',
  'ltv',
  'burn_multiple',
  'price_change_churn',
  'round_dilution',
  'safe_conversion',
  'break_even',
  'churn_lifetime',
];

let fake: FakeLlm;
let t: TestApp;
let coach: Agent;
beforeAll(async () => {
  fake = await startOpenAiFake();
  t = await buildTestApp({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'founder-model',
      LLM_MAX_RETRIES: '0',
    },
  });
  coach = await seededCoach(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ask = (message: string, session = randomUUID(), url = '/api/chat') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: { message, session_id: session, agent_id: coach.id },
  });

describe('the founder calculators offered to a model', () => {
  it('are offered to a coach without tools of its own, each with its inputs', async () => {
    fake.reset();
    expect((await ask(RUNWAY_QUESTION)).statusCode).toBe(200);
    const body = fake.requests[0]!.body as { tools: OfferedTool[] };
    const offered = body.tools.map((tool) => tool.function.name);
    expect(offered).toEqual(expect.arrayContaining(CALCULATORS));
    const runway = body.tools.find((tool) => tool.function.name === 'runway')!;
    expect(Object.keys(runway.function.parameters.properties)).toEqual(
      expect.arrayContaining(['cash', 'monthlyNetBurn']),
    );
    expect(systemOf(body)).toContain('call the matching calculator tool');
  });

  it("work out the model's call exactly, and the result reaches the founder's reply", async () => {
    fake.reset();
    fake.setBehaviour({
      // The model asks for runway with the founder's figures, then answers from the result.
      toolCall: (body) =>
        toolMessage(body)
          ? undefined
          : { name: 'runway', arguments: { cash: 200_000, monthlyNetBurn: 15_000, currency: '$' } },
      reply: (body) => `Worked out: ${String(toolMessage(body)?.content)}`,
    });
    try {
      const session = randomUUID();
      const res = await ask(RUNWAY_QUESTION, session, '/api/chat/stream');
      expect(res.statusCode).toBe(200);
      const events = parseEventStream(res.body);
      expect(String(toolMessage(fake.requests[1]!.body as FakeRequestBody)?.content)).toContain(
        '13.3 months',
      );
      const reply = joinedDeltas(events);
      expect(reply).toContain('13.3 months');
      expect(reply).toContain('$200,000 ÷ $15,000 per month');
      // The person sees the calculation made, then done, before the words that use it.
      expect(events.filter((e) => e.event === 'tool').map((e) => e.data)).toEqual([
        { tool: 'runway', label: 'Calculating Runway…', status: 'running' },
        { tool: 'runway', label: 'Calculating Runway…', status: 'done' },
      ]);
      const stored = (
        await t.app.inject(`/api/conversations/${session}?agent_id=${coach.id}`)
      ).json() as { messages: { content: string }[] };
      expect(stored.messages[1]!.content).toContain('13.3 months');
    } finally {
      fake.setBehaviour({});
    }
  });
});

describe("the reply's language told to a model", () => {
  it("names the language of the founder's message, and keeps it for a short follow-up", async () => {
    fake.reset();
    const session = randomUUID();
    await ask(
      'Como sei se tenho product-market fit? Temos 40 clientes pagantes e churn de 8% ao mês.',
      session,
    );
    expect(systemOf(fake.requests[0]!.body)).toContain('Answer in Portuguese');
    await ask('ok', session);
    expect(systemOf(fake.requests[1]!.body)).toContain('Answer in Portuguese');
    await ask('How long is our runway with $90k and $10k a month?', session);
    expect(systemOf(fake.requests[2]!.body)).toContain('Answer in English');
  });

  it("names a voice call's language, whatever the words read as", async () => {
    fake.reset();
    const { model, name } = createLanguageModel({
      provider: 'openai-compatible',
      baseUrl: fake.url,
      model: 'founder-model',
    } as Parameters<typeof createLanguageModel>[0]);
    const engine = createModelChatEngine({
      model,
      name,
      timeoutMs: 10_000,
      maxRetries: 0,
      maxOutputTokens: 200,
      budget: { knowledgeChars: 10_000, filesChars: 10_000 },
    });
    const knowledge = 'Runway is cash divided by monthly net burn.';
    const turn = {
      agent: { id: 'a1', name: 'Finance Coach', instruction: '', knowledge, tools: [] },
      knowledgeIndex: () => buildKnowledgeIndex(knowledge),
      message: 'How long is our runway?',
      history: [],
      files: [],
      earlierFiles: [],
      tools: [],
      language: 'es' as const,
    };
    let reply = '';
    const run = engine.run(turn, { signal: new AbortController().signal, streaming: false });
    for await (const event of run) if (event.type === 'delta') reply += event.text;
    expect(reply).toBe('Fake reply to: How long is our runway?');
    expect(systemOf(fake.requests[0]!.body)).toContain(
      'Answer in Spanish, the language of this call',
    );
  });
});
