import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelFetch } from './model-fetch';

let server: http.Server;
let base: string;
const seen: Array<{ method?: string; headers: http.IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, body });
      if (req.url === '/json') {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3' });
        res.end(JSON.stringify({ error: 'slow down' }));
      } else if (req.url === '/empty') {
        res.writeHead(204).end();
      } else if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: one\n\n');
        // The rest comes only after the client has read the first event.
        server.once('second', () => res.end('data: two\n\n'));
      } else if (req.url === '/hang') {
        // Never answers: the caller's signal ends it.
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const modelFetch = createModelFetch();

describe('model fetch', () => {
  it('sends the method, headers and body, and answers as fetch would', async () => {
    // The AI SDK's providers leave unset headers undefined: they are not sent.
    const res = await modelFetch(`${base}/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k', skip: undefined },
      body: '{"q":1}',
    } as unknown as RequestInit);
    expect(res.status).toBe(429);
    expect(res.ok).toBe(false);
    expect(res.headers.get('retry-after')).toBe('3');
    expect(await res.json()).toEqual({ error: 'slow down' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      body: '{"q":1}',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
    });
    expect(seen.at(-1)?.headers.skip).toBeUndefined();
  });

  it('hands a stream on as it arrives', async () => {
    const res = await modelFetch(`${base}/stream`, { method: 'POST', body: '{}' });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: one\n\n');
    server.emit('second');
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      rest += new TextDecoder().decode(part.value);
    }
    expect(rest).toBe('data: two\n\n');
  });

  it("leaves other bodies, such as a form, to Node's fetch", async () => {
    const form = new FormData();
    form.set('file', new Blob(['audio']), 'a.wav');
    const res = await modelFetch(`${base}/json`, { method: 'POST', body: form });
    expect(res.status).toBe(429);
    expect(seen.at(-1)?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.body).toContain('audio');
  });

  it('gives an answer without a body a null one', async () => {
    const res = await modelFetch(`${base}/empty`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  it("ends with the caller's reason when the signal aborts", async () => {
    const controller = new AbortController();
    const pending = modelFetch(`${base}/hang`, { method: 'POST', signal: controller.signal });
    const reason = new DOMException('deadline', 'TimeoutError');
    setTimeout(() => controller.abort(reason), 50);
    await expect(pending).rejects.toBe(reason);
  });

  it('reports a server it cannot reach as fetch does, so the AI SDK retries it', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await modelFetch(`http://127.0.0.1:${port}/json`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect(String((error as TypeError).cause)).toContain('ECONNREFUSED');
  });
});
