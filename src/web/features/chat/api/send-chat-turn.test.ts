import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sendChatTurn } from './send-chat-turn';

const done = { response: 'Hello there', message_index: 1, engine: 'offline' };
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

/** Answers each request in turn and records which paths were asked. */
function serve(...answers: Array<Response | Error>) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    paths.push(url);
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error('unexpected request');
    return answer;
  });
  return paths;
}

const turn = (files: File[] = []) => ({
  agentId: '00000000-0000-4000-8000-000000000000',
  sessionId: 'session-1234',
  message: 'Hi',
  files,
  signal: new AbortController().signal,
});

afterEach(() => vi.unstubAllGlobals());

describe('sendChatTurn', () => {
  it('passes streamed pieces in order and resolves with the stored whole', async () => {
    const paths = serve(
      sse(
        'event: delta\r\ndata: {"text":"Hel',
        'lo"}\r\n\r\nevent: delta\ndata: {"text":" there"}\n\n',
        `event: done\ndata: ${JSON.stringify(done)}\n\n`,
      ),
    );
    const pieces: string[] = [];
    await expect(sendChatTurn(turn(), (p) => pieces.push(p))).resolves.toEqual(done);
    expect(pieces).toEqual(['Hello', ' there']);
    expect(paths).toEqual(['/api/chat/stream']);
  });

  it('keeps a character whole when its bytes are cut between chunks, and skips unknown events', async () => {
    const bytes = new TextEncoder().encode(
      ': keep-alive\n\nevent: ping\ndata: {}\n\nevent: delta\ndata: {"text":"Grüße"}\n\n',
    );
    const cut = bytes.indexOf(0xc3) + 1;
    serve(
      sse(bytes.slice(0, cut), bytes.slice(cut), `event: done\ndata: ${JSON.stringify(done)}\n\n`),
    );
    const pieces: string[] = [];
    await expect(sendChatTurn(turn(), (p) => pieces.push(p))).resolves.toEqual(done);
    expect(pieces).toEqual(['Grüße']);
  });

  it('throws the error event of a reply that fails midway', async () => {
    serve(
      sse(
        'event: delta\ndata: {"text":"Hal"}\n\n',
        'event: error\ndata: {"error":{"code":"model_unavailable","message":"Down"}}\n\n',
      ),
    );
    await expect(sendChatTurn(turn(), () => {})).rejects.toMatchObject({
      code: 'model_unavailable',
    });
  });

  it('treats a stream that ends without done as broken', async () => {
    serve(sse('event: delta\ndata: {"text":"Hal"}\n\n'));
    await expect(sendChatTurn(turn(), () => {})).rejects.toBeInstanceOf(ApiError);
  });

  it('shows our errors, sending the message only once', async () => {
    const error = { error: { code: 'agent_inactive', message: 'Paused.' } };
    const paths = serve(json(409, error));
    await expect(sendChatTurn(turn(), () => {})).rejects.toMatchObject({
      status: 409,
      message: 'Paused.',
    });
    expect(paths).toEqual(['/api/chat/stream']);
  });

  it('sends files, alone or with text, to the files stream as a multipart form', async () => {
    const forms: FormData[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/chat-with-files/stream');
      forms.push(init.body as FormData);
      return sse(`event: done\ndata: ${JSON.stringify(done)}\n\n`);
    });
    const file = new File(['Our burn is 42,000 euros.'], 'burn.txt', { type: 'text/plain' });
    await expect(sendChatTurn({ ...turn([file]), message: '' }, () => {})).resolves.toEqual(done);
    const form = forms[0]!;
    expect(form.get('message')).toBe('');
    expect((form.get('files') as File).name).toBe('burn.txt');
  });

  it('shows a network error instead of trying another endpoint', async () => {
    const paths = serve(new TypeError('Failed to fetch'));
    await expect(sendChatTurn(turn(), () => {})).rejects.toMatchObject({ code: 'network_error' });
    expect(paths).toEqual(['/api/chat/stream']);
  });
});
