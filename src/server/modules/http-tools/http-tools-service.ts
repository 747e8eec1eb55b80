import type {
  HttpEndpointToolInput,
  HttpTool,
  HttpToolMethod,
  HttpToolTestResult,
  HttpToolUpdate,
  OpenApiDocumentInput,
  OpenApiOperationList,
  OpenApiToolsInput,
} from '../../../shared/schemas/http-tools';
import type { Db } from '../../db/client';
import type { HttpToolRow } from '../../db/schema';
import { badRequest } from '../../domain-error';
import { ToolError, type SecretBox } from '../tools';
import { callHttpTool, type HttpToolNetwork } from './call-http-tool';
import { endpointDraft } from './endpoint-draft';
import { checkAuthHeader } from './header-rules';
import type { HttpToolCallSpec } from './http-request';
import { httpToolView } from './http-tool-view';
import {
  deleteHttpToolRow,
  findOwnedHttpTool,
  insertHttpTools,
  listOwnedHttpTools,
  updateHttpToolRow,
} from './http-tools-store';
import { readOpenApiDocument } from './openapi-document';
import { operationChoices } from './openapi-operations';
import { urlTemplatePlaceholders } from './url-template';

interface Owner {
  db: Db;
  ownerId: string;
}

export async function listHttpTools({ db, ownerId }: Owner): Promise<HttpTool[]> {
  return (await listOwnedHttpTools(db, ownerId)).map(httpToolView);
}

export async function createEndpointTool(
  options: Owner & { box: SecretBox; input: HttpEndpointToolInput },
): Promise<HttpTool> {
  const { input } = options;
  const authHeader = checkAuthHeader(input.auth_header);
  const rows = await insertHttpTools({ ...options, drafts: [endpointDraft(input)], authHeader });
  return httpToolView(rows[0]!);
}

/** The document's operations, each with the name it would get or why it cannot be a tool. */
export async function listOpenApiOperations(
  input: OpenApiDocumentInput,
): Promise<OpenApiOperationList> {
  const document = await readOpenApiDocument(input.document);
  const choices = operationChoices(document, input.base_url);
  return {
    title: String(document.info?.title ?? '').slice(0, 200),
    operations: choices.map(({ key, name, method, path, description, problem }) => ({
      key,
      name,
      method,
      path,
      description,
      problem: problem ?? null,
    })),
  };
}

/** The chosen operations made tools; the document is read again, never trusted from the client. */
export async function createOpenApiTools(
  options: Owner & { box: SecretBox; input: OpenApiToolsInput },
): Promise<HttpTool[]> {
  const { input } = options;
  const authHeader = checkAuthHeader(input.auth_header);
  const document = await readOpenApiDocument(input.document);
  const byKey = new Map(operationChoices(document, input.base_url).map((c) => [c.key, c]));
  const drafts = [...new Set(input.operations)].map((key) => {
    const choice = byKey.get(key);
    if (!choice) throw badRequest(`The document has no operation ${key}.`);
    if (!choice.draft) throw badRequest(`${key} cannot be a tool: ${choice.problem ?? ''}`);
    return choice.draft;
  });
  const rows = await insertHttpTools({ ...options, drafts, authHeader });
  return rows.map(httpToolView);
}

export async function updateHttpTool(
  options: Owner & { box: SecretBox; id: string; input: HttpToolUpdate },
): Promise<HttpTool> {
  const { db, box, ownerId, id, input } = options;
  const row = await findOwnedHttpTool(db, ownerId, id);
  const placeholders = urlTemplatePlaceholders(input.url);
  const expected = row.inputMapping.path;
  if (placeholders.length !== expected.length || expected.some((p) => !placeholders.includes(p))) {
    throw badRequest(
      `The URL must keep the placeholders ${expected.map((p) => `{${p}}`).join(', ') || 'it had (none)'}.`,
    );
  }
  const authHeader =
    input.auth_header === undefined ? undefined : checkAuthHeader(input.auth_header);
  const changes = { name: input.name, description: input.description, urlTemplate: input.url };
  return httpToolView(await updateHttpToolRow({ db, box, row, changes, authHeader }));
}

export async function deleteHttpTool(options: Owner & { id: string }): Promise<void> {
  await deleteHttpToolRow(
    options.db,
    await findOwnedHttpTool(options.db, options.ownerId, options.id),
  );
}

/** How a stored tool is called, its auth header opened; undefined when it no longer opens. */
export function callSpecOf(row: HttpToolRow, box: SecretBox): HttpToolCallSpec | undefined {
  let authHeader: HttpToolCallSpec['authHeader'];
  if (row.authHeaderName && row.authHeaderSealed) {
    try {
      authHeader = { name: row.authHeaderName, value: box.open(row.authHeaderSealed) };
    } catch {
      return undefined;
    }
  }
  const { name, urlTemplate, inputMapping } = row;
  return { name, method: row.method as HttpToolMethod, urlTemplate, inputMapping, authHeader };
}

/** One call as the model would make it: what it would read, or the sentence it would be told. */
export async function testHttpTool(
  options: Owner & { box: SecretBox; network: HttpToolNetwork; id: string; input: unknown },
): Promise<HttpToolTestResult> {
  const row = await findOwnedHttpTool(options.db, options.ownerId, options.id);
  const spec = callSpecOf(row, options.box);
  if (!spec) {
    const message = "This tool's auth header can no longer be read: set it again.";
    return { ok: false, error: { code: 'unreadable_secret', message } };
  }
  try {
    return {
      ok: true,
      result: await callHttpTool(spec, options.input, { network: options.network }),
    };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return { ok: false, error: { code: error.code, message: error.message } };
  }
}
