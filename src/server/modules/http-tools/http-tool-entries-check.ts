import { parseHttpToolEntry } from '../../../shared/tool-entries';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain-error';
import { userIdOf } from '../auth';
import { checkToolEntriesOnAgentForms } from '../tools';
import { ownedHttpTools } from './http-tools-store';

/**
 * Every route that takes the agent form checks, once the body is valid, that each 'http:'
 * entry names one of the signed-in owner's HTTP tools (as mcp-tools does for its servers).
 */
export function checkHttpEntriesOnAgentForms(db: Db) {
  return checkToolEntriesOnAgentForms(async (tools, request) => {
    const ids = [...new Set(tools.flatMap((entry) => parseHttpToolEntry(entry) ?? []))];
    if (ids.length === 0) return;
    const userId = userIdOf(request.principal);
    const owned = userId ? await ownedHttpTools(db, userId, ids) : [];
    const known = new Set(owned.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length === 0) return;
    throw new DomainError(
      'invalid',
      'unknown_http_tool',
      'This agent names an HTTP tool you do not have: take it off the agent or add the tool first.',
      { details: { tools: unknown.map((id) => `http:${id}`) } },
    );
  });
}
