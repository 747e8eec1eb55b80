import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimitError } from '../lib/rate-limit-error';
import { RETRY_PAUSE_MS, sendChatTurn, type ChatTurn } from './send-chat-turn';

const done = { response: 'Hello there', message_index: 1, engine: 'offline' };
const doneEvent = `event: done\ndata: ${JSON.stringify(done)}\n\n`;

/** An event stream answer sent in the given chunks (text, or bytes cut anywhere). */
const sse = (...chunks: Array<string | Uint8Array>) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) {
          controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
        }
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
  );
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface SentRequest {
  path: string;
  body: BodyInit | null | undefined;
}

/** Answers each request in turn (an Error: no answer at all) and records what was sent. */
function serve(...answers: Array<Response | Error>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push({ path, body: init.body });
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error('unexpected request');
    return answer;
  });
  return sent;
}

const turn = (over: Partial<ChatTurn> = {}): ChatTurn => ({
  agentId: '00000000-0000-4000-8000-000000000000',
  sessionId: 'session-1234',
  clientMessageId: 'message-0001',
  message: 'Hi',
  files: [],
  signal: new AbortController().signal,
  ...over,
});

/** Sends a turn, recording what the screen is told; timers run, so a retry's pause passes. */
async function send(chatTurn: ChatTurn) {
  const told: string[] = [];
  const result = sendChatTurn(chatTurn, {
    onPiece: (text) => told.push(text),
    onTool: (call) => told.push(`(${call.tool}: ${call.label} ${call.status})`),
    onRetry: () => told.push('(retry)'),
  });
  const settled = result.then(
    (reply) => ({ reply, error: undefined }),
    (error: unknown) => ({ reply: undefined, error }),
  );
  await vi.runAllTimersAsync();
  return { ...(await settled), told };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendChatTurn', () => {
  it('passes streamed pieces in order and resolves with the stored whole', async () => {
    const sent = serve(
      sse(
        'event: delta\r\ndata: {"text":"Hel',
        'lo"}\r\n\r\nevent: delta\ndata: {"text":" there"}\n\n',
        doneEvent,
      ),
    );
    expect(await send(turn())).toEqual({
      reply: done,
      error: undefined,
      told: ['Hello', ' there'],
    });
    expect(sent.map((r) => r.path)).toEqual(['/api/chat/stream']);
    expect(JSON.parse(String(sent[0]?.body))).toEqual({
      message: 'Hi',
      session_id: 'session-1234',
      agent_id: '00000000-0000-4000-8000-000000000000',
      client_message_id: 'message-0001',
    });
  });

  it('tells which tool the coach is using and how it went, between pieces', async () => {
    serve(
      sse(
        'event: tool\ndata: {"tool":"web_scraper","label":"Reading the page…","status":"running"}\n\n',
        'event: tool\ndata: {"tool":"web_scraper","label":"Reading the page…","status":"done"}\n\n',
        'event: delta\ndata: {"text":"The page says"}\n\n',
        // An older server sent the tool's name alone.
        'event: tool\ndata: {"tool":"google_calendar"}\n\n',
        doneEvent,
      ),
    );
    expect((await send(turn())).told).toEqual([
      '(web_scraper: Reading the page… running)',
      '(web_scraper: Reading the page… done)',
      'The page says',
      '(google_calendar: Using a tool… running)',
    ]);
  });

  it('keeps a character whole when its bytes are cut between chunks, and skips unknown events', async () => {
    const bytes = new TextEncoder().encode(
      ': keep-alive\n\nevent: ping\ndata: {}\n\nevent: delta\ndata: {"text":"Grüße"}\n\n',
    );
    const cut = bytes.indexOf(0xc3) + 1;
    serve(sse(bytes.slice(0, cut), bytes.slice(cut), doneEvent));
    expect((await send(turn())).told).toEqual(['Grüße']);
  });

  it('sends files, alone or with text, as a multipart form with the message id', async () => {
    const sent = serve(sse(doneEvent));
    const file = new File(['Our burn is 42,000 euros.'], 'burn.txt', { type: 'text/plain' });
    expect((await send(turn({ message: '', files: [file] }))).reply).toEqual(done);
    expect(sent[0]?.path).toBe('/api/chat-with-files/stream');
    const form = sent[0]?.body as FormData;
    expect(form.get('message')).toBe('');
    expect(form.get('client_message_id')).toBe('message-0001');
    expect((form.get('files') as File).name).toBe('burn.txt');
  });

  it('sends the same request once more when the first got no answer', async () => {
    const sent = serve(new TypeError('Failed to fetch'), sse(doneEvent));
    expect((await send(turn())).reply).toEqual(done);
    expect(sent.map((r) => r.path)).toEqual(['/api/chat/stream', '/api/chat/stream']);
    expect(sent[1]?.body).toBe(sent[0]?.body);
  });

  it('replaces a reply that broke off with the repeat of the stored one', async () => {
    const file = new File(['plan'], 'plan.txt', { type: 'text/plain' });
    const sent = serve(
      sse('event: delta\ndata: {"text":"Hal"}\n\nevent: delta\ndata: {"te'),
      sse('event: delta\ndata: {"text":"Hello there"}\n\n', doneEvent),
    );
    const { reply, told } = await send(turn({ files: [file] }));
    expect(reply).toEqual(done);
    expect(told).toEqual(['Hal', '(retry)', 'Hello there']);
    const forms = sent.map((r) => r.body as FormData);
    expect(forms[1]?.get('client_message_id')).toBe(forms[0]?.get('client_message_id'));
  });

  it('gives up after the one retry', async () => {
    const sent = serve(new TypeError('Failed to fetch'), sse('event: delta\ndata: {"text":"Ha'));
    expect((await send(turn())).error).toMatchObject({ code: 'stream_broken' });
    expect(sent).toHaveLength(2);
  });

  it('shows what the server said without sending the message again', async () => {
    const paused = { error: { code: 'agent_inactive', message: 'Paused.' } };
    const refused = serve(json(409, paused));
    expect((await send(turn())).error).toMatchObject({ status: 409, message: 'Paused.' });
    expect(refused).toHaveLength(1);

    const failed = serve(
      sse(
        'event: delta\ndata: {"text":"Hal"}\n\n',
        'event: error\ndata: {"error":{"code":"model_unavailable","message":"Down"}}\n\n',
      ),
    );
    expect((await send(turn())).error).toMatchObject({ code: 'model_unavailable' });
    expect(failed).toHaveLength(1);
  });

  it('reads how long a rate-limited person must wait, and does not retry', async () => {
    const limited = { error: { code: 'rate_limited', message: 'Slow down.' } };
    const sent = serve(
      new Response(JSON.stringify(limited), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '12' },
      }),
    );
    const { error } = await send(turn());
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 12 });
    expect(sent).toHaveLength(1);
  });

  it('does not retry a turn cancelled during the pause', async () => {
    const controller = new AbortController();
    const sent = serve(new TypeError('Failed to fetch'), sse(doneEvent));
    const result = sendChatTurn(turn({ signal: controller.signal }), {
      onPiece: () => {},
      onTool: () => {},
      onRetry: () => {},
    });
    await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS / 2);
    controller.abort();
    await expect(result).rejects.toThrow();
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
  });
});
