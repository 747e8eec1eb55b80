import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/**
 * A real MCP server (the official SDK) on 127.0.0.1 with a few tools, speaking Streamable HTTP
 * at /mcp and the older SSE transport at /sse + /messages. Tools: `forecast` answers, `explode`
 * throws, `stall` never answers.
 */
export interface FakeMcpServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Calls the tools received, newest last. */
  calls: Array<{ tool: string; args: unknown }>;
  /** Headers of the requests received, newest last. */
  headers: IncomingMessage['headers'][];
  close(): Promise<void>;
}

function mcpServer(calls: FakeMcpServer['calls']): McpServer {
  const server = new McpServer({ name: 'fake-weather', version: '1.0.0' });
  server.registerTool(
    'forecast',
    { description: "Tomorrow's weather for a city.", inputSchema: { city: z.string() } },
    async ({ city }) => {
      calls.push({ tool: 'forecast', args: { city } });
      return { content: [{ type: 'text', text: `Sunny in ${city}, 21°C.` }] };
    },
  );
  server.registerTool('explode', { description: 'Always fails.' }, async () => {
    calls.push({ tool: 'explode', args: {} });
    throw new Error('the forecast database is offline');
  });
  server.registerTool('stall', { description: 'Never answers.' }, async (extra) => {
    calls.push({ tool: 'stall', args: {} });
    await new Promise((resolve) => extra.signal.addEventListener('abort', resolve));
    return { content: [] };
  });
  return server;
}

export async function startFakeMcpServer(): Promise<FakeMcpServer> {
  const calls: FakeMcpServer['calls'] = [];
  const headers: FakeMcpServer['headers'] = [];
  const sseSessions = new Map<string, SSEServerTransport>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    headers.push(req.headers);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/mcp') {
      // Stateless: one server and transport per request, as the SDK's examples do.
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on('close', () => void transport.close());
      await mcpServer(calls).connect(transport);
      await transport.handleRequest(req, res);
    } else if (url.pathname === '/sse' && req.method === 'GET') {
      const transport = new SSEServerTransport('/messages', res);
      sseSessions.set(transport.sessionId, transport);
      res.on('close', () => sseSessions.delete(transport.sessionId));
      await mcpServer(calls).connect(transport);
    } else if (url.pathname === '/messages' && req.method === 'POST') {
      const transport = sseSessions.get(url.searchParams.get('sessionId') ?? '');
      if (!transport) res.writeHead(404).end('no such session');
      else await transport.handlePostMessage(req, res);
    } else {
      res.writeHead(404).end();
    }
  };
  const http = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    headers,
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
