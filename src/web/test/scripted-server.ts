import http from 'node:http';
import { vi } from 'vitest';
import type { AddressInfo } from 'node:net';

export interface ScriptedAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server on a free loopback port that answers from a script, in order (or with
 * `fallback` when the script is spent), and records what it was sent: the web client's
 * requests cross a real socket, as they do in the browser.
 */
export async function startScriptedServer(fallback: ScriptedAnswer = { body: null }) {
  const script: ScriptedAnswer[] = [];
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const { status = 200, body, headers = {} } = script.shift() ?? fallback;
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    answer(...answers: ScriptedAnswer[]) {
      script.push(...answers);
    },
    /**
     * Makes this server the page's origin: the app fetches "/api/..." as a browser resolves it
     * against the page, which Node cannot. The request itself is the real fetch (undo with
     * vi.unstubAllGlobals()).
     */
    asPageOrigin() {
      const realFetch = globalThis.fetch;
      const origin = `http://127.0.0.1:${port}`;
      vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
        realFetch(new URL(input, origin), init),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
