import type { OpenAPIV3 } from 'openapi-types';
import type { HttpToolInputMapping } from '../../db/schema';
import type { HttpToolMethod } from '../../../shared/schemas/http-tools';
import { DomainError } from '../../domain-error';
import { boundedSchema } from './bounded-schema';
import { isSettableHeader } from './header-rules';
import { urlTemplatePlaceholders } from './url-template';
import type { OpenApiDocument } from './openapi-document';
import { functionSafeName } from './tool-names';

/** What a chosen operation becomes. */
export interface HttpToolDraft {
  name: string;
  description: string;
  method: HttpToolMethod;
  urlTemplate: string;
  inputSchema: Record<string, unknown>;
  inputMapping: HttpToolInputMapping;
}

export interface OperationChoice {
  key: string;
  name: string;
  method: string;
  path: string;
  description: string;
  /** Why it cannot become a tool; undefined when `draft` is there. */
  problem?: string;
  draft?: HttpToolDraft;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Each operation's schemas are copied (bounded): a cap on operations bounds the whole read. */
export const MAX_OPERATIONS = 300;
type Parameter = OpenAPIV3.ParameterObject;

/** The server URL an operation is called at, its {variables} filled with their defaults. */
function serverUrl(servers: OpenAPIV3.ServerObject[] | undefined, baseUrl?: string) {
  if (baseUrl) return baseUrl;
  const server = servers?.[0];
  if (!server) return undefined;
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    String(server.variables?.[name]?.default ?? whole),
  );
}

function jsonBodySchema(body: OpenAPIV3.RequestBodyObject | undefined) {
  if (!body || '$ref' in body) return { schema: undefined, other: false };
  const type = Object.keys(body.content ?? {}).find((name) => /json/i.test(name));
  if (type) return { schema: body.content[type]?.schema ?? {}, other: false };
  return { schema: undefined, other: Boolean(body.required) };
}

function parametersOf(pathItem: OpenAPIV3.PathItemObject, operation: OpenAPIV3.OperationObject) {
  const byKey = new Map<string, Parameter>();
  for (const one of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    if ('$ref' in one) continue;
    byKey.set(`${one.in}:${one.name}`, one);
  }
  return [...byKey.values()].filter(
    (p) => p.in === 'path' || p.in === 'query' || (p.in === 'header' && isSettableHeader(p.name)),
  );
}

function draftOf(
  key: string,
  choice: { method: HttpToolMethod; path: string; name: string; description: string },
  parameters: Parameter[],
  body: ReturnType<typeof jsonBodySchema>,
  base: string,
): HttpToolDraft | string {
  if (body.other) return 'Its request body is not JSON.';
  const names = parameters.map((p) => p.name);
  if (new Set(names).size !== names.length || (body.schema && names.includes('body'))) {
    return 'Two of its inputs share a name.';
  }
  const properties: Record<string, unknown> = {};
  for (const p of parameters) {
    const schema = boundedSchema(p.schema ?? { type: 'string' }, key);
    properties[p.name] = p.description ? { ...schema, description: p.description } : schema;
  }
  if (body.schema) properties.body = boundedSchema(body.schema, key);
  const required = parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name);
  const at = (where: string) => parameters.filter((p) => p.in === where).map((p) => p.name);
  return {
    name: choice.name,
    description: choice.description,
    method: choice.method,
    urlTemplate: `${base.replace(/\/+$/, '')}${choice.path}`,
    inputSchema: { type: 'object', properties, required, additionalProperties: false },
    inputMapping: {
      path: at('path'),
      query: at('query'),
      header: at('header'),
      body: body.schema ? 'property' : 'none',
      restToQuery: false,
    },
  };
}

/** Every operation of the document, each with what it becomes as a tool or why it cannot. */
export function operationChoices(document: OpenApiDocument, baseUrl?: string): OperationChoice[] {
  const taken = new Set<string>();
  const choices: OperationChoice[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    if (!pathItem) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      if (choices.length >= MAX_OPERATIONS) {
        throw new DomainError(
          'invalid',
          'invalid_openapi',
          `The document has more than ${MAX_OPERATIONS} operations: keep only those you need.`,
        );
      }
      const upper = method.toUpperCase() as HttpToolMethod;
      const key = `${upper} ${path}`;
      const name = functionSafeName(operation.operationId ?? `${method}_${path}`, taken);
      const text = [operation.summary, operation.description].filter(Boolean).join('. ');
      const description = (text || key).slice(0, 1000);
      const choice = { key, name, method: upper, path, description };
      const base = serverUrl(operation.servers ?? pathItem.servers ?? document.servers, baseUrl);
      if (!base || !/^https?:\/\//i.test(base)) {
        choices.push({
          ...choice,
          problem: 'The document names no http(s) server: give a base URL.',
        });
        continue;
      }
      try {
        const body = jsonBodySchema(operation.requestBody as OpenAPIV3.RequestBodyObject);
        const draft = draftOf(key, choice, parametersOf(pathItem, operation), body, base);
        if (typeof draft !== 'string') urlTemplatePlaceholders(draft.urlTemplate);
        choices.push(
          typeof draft === 'string' ? { ...choice, problem: draft } : { ...choice, draft },
        );
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        choices.push({ ...choice, problem: error.message });
      }
    }
  }
  return choices;
}
