import { APICallError } from '@ai-sdk/provider';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FakeRequestBody } from '../../../test/fake-llm/behaviour';
import type { FakeLlm } from '../../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../../test/fake-llm/openai-fake';
import { createLanguageModel } from './language-model';
import { toModelError } from './model-errors';
import { runModelSteps, type ModelCall, type StepEvent } from './model-steps';
import type { ModelToolSet } from './model-tools';

let fake: FakeLlm;
let model: ModelCall['model'];
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

/** A price lookup whose calls the test counts. */
function priceTool() {
  const seen: unknown[] = [];
  const tools: ModelToolSet = {
    price_of: {
      description: 'The monthly price of a plan.',
      inputSchema: z.object({ plan: z.string().describe('The plan name') }),
      execute: (input) => {
        seen.push(input);
        return Promise.resolve({ price: 79 });
      },
    },
  };
  return { tools, seen };
}

async function run(options: Partial<ModelCall> = {}) {
  const events: StepEvent[] = [];
  const call: ModelCall = {
    model,
    prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
    tools: {},
    maxSteps: 4,
    maxRetries: 0,
    maxOutputTokens: 200,
    signal: new AbortController().signal,
    streaming: false,
    ...options,
  };
  for await (const event of runModelSteps(call)) events.push(event);
  return {
    text: events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join(''),
    calls: events.filter((e) => e.type === 'tool-call'),
  };
}

describe.each([false, true])('model steps (streaming: %s)', (streaming) => {
  it('asks again after a 503, waiting the Retry-After the provider sent', async () => {
    fake.setBehaviour({ failStatus: 503, failTimes: 1, retryAfterMs: 5 });
    expect((await run({ streaming, maxRetries: 1 })).text).toBe('Fake reply to: Hi');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after its retries and reports the provider’s last status', async () => {
    fake.setBehaviour({ failStatus: 503, retryAfterMs: 5 });
    const failure = await run({ streaming, maxRetries: 2 }).catch((error: unknown) => error);
    expect(fake.requests).toHaveLength(3);
    expect(toModelError(failure, false).message).toBe(
      'The language model could not answer (it replied with status 503). Please try again.',
    );
  });

  it('does not ask again after a refusal that would fail the same way', async () => {
    fake.setBehaviour({ failStatus: 400 });
    const failure = await run({ streaming, maxRetries: 2 }).catch((error: unknown) => error);
    expect(APICallError.isInstance(failure) && failure.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(1);
  });

  it('runs the tool the model calls and answers from its result', async () => {
    const { tools, seen } = priceTool();
    fake.setBehaviour({
      toolCall: (body) =>
        toolAnswer(body) ? undefined : { name: 'price_of', arguments: { plan: 'team' } },
      reply: (body) => `The tool said ${JSON.stringify(toolAnswer(body)?.content)}`,
    });
    const answer = await run({ streaming, tools });
    expect(answer.calls).toEqual([
      { type: 'tool-call', toolName: 'price_of', input: { plan: 'team' } },
    ]);
    expect(seen).toEqual([{ plan: 'team' }]);
    expect(answer.text).toBe(`The tool said ${JSON.stringify('{"price":79}')}`);
    // The tool's input went out as JSON Schema, with the description the model reads.
    const offered = (fake.requests[0]!.body as { tools: { function: unknown }[] }).tools;
    expect(offered[0]!.function).toMatchObject({
      name: 'price_of',
      description: 'The monthly price of a plan.',
      parameters: {
        type: 'object',
        properties: { plan: { type: 'string', description: 'The plan name' } },
        required: ['plan'],
      },
    });
  });

  it('tells the model when its call was wrong instead of running the tool', async () => {
    const { tools, seen } = priceTool();
    for (const [wrong, why] of [
      [{ name: 'price_of', arguments: { tier: 'team' } }, 'The input for price_of was not valid'],
      [{ name: 'drop_tables', arguments: {} }, 'There is no tool named drop_tables.'],
    ] as const) {
      fake.reset();
      fake.setBehaviour({
        toolCall: (body) => (toolAnswer(body) ? undefined : wrong),
        reply: (body) => `Noted: ${String(toolAnswer(body)?.content)}`,
      });
      const answer = await run({ streaming, tools });
      expect(answer.text).toContain(why);
      expect(answer.calls).toEqual([]);
    }
    expect(seen).toEqual([]);
  });

  it('stops after its last step without running that step’s calls', async () => {
    const { tools, seen } = priceTool();
    fake.setBehaviour({ toolCall: () => ({ name: 'price_of', arguments: { plan: 'team' } }) });
    const answer = await run({ streaming, tools, maxSteps: 3 });
    expect(fake.requests).toHaveLength(3);
    expect(seen).toHaveLength(2);
    expect(answer.calls).toHaveLength(2);
  });
});
