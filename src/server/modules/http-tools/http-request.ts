import type { HttpToolInputMapping } from '../../db/schema';
import type { HttpToolMethod } from '../../../shared/schemas/http-tools';
import { ToolError } from '../tools';
import { isOneLineHeaderValue } from '../../../shared/http-headers';
import { fillUrlTemplate } from './url-template';

/** What a call needs of a stored tool, its auth header already opened. */
export interface HttpToolCallSpec {
  name: string;
  method: HttpToolMethod;
  urlTemplate: string;
  inputMapping: HttpToolInputMapping;
  authHeader?: { name: string; value: string };
}

export interface BuiltRequest {
  url: string;
  method: HttpToolMethod;
  headers: Record<string, string>;
  body?: string;
}

const asObject = (input: unknown): Record<string, unknown> =>
  input && typeof input === 'object' && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};

function appendQuery(url: URL, name: string, value: unknown) {
  if (value === undefined || value === null) return;
  for (const one of Array.isArray(value) ? value : [value]) {
    url.searchParams.append(name, typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
}

function headerValue(name: string, value: unknown): string {
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (!isOneLineHeaderValue(text)) {
    throw new ToolError('bad_parameter', `"${name}" cannot hold a line break.`);
  }
  return text;
}

/** The request one call makes: input placed in path, query, headers and body as mapped. */
export function buildHttpRequest(spec: HttpToolCallSpec, rawInput: unknown): BuiltRequest {
  const input = asObject(rawInput);
  const { path, query, header, body, restToQuery } = spec.inputMapping;
  const url = new URL(fillUrlTemplate(spec.urlTemplate, input));
  const placed = new Set([...path, ...query, ...header]);
  for (const name of query) appendQuery(url, name, input[name]);
  const rest = Object.fromEntries(
    Object.entries(input).filter(
      ([name]) => !placed.has(name) && !(body === 'property' && name === 'body'),
    ),
  );
  if (restToQuery) for (const [name, value] of Object.entries(rest)) appendQuery(url, name, value);
  const headers: Record<string, string> = { accept: 'application/json, text/*;q=0.9, */*;q=0.5' };
  for (const name of header) {
    if (input[name] !== undefined && input[name] !== null) {
      headers[name.toLowerCase()] = headerValue(name, input[name]);
    }
  }
  let payload: string | undefined;
  if (body === 'property' && input.body !== undefined) payload = JSON.stringify(input.body);
  if (body === 'rest') payload = JSON.stringify(rest);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  // Last, so no input can replace the owner's credential.
  if (spec.authHeader) headers[spec.authHeader.name.toLowerCase()] = spec.authHeader.value;
  return { url: url.href, method: spec.method, headers, body: payload };
}
