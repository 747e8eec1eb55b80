import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEventStream } from './read-event-stream';

const never = new AbortController().signal;

afterEach(() => vi.unstubAllGlobals());

describe('the wizard reading a stream', () => {
  const answer = (text: string) =>
    vi.stubGlobal('fetch', async () => {
      return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
    });

  it('passes pieces on and resolves with the done event', async () => {
    answer('event: delta\ndata: {"text":"Step one"}\n\nevent: done\ndata: {"plan":"ok"}\n\n');
    const pieces: string[] = [];
    const done = await readEventStream('/wizard', {}, never, {
      onDelta: (text) => pieces.push(text),
      readDone: (data) => data.plan,
    });
    expect({ pieces, done }).toEqual({ pieces: ['Step one'], done: 'ok' });
  });

  it('throws the error event as the server said it, and a cut stream as broken', async () => {
    const handlers = { onDelta: () => undefined, readDone: () => 'done' };
    answer('event: error\ndata: {"error":{"code":"model_failed","message":"No answer."}}\n\n');
    await expect(readEventStream('/wizard', {}, never, handlers)).rejects.toMatchObject({
      code: 'model_failed',
      message: 'No answer.',
    });
    answer('event: delta\ndata: {"text":"Half"}\n\n');
    await expect(readEventStream('/wizard', {}, never, handlers)).rejects.toMatchObject({
      code: 'stream_broken',
    });
  });
});
