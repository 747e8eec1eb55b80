import type { preHandlerHookHandler, RouteOptions } from 'fastify';
import { AgentInputSchema } from '../../../shared/schemas/agent';
import { parseHttpToolEntry } from '../../../shared/tool-entries';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import { userIdOf } from '../auth';
import { ownedHttpTools } from './http-tools-store';

function refuseOthersTools(db: Db): preHandlerHookHandler {
  return async (request) => {
    const body = request.body as { tools?: unknown } | undefined;
    const tools = Array.isArray(body?.tools) ? (body.tools as string[]) : [];
    const ids = [...new Set(tools.flatMap((entry) => parseHttpToolEntry(entry) ?? []))];
    if (ids.length === 0) return;
    const userId = userIdOf(request.principal);
    const owned = userId ? await ownedHttpTools(db, userId, ids) : [];
    const known = new Set(owned.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length === 0) return;
    throw new HttpError(
      400,
      'unknown_http_tool',
      'This agent names an HTTP tool you do not have: take it off the agent or add the tool first.',
      { tools: unknown.map((id) => `http:${id}`) },
    );
  };
}

/**
 * Every route that takes the agent form checks, once the body is valid, that each 'http:'
 * entry names one of the signed-in owner's HTTP tools (as mcp-tools does for its servers).
 */
export function checkHttpEntriesOnAgentForms(db: Db) {
  const check = refuseOthersTools(db);
  return (route: RouteOptions) => {
    if (route.schema?.body !== AgentInputSchema) return;
    const existing = route.preHandler;
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      check,
    ];
  };
}
