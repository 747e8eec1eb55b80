import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FakeRequestBody } from '../../../test/fake-llm/behaviour';
import type { FakeLlm } from '../../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../../test/fake-llm/openai-fake';
import type { AgentTool } from '../../tools/registry/agent-tool';
import { ToolError } from '../../tools/runtime/tool-error';
import type { EngineEvent, EngineTurn } from '../chat-engine';
import { buildKnowledgeIndex } from '../retrieval/knowledge-index';
import { createLanguageModel } from './language-model';
import { createModelChatEngine } from './model-chat-engine';

/** The model path over the OpenAI wire fake: retries, tool calls and what the person sees. */
let fake: FakeLlm;
let model: ReturnType<typeof createLanguageModel>['model'];
beforeAll(async () => {
  fake = await startOpenAiFake();
  model = createLanguageModel({
    provider: 'openai-compatible',
    baseUrl: fake.url,
    model: 'steps-model',
  } as Parameters<typeof createLanguageModel>[0]).model;
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const messagesOf = (body: FakeRequestBody) => body.messages as { role: string; content: unknown }[];
const toolAnswer = (body: FakeRequestBody) => messagesOf(body).find((m) => m.role === 'tool');

/** A price lookup whose calls the test counts; `fail` makes it throw. */
function priceTool(fail?: Error) {
  const seen: unknown[] = [];
  const tool: AgentTool<{ plan: string }> = {
    name: 'price_of',
    description: 'The monthly price of a plan.',
    inputSchema: z.object({ plan: z.string().describe('The plan name') }),
    execute: (input) => {
      seen.push(input);
      return fail ? Promise.reject(fail) : Promise.resolve({ price: 79 });
    },
    activity: ({ plan }) => ({ label: 'Looking up the price…', target: plan }),
  };
  return { tools: [tool as AgentTool], seen };
}

async function run(options: { streaming: boolean; maxRetries?: number; tools?: AgentTool[] }) {
  const engine = createModelChatEngine({
    model,
    name: 'openai-compatible/steps-model',
    timeoutMs: 10_000,
    maxRetries: options.maxRetries ?? 0,
    maxOutputTokens: 200,
    budget: { knowledgeChars: 1000, filesChars: 1000 },
  });
  const turn: EngineTurn = {
    agent: { id: 'a1', name: 'Coach', instruction: '', knowledge: '', tools: [] },
    knowledgeIndex: () => buildKnowledgeIndex(''),
    message: 'Hi',
    history: [],
    files: [],
    earlierFiles: [],
    tools: options.tools ?? [],
  };
  const events: EngineEvent[] = [];
  const signal = new AbortController().signal;
  for await (const event of engine.run(turn, { signal, streaming: options.streaming })) {
    events.push(event);
  }
  return {
    text: events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join(''),
    calls: events.filter((e) => e.type === 'tool'),
  };
}

const failureOf = (running: Promise<unknown>) => running.catch((error: unknown) => error);

describe.each([false, true])('the model path (streaming: %s)', (streaming) => {
  it('asks again after a 503, waiting the Retry-After the provider sent', async () => {
    fake.setBehaviour({ failStatus: 503, failTimes: 1, retryAfterMs: 5 });
    expect((await run({ streaming, maxRetries: 1 })).text).toBe('Fake reply to: Hi');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after its retries and reports the provider’s last status', async () => {
    fake.setBehaviour({ failStatus: 503, retryAfterMs: 5 });
    const failure = await failureOf(run({ streaming, maxRetries: 2 }));
    expect(fake.requests).toHaveLength(3);
    expect(failure).toMatchObject({
      kind: 'upstream_failed',
      code: 'model_unavailable',
      message:
        'The language model could not answer (it replied with status 503). Please try again.',
    });
  });

  it('does not ask again after a refusal that would fail the same way', async () => {
    fake.setBehaviour({ failStatus: 400 });
    const failure = await failureOf(run({ streaming, maxRetries: 2 }));
    expect(failure).toMatchObject({ kind: 'upstream_failed', code: 'model_unavailable' });
    expect(fake.requests).toHaveLength(1);
  });

  it('runs the tool the model calls, shows it, and answers from its result', async () => {
    const { tools, seen } = priceTool();
    fake.setBehaviour({
      toolCall: (body) =>
        toolAnswer(body) ? undefined : { name: 'price_of', arguments: { plan: 'team' } },
      reply: (body) => `The tool said ${JSON.stringify(toolAnswer(body)?.content)}`,
    });
    const answer = await run({ streaming, tools });
    const shown = {
      type: 'tool',
      tool: 'price_of',
      label: 'Looking up the price…',
      target: 'team',
    };
    expect(answer.calls).toMatchObject([
      { ...shown, status: 'running' },
      { ...shown, status: 'done' },
    ]);
    expect(seen).toEqual([{ plan: 'team' }]);
    expect(answer.text).toBe(`The tool said ${JSON.stringify('{"price":79}')}`);
    // The tool's input went out as JSON Schema, with the description the model reads.
    // The founder calculators are offered beside it, to every agent.
    type Offered = { function: { name: string } };
    const offered = (fake.requests[0]!.body as { tools: Offered[] }).tools;
    expect(offered.map((o) => o.function.name)).toContain('runway');
    expect(offered.find((o) => o.function.name === 'price_of')!.function).toMatchObject({
      name: 'price_of',
      description: 'The monthly price of a plan.',
      parameters: {
        type: 'object',
        properties: { plan: { type: 'string', description: 'The plan name' } },
        required: ['plan'],
      },
    });
  });

  it('fails only the call of a tool that throws, and tells the model in words', async () => {
    for (const [thrown, told] of [
      [new ToolError('down', 'The price list is down.'), 'The price list is down.'],
      [new Error('ECONNRESET 10.0.0.7:5432'), 'The tool failed; try again later.'],
    ] as const) {
      fake.reset();
      const { tools } = priceTool(thrown);
      fake.setBehaviour({
        toolCall: (body) =>
          toolAnswer(body) ? undefined : { name: 'price_of', arguments: { plan: 'team' } },
        reply: (body) => `Noted: ${String(toolAnswer(body)?.content)}`,
      });
      const answer = await run({ streaming, tools });
      expect(answer.calls.map((c) => c.type === 'tool' && c.status)).toEqual(['running', 'failed']);
      expect(answer.text).toContain(told);
      expect(answer.text).not.toContain('10.0.0.7');
    }
  });

  it('tells the model when its call was wrong instead of running the tool', async () => {
    const { tools, seen } = priceTool();
    for (const wrong of [
      { name: 'price_of', arguments: { tier: 'team' } },
      { name: 'drop_tables', arguments: {} },
    ]) {
      fake.reset();
      fake.setBehaviour({
        toolCall: (body) => (toolAnswer(body) ? undefined : wrong),
        reply: (body) => `Noted: ${String(toolAnswer(body)?.content)}`,
      });
      const answer = await run({ streaming, tools });
      expect(answer.text).toContain(wrong.name);
      expect(answer.calls).toEqual([]);
    }
    expect(seen).toEqual([]);
  });

  it('stops asking the model after four requests', async () => {
    const { tools, seen } = priceTool();
    fake.setBehaviour({ toolCall: () => ({ name: 'price_of', arguments: { plan: 'team' } }) });
    await run({ streaming, tools });
    expect(fake.requests).toHaveLength(4);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });
});
