import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../../shared/schemas/agent';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startAnthropicFake } from '../../../test/fake-llm/anthropic-fake';
import type { FakeLlm } from '../../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../../test/fake-llm/openai-fake';
import { multipartBody } from '../../../test/multipart';
import { joinedDeltas, parseEventStream } from '../../../test/sse';
import { seededCoach } from '../../../test/seeded-coach';

const KEY = 'sk-test-123';
const question = 'Should I raise on a SAFE or a priced round?';

const providers = [
  { provider: 'openai', start: () => startOpenAiFake({ apiKey: KEY }), model: 'gpt-4o-mini' },
  {
    provider: 'anthropic',
    start: () => startAnthropicFake({ apiKey: KEY }),
    model: 'claude-haiku-4-5',
  },
  {
    provider: 'openai-compatible',
    start: () => startOpenAiFake(),
    model: 'llama3.2',
  },
] as const;

interface Setup {
  fake: FakeLlm;
  t: TestApp;
  coach: Agent;
}

async function setUp(
  provider: (typeof providers)[number],
  env: Record<string, string> = {},
): Promise<Setup> {
  const fake = await provider.start();
  const t = await buildTestApp({
    env: {
      LLM_PROVIDER: provider.provider,
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: provider.provider === 'openai-compatible' ? '' : KEY,
      LLM_MODEL: provider.provider === 'openai-compatible' ? provider.model : '',
      LLM_MAX_RETRIES: '0',
      ...env,
    },
  });
  const coach = await seededCoach(t.app);
  return { fake, t, coach };
}

const post = (s: Setup, url: string, payload: object) =>
  s.t.app.inject({ method: 'POST', url, payload });

/** The system prompt a provider received, in either wire format. */
function systemPrompt(body: unknown): string {
  const b = body as { system?: unknown; messages: Array<{ role: string; content: unknown }> };
  if (b.system !== undefined) {
    return typeof b.system === 'string' ? b.system : JSON.stringify(b.system);
  }
  return String(b.messages.find((m) => m.role === 'system')?.content ?? '');
}

describe.each(providers)('chat through $provider', (provider) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(provider);
  });
  afterAll(async () => {
    await s.t.close();
    await s.fake.close();
  });

  it('answers /api/chat with the model’s words, grounded in the agent, and remembers', async () => {
    const session = randomUUID();
    const first = await post(s, '/api/chat', {
      message: question,
      session_id: session,
      agent_id: s.coach.id,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      response: `Fake reply to: ${question}`,
      message_index: 1,
      engine: `${provider.provider}/${provider.model}`,
    });
    const sent = s.fake.requests.at(-1)!;
    expect((sent.body as { model: string }).model).toBe(provider.model);
    // The seeded coach's knowledge travels in the system prompt.
    expect(systemPrompt(sent.body)).toContain('SAFE');

    await post(s, '/api/chat', {
      message: 'And how big should it be?',
      session_id: session,
      agent_id: s.coach.id,
    });
    const messages = (s.fake.requests.at(-1)!.body as { messages: { role: string }[] }).messages;
    expect(messages.filter((m) => m.role !== 'system').map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
    ]);
  });

  it('goes on after a turn of files alone, telling the model which files it had', async () => {
    const session = randomUUID();
    const { payload, headers } = multipartBody({ session_id: session, agent_id: s.coach.id }, [
      { name: 'cap-table.txt', type: 'text/plain', data: 'Founders hold 80 percent.' },
    ]);
    const files = await s.t.app.inject({
      method: 'POST',
      url: '/api/chat-with-files',
      payload,
      headers,
    });
    expect(files.statusCode).toBe(200);
    const next = await post(s, '/api/chat', {
      message: 'What dilution is normal?',
      session_id: session,
      agent_id: s.coach.id,
    });
    expect(next.statusCode).toBe(200);
    const sent = s.fake.requests.at(-1)!.body as { messages: Array<{ content: unknown }> };
    expect(JSON.stringify(sent.messages)).toContain('[Attached: \\"cap-table.txt\\"]');
  });

  it('streams /api/chat/stream from the provider’s SSE', async () => {
    const session = randomUUID();
    const res = await post(s, '/api/chat/stream', {
      message: question,
      session_id: session,
      agent_id: s.coach.id,
    });
    expect(res.statusCode).toBe(200);
    const events = parseEventStream(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    expect(joinedDeltas(events)).toBe(`Fake reply to: ${question}`);
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: {
        response: `Fake reply to: ${question}`,
        message_index: 1,
        engine: `${provider.provider}/${provider.model}`,
      },
    });
    expect((s.fake.requests.at(-1)!.body as { stream: boolean }).stream).toBe(true);
  });

  it('answers 502 when the provider fails, and stores nothing', async () => {
    const session = randomUUID();
    await post(s, '/api/chat', { message: 'Hello', session_id: session, agent_id: s.coach.id });
    s.fake.setBehaviour({ failStatus: 500 });
    try {
      for (const url of ['/api/chat', '/api/chat/stream']) {
        const res = await post(s, url, {
          message: 'Again',
          session_id: session,
          agent_id: s.coach.id,
        });
        expect(res.statusCode).toBe(502);
        expect(res.json().error).toEqual({
          code: 'model_unavailable',
          message:
            'The language model could not answer (it replied with status 500). Please try again.',
        });
      }
    } finally {
      s.fake.setBehaviour({});
    }
    const history = (
      await s.t.app.inject(`/api/conversations/${session}?agent_id=${s.coach.id}`)
    ).json();
    expect(history.messages).toHaveLength(2);
  });
});

describe('a provider that is slow, breaks midway or is left', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(providers[2], { LLM_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await s.t.close();
    await s.fake.close();
  });

  it('answers 504 when the model does not answer in time', async () => {
    s.fake.setBehaviour({ hang: true });
    const session = randomUUID();
    for (const url of ['/api/chat', '/api/chat/stream']) {
      const res = await post(s, url, { message: 'Hi', session_id: session, agent_id: s.coach.id });
      expect(res.statusCode).toBe(504);
      expect(res.json().error.code).toBe('model_timeout');
    }
    expect(
      (await s.t.app.inject(`/api/conversations/${session}?agent_id=${s.coach.id}`)).json()
        .messages,
    ).toEqual([]);
  });

  it('ends the stream with an error event when the model breaks midway, storing nothing', async () => {
    s.fake.setBehaviour({ failMidStream: true, reply: 'A long answer '.repeat(20) });
    const session = randomUUID();
    const res = await post(s, '/api/chat/stream', {
      message: 'Hi',
      session_id: session,
      agent_id: s.coach.id,
    });
    expect(res.statusCode).toBe(200);
    const events = parseEventStream(res.body);
    expect(events[0]!.event).toBe('delta');
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        error: {
          code: 'model_unavailable',
          message: 'The language model could not be reached. Please try again.',
        },
      },
    });
    expect(
      (await s.t.app.inject(`/api/conversations/${session}?agent_id=${s.coach.id}`)).json()
        .messages,
    ).toEqual([]);
  });

  it('stops the model call when the person leaves mid-stream', async () => {
    s.fake.reset();
    s.fake.setBehaviour({ chunkDelayMs: 20, chunkSize: 4, reply: 'word '.repeat(200) });
    await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.t.app.server.address() as AddressInfo;
    const session = randomUUID();
    // A browser tab closing: the socket goes away after the first piece arrived.
    const firstPiece = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/chat/stream',
          headers: { 'content-type': 'application/json' },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            resolve(chunk.toString());
            request.destroy();
          });
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ message: 'Hi', session_id: session, agent_id: s.coach.id }));
    });
    expect(firstPiece).toContain('event: delta');
    await s.fake.waitForAborted(1, 5_000);
    expect(s.fake.aborted).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      (await s.t.app.inject(`/api/conversations/${session}?agent_id=${s.coach.id}`)).json()
        .messages,
    ).toEqual([]);
  });
});
