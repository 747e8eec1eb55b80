import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countKeyCalls, uncountedRequestLimit } from '../../plugins/key-rate-limit';

/**
 * Requests a caller may make a minute that do not ask the agent (the handshake, the tool list,
 * pings, the 405s of GET and DELETE): enough for a client reconnecting every few seconds, too
 * few to use the endpoint as a free database load.
 */
export const PROTOCOL_REQUESTS_PER_MINUTE = 60;

/** How many of a JSON-RPC message or batch's requests ask the agent: its `tools/call`s. */
function asksIn(body: unknown): number {
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  return messages.filter(
    (message) =>
      typeof message === 'object' &&
      message !== null &&
      (message as { method?: unknown }).method === 'tools/call',
  ).length;
}

/**
 * What counts on the agent's MCP endpoint (its routes say `config.keyLimit:
 * 'counted-by-route'`): each question to the agent counts against the key's hourly limit,
 * as a chat message does; the rest of the protocol does not, so a key with a small limit is
 * not spent by the handshake. Those requests are bounded per key and minute instead.
 */
export function mcpKeyLimit(app: FastifyInstance) {
  const protocolLimit = uncountedRequestLimit(app, {
    name: 'agent-mcp',
    perMinute: PROTOCOL_REQUESTS_PER_MINUTE,
    what: 'MCP requests that are not questions',
  });
  return {
    /** For requests that never ask (GET, DELETE): before anything else. */
    protocolLimit,
    /** For POST, once its body is parsed: it says whether the request asks. */
    async byBody(request: FastifyRequest, reply: FastifyReply) {
      const asks = asksIn(request.body);
      await (asks > 0 ? countKeyCalls(request, reply, asks) : protocolLimit(request));
    },
  };
}
