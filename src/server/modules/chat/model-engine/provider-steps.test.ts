import { dynamicTool, generateText, stepCountIs, streamText, type ToolSet } from 'ai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FakeRequestBody } from '../../../test/fake-llm/behaviour';
import type { FakeLlm } from '../../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../../test/fake-llm/openai-fake';
import type { AgentTool } from '../../tools';
import type { EngineEvent } from '../chat-engine';
import { createLanguageModel } from './language-model';
import { toProviderPrompt } from './model-prompt';
import { runProviderSteps } from './provider-steps';

/**
 * The guard on the step loop kept beside the SDK (DECISIONS.md, issue 32): for the same turn,
 * it must send the provider what streamText/generateText send, step for step, and end with
 * the same words. An SDK upgrade that changes either fails here, before it reaches a person.
 */
let fake: FakeLlm;
let model: ReturnType<typeof createLanguageModel>['model'];
beforeAll(async () => {
  fake = await startOpenAiFake();
  model = createLanguageModel({
    provider: 'openai-compatible',
    baseUrl: fake.url,
    model: 'parity-model',
  } as Parameters<typeof createLanguageModel>[0]).model;
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const runwayInput = z.object({ cash: z.number(), burn: z.number().positive() });
/** Answers with JSON, or (`inWords`) with a sentence, as MCP and HTTP tools often do. */
let inWords = false;
const runway: AgentTool<{ cash: number; burn: number }> = {
  name: 'runway',
  description: 'Months of runway from cash and monthly burn.',
  inputSchema: runwayInput,
  execute: ({ cash, burn }) => {
    const months = Math.floor(cash / burn);
    return Promise.resolve(inWords ? `${months} months` : { months });
  },
  activity: () => ({ label: 'Working out the runway…' }),
};
const tools = [runway as AgentTool];
const prompt = {
  system: 'You are a finance coach.',
  messages: [
    { role: 'user' as const, content: 'We have 120k and burn 15k.' },
    { role: 'assistant' as const, content: 'Noted.' },
    { role: 'user' as const, content: 'How long do we last?' },
  ],
};
const settings = { maxRetries: 0, maxOutputTokens: 300 };

/** The requests as sent; the fake numbers its call ids across runs, so those are left out. */
const sentBodies = () =>
  fake.requests.map((r) => JSON.parse(JSON.stringify(r.body).replace(/call_fake\d+/g, 'call')));

const toolAnswer = (body: FakeRequestBody) =>
  (body.messages as { role: string; content: unknown }[]).find((m) => m.role === 'tool');

/** The model calls the runway tool once, then answers from its result. */
function callsRunwayOnce() {
  fake.setBehaviour({
    toolCall: (body) =>
      toolAnswer(body) ? undefined : { name: 'runway', arguments: { cash: 120000, burn: 15000 } },
    reply: (body) => `You have ${String(toolAnswer(body)?.content)} of runway.`,
  });
}

async function ours(streaming: boolean) {
  const events: EngineEvent[] = [];
  const steps = runProviderSteps({
    model,
    prompt: toProviderPrompt(prompt),
    tools,
    agentId: 'a1',
    maxSteps: 4,
    ...settings,
    signal: new AbortController().signal,
    streaming,
  });
  for await (const event of steps) events.push(event);
  const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
  return { text, bodies: sentBodies() };
}

async function sdks(streaming: boolean) {
  const toolSet: ToolSet = {
    runway: dynamicTool({
      description: runway.description,
      inputSchema: runwayInput,
      execute: (input) => runway.execute(input as { cash: number; burn: number }, {} as never),
    }),
  };
  const call = { model, ...prompt, tools: toolSet, stopWhen: stepCountIs(4), ...settings };
  let text = '';
  if (streaming) {
    for await (const piece of streamText(call).textStream) text += piece;
  } else {
    text = (await generateText(call)).text;
  }
  return { text, bodies: sentBodies() };
}

describe.each([true, false])('the step loop beside the SDK (streaming: %s)', (streaming) => {
  it('sends what the SDK sends and says what it says, with and without a tool call', async () => {
    const answersInWords = () => {
      inWords = true;
      callsRunwayOnce();
    };
    for (const behave of [callsRunwayOnce, answersInWords, () => fake.setBehaviour({})]) {
      inWords = false;
      fake.reset();
      behave();
      const mine = await ours(streaming);
      inWords = false;
      fake.reset();
      behave();
      const theirs = await sdks(streaming);
      expect(mine.bodies.length).toBeGreaterThan(0);
      expect(mine.bodies).toEqual(theirs.bodies);
      // The SDK's streamed text holds every step's words; a whole reply, the last step's.
      expect(mine.text).toBe(theirs.text);
    }
  });
});
