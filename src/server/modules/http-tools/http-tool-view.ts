import type { HttpTool, HttpToolMethod } from '../../../shared/schemas/http-tools';
import { httpToolEntry } from '../../../shared/tool-entries';
import type { HttpToolRow } from '../../db/schema';

/** A tool as its owner sees it: the auth header's name, never its value. */
export function httpToolView(row: HttpToolRow): HttpTool {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    method: row.method as HttpToolMethod,
    url: row.urlTemplate,
    input_schema: row.inputSchema,
    auth_header: row.authHeaderName ? { name: row.authHeaderName } : null,
    entry: httpToolEntry(row.id),
    created_at: row.createdAt.toISOString(),
  };
}
