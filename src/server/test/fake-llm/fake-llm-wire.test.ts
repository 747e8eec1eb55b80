import { describe, expect, it } from 'vitest';
import { startAnthropicFake } from './anthropic-fake';
import { startOpenAiFake } from './openai-fake';

/* Wire details the AI SDK hides: SSE framing, error bodies, routes the SDK never calls. */

const post = (url: string, headers: Record<string, string>, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Splits an SSE body into its frames: `{ event?, data }`. */
function frames(body: string) {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((frame) => {
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '';
      return { event, data };
    });
}

interface ChatChunk {
  object: string;
  choices: { delta: unknown }[];
}

describe('OpenAI fake on the wire', () => {
  it('streams chat.completion.chunk frames, a usage chunk and [DONE]', async () => {
    const fake = await startOpenAiFake({ reply: 'Hello world', chunkSize: 6 });
    const res = await post(
      `${fake.url}/chat/completions`,
      {},
      {
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        stream_options: { include_usage: true },
      },
    );
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const sent = frames(await res.text());
    expect(sent.at(-1)).toEqual({ event: undefined, data: '[DONE]' });
    const chunks = sent.slice(0, -1).map((f) => JSON.parse(f.data) as ChatChunk);
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks.map((c) => c.choices[0]?.delta)).toEqual([
      { role: 'assistant', content: '', refusal: null },
      { content: 'Hello ' },
      { content: 'world' },
      {},
      undefined, // the usage chunk has no choices
    ]);
    expect(chunks.at(-2)).toMatchObject({ choices: [{ finish_reason: 'stop' }], usage: null });
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { completion_tokens: 3 } });
    await fake.close();
  });

  it('answers errors, unknown routes and /v1/models in OpenAI shape', async () => {
    const fake = await startOpenAiFake({ apiKey: 'sk-right', models: ['m1', 'm2'] });
    const unauthorised = await post(`${fake.url}/chat/completions`, {}, { model: 'm1' });
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toEqual({
      error: {
        message: expect.any(String),
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      },
    });
    const auth = { authorization: 'Bearer sk-right' };
    const models = await fetch(`${fake.url}/models`, { headers: auth });
    expect(await models.json()).toMatchObject({
      object: 'list',
      data: [{ id: 'm1' }, { id: 'm2' }],
    });
    const missing = await post(`${fake.url}/chat/completions`, auth, { model: 'm1' });
    expect(missing.status).toBe(400);
    const unknown = await post(`${fake.url}/responses`, auth, {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    await fake.close();
  });
});

describe('Anthropic fake on the wire', () => {
  const request = { model: 'claude-haiku-4-5', max_tokens: 100, messages: [] };

  it('streams the named events in order', async () => {
    const fake = await startAnthropicFake({ reply: 'Hello world', chunkSize: 6 });
    const res = await post(
      `${fake.url}/messages`,
      { 'anthropic-version': '2023-06-01' },
      {
        ...request,
        stream: true,
      },
    );
    const sent = frames(await res.text());
    expect(sent.map((f) => f.event)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    for (const f of sent) expect(JSON.parse(f.data)).toMatchObject({ type: f.event });
    expect(JSON.parse(sent[3]?.data ?? '')).toMatchObject({
      delta: { type: 'text_delta', text: 'Hello ' },
    });
    expect(JSON.parse(sent[6]?.data ?? '')).toMatchObject({
      delta: { stop_reason: 'end_turn' },
      usage: { output_tokens: 3 },
    });
    await fake.close();
  });

  it('requires anthropic-version and the API key, answering in Anthropic shape', async () => {
    const fake = await startAnthropicFake({ apiKey: 'sk-ant' });
    const noVersion = await post(`${fake.url}/messages`, { 'x-api-key': 'sk-ant' }, request);
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: expect.any(String) },
    });
    const wrongKey = await post(`${fake.url}/messages`, { 'x-api-key': 'nope' }, request);
    expect(await wrongKey.json()).toMatchObject({ error: { type: 'authentication_error' } });
    fake.setBehaviour({ failStatus: 529 });
    const headers = { 'x-api-key': 'sk-ant', 'anthropic-version': '2023-06-01' };
    const overloaded = await post(`${fake.url}/messages`, headers, request);
    expect(overloaded.status).toBe(529);
    expect(await overloaded.json()).toMatchObject({ error: { type: 'overloaded_error' } });
    await fake.close();
  });
});

describe('fake server plumbing', () => {
  it('closes promptly while a request hangs, without counting it as a client abort', async () => {
    const fake = await startOpenAiFake({ hang: true });
    const pending = post(`${fake.url}/chat/completions`, {}, { model: 'm', messages: [] });
    await expect.poll(() => fake.requests.length).toBe(1);
    await fake.close();
    await expect(pending).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50)); // let the server see the close
    expect(fake.aborted).toBe(0);
  });
});
