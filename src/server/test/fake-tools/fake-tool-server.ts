import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake received, as tests assert on it. */
export interface ToolRequest {
  method: string;
  /** Path and query string, as sent. */
  path: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The raw body text ('' when there was none). */
  body: string;
}

export type ToolHandler = (request: ToolRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeToolServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:43123 */
  url: string;
  port: number;
  requests: ToolRequest[];
  close(): Promise<void>;
}

/** Starts an HTTP server on a free loopback port that records every request it receives. */
export async function startFakeToolServer(
  handle: ToolHandler,
  host = '127.0.0.1',
): Promise<FakeToolServer> {
  const requests: ToolRequest[] = [];
  const server = createServer((req, res) => {
    void record(req).then(async (request) => {
      requests.push(request);
      try {
        await handle(request, res);
      } catch (error) {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    async close() {
      // Slow-page handlers hold their sockets open; close them rather than wait.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function record(req: IncomingMessage): Promise<ToolRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? '/', 'http://fake');
  return {
    method: req.method ?? 'GET',
    path: req.url ?? '/',
    pathname: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

/** Sends a JSON answer the way Google's APIs do. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(value));
}
