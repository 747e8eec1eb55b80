import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, streamText, type LanguageModel, type ModelMessage } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAnthropicFake } from './anthropic-fake';
import type { FakeLlm } from './fake-llm-server';
import { startOpenAiFake } from './openai-fake';

/*
 * The fakes are proven against the real AI SDK providers, not our own code: if a provider
 * accepts what a fake sends, the fake speaks the protocol well enough for our tests.
 */
const KEY = 'sk-fake-test';
const conversation: ModelMessage[] = [
  { role: 'user', content: 'First question' },
  { role: 'assistant', content: 'First answer' },
  { role: 'user', content: 'Second question' },
];
const text = (value: string) => [{ type: 'text', text: value }];
const openAiBody = {
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: 'First question' },
    { role: 'assistant', content: 'First answer' },
    { role: 'user', content: 'Second question' },
  ],
};
const cases = [
  {
    name: 'openai (chat completions)',
    start: startOpenAiFake,
    model: (url: string, apiKey: string): LanguageModel =>
      createOpenAI({ baseURL: url, apiKey }).chat('gpt-4o-mini'),
    path: '/v1/chat/completions',
    failStatus: 503,
    sentBody: openAiBody,
  },
  {
    name: 'openai-compatible',
    start: startOpenAiFake,
    model: (url: string, apiKey: string): LanguageModel =>
      createOpenAICompatible({ name: 'fake', baseURL: url, apiKey }).chatModel('gpt-4o-mini'),
    path: '/v1/chat/completions',
    failStatus: 500,
    sentBody: openAiBody,
  },
  {
    name: 'anthropic',
    start: startAnthropicFake,
    model: (url: string, apiKey: string): LanguageModel =>
      createAnthropic({ baseURL: url, apiKey })('claude-haiku-4-5'),
    path: '/v1/messages',
    failStatus: 529,
    sentBody: {
      model: 'claude-haiku-4-5',
      system: text('Be brief.'),
      messages: [
        { role: 'user', content: text('First question') },
        { role: 'assistant', content: text('First answer') },
        { role: 'user', content: text('Second question') },
      ],
    },
  },
];

describe.each(cases)('$name provider against the fake', (c) => {
  let fake: FakeLlm;
  let model: LanguageModel;
  beforeAll(async () => {
    fake = await c.start({ apiKey: KEY });
    model = c.model(fake.url, KEY);
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('answers generateText and receives the system prompt and the messages', async () => {
    const result = await generateText({
      model,
      system: 'Be brief.',
      messages: conversation,
      maxRetries: 0,
    });
    expect(result.text).toBe('Fake reply to: Second question');
    expect(result.finishReason).toBe('stop');
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: c.path, body: c.sentBody });
  });

  it('streams the deltas in order and they join to the reply', async () => {
    fake.setBehaviour({ reply: 'The quick brown fox jumps', chunkSize: 5, timeToFirstTokenMs: 50 });
    const started = Date.now();
    const result = streamText({ model, prompt: 'Go', maxRetries: 0 });
    const parts: string[] = [];
    for await (const part of result.textStream) parts.push(part);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(parts).toEqual(['The q', 'uick ', 'brown', ' fox ', 'jumps']);
    expect(await result.text).toBe('The quick brown fox jumps');
    expect(fake.requests[0]?.body).toMatchObject({ stream: true });
  });

  it('surfaces a server error as an APICallError with its status code', async () => {
    fake.setBehaviour({ failStatus: c.failStatus });
    const failure = await generateText({ model, prompt: 'Hi', maxRetries: 0 }).catch(
      (error: unknown) => error,
    );
    expect(APICallError.isInstance(failure)).toBe(true);
    expect((failure as APICallError).statusCode).toBe(c.failStatus);
    expect((failure as APICallError).isRetryable).toBe(true);
    // The provider parsed the error body, so its shape is the one the provider expects.
    expect((failure as APICallError).message).toBe(`Fake failure (HTTP ${c.failStatus}).`);

    // streamText does not throw: the error goes to onError and the text stream stays empty.
    const errors: unknown[] = [];
    const result = streamText({
      model,
      prompt: 'Hi',
      maxRetries: 0,
      onError: ({ error }) => void errors.push(error),
    });
    const parts: string[] = [];
    for await (const part of result.textStream) parts.push(part);
    expect(parts).toEqual([]);
    await expect(result.text).rejects.toThrow();
    expect(errors).toHaveLength(1);
    expect((errors[0] as APICallError).statusCode).toBe(c.failStatus);
  });

  it('lets the SDK retry after the Retry-After it sends', async () => {
    fake.setBehaviour({ failStatus: c.failStatus, failTimes: 1, retryAfterMs: 5 });
    const result = await generateText({ model, prompt: 'Again', maxRetries: 1 });
    expect(result.text).toBe('Fake reply to: Again');
    expect(fake.requests).toHaveLength(2);
  });

  it('rejects a wrong API key with a 401', async () => {
    const wrong = c.model(fake.url, 'sk-wrong');
    const failure = await generateText({ model: wrong, prompt: 'Hi', maxRetries: 0 }).catch(
      (error: unknown) => error,
    );
    expect((failure as APICallError).statusCode).toBe(401);
  });

  it('hangs until the caller gives up, and sees the abort', async () => {
    fake.setBehaviour({ hang: true });
    const call = generateText({
      model,
      prompt: 'Hi',
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(200),
    });
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    await fake.waitForAborted(1);
  });

  it('counts a stream the client aborts', async () => {
    fake.setBehaviour({ reply: 'x'.repeat(200), chunkSize: 2, chunkDelayMs: 20 });
    const controller = new AbortController();
    let onAbortCalled = false;
    const result = streamText({
      model,
      prompt: 'Hi',
      maxRetries: 0,
      abortSignal: controller.signal,
      onAbort: () => void (onAbortCalled = true),
    });
    const parts: string[] = [];
    for await (const part of result.textStream) {
      parts.push(part);
      if (parts.length === 2) controller.abort();
    }
    expect(parts).toEqual(['xx', 'xx']);
    expect(onAbortCalled).toBe(true);
    await fake.waitForAborted(1);
    expect(fake.aborted).toBe(1);
  });

  it('breaks the connection mid-stream: the text stream throws after partial text', async () => {
    fake.setBehaviour({ reply: 'abcdefghijklmnop', chunkSize: 4, failMidStream: true });
    const result = streamText({ model, prompt: 'Hi', maxRetries: 0, onError: () => {} });
    const parts: string[] = [];
    const consume = async () => {
      for await (const part of result.textStream) parts.push(part);
    };
    await expect(consume()).rejects.toSatisfy((error) => APICallError.isInstance(error));
    expect(parts).toEqual(['abcd', 'efgh']);
    await new Promise((resolve) => setTimeout(resolve, 50)); // let the server see the close
    expect(fake.aborted).toBe(0); // the fake broke it, not the client
  });
});
