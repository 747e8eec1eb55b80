import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiRequest, setTokenProvider } from './api-client';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records what it was sent and answers from a list of statuses. */
function fakeFetch(statuses: number[]) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: init.body });
    const status = statuses.shift() ?? 200;
    return new Response(
      status === 401 ? JSON.stringify({ error: { code: 'unauthorized', message: 'No.' } }) : '{}',
      { status, headers: { 'content-type': 'application/json' } },
    );
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(async () => undefined);
});

describe('apiFetch', () => {
  it('sends the bearer and retries a 401 once with a refreshed token', async () => {
    const sent = fakeFetch([401, 200]);
    setTokenProvider(async (force) => (force ? 'fresh' : 'stale'));
    const response = await apiFetch('/chat/stream', {
      method: 'POST',
      body: { message: 'hi' },
      accept: 'text/event-stream',
    });
    expect(response.status).toBe(200);
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(sent[0]!.headers.Accept).toBe('text/event-stream');
    expect(sent[0]!.body).toBe('{"message":"hi"}');
  });

  it('sends a FormData body as it is, letting the browser set the multipart type', async () => {
    const sent = fakeFetch([200]);
    const form = new FormData();
    form.append('message', 'hi');
    await apiFetch('/chat-with-files', { method: 'POST', body: form });
    expect(sent[0]!.body).toBe(form);
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
  });

  it('turns a request without an answer into the network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/agents')).rejects.toMatchObject({ code: 'network_error' });
  });

  it('reports a 401 the refresh could not cure as the server said it', async () => {
    fakeFetch([401]);
    setTokenProvider(async () => 'stale');
    const error = await apiRequest('/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'No.' });
  });

  it('names an answer that is not our error shape by its status', async () => {
    vi.stubGlobal('fetch', async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(apiRequest('/agents')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Request failed (502)',
    });
  });
});
