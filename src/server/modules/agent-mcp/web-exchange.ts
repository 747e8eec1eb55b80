import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';

/** The headers the MCP transport reads; the rest of the request stays with Fastify. */
const MCP_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id'];

/**
 * The request as the SDK's web-standard transport takes it. The body is not copied: Fastify
 * has parsed it already and it is handed over as `parsedBody`.
 */
export function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of MCP_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  // The host is the caller's to write, so it is not trusted to build a URL: the path is enough.
  return new Request(new URL(request.url, 'http://localhost'), { method: request.method, headers });
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/**
 * A refusal by the transport itself (a missing Accept, a body that is no JSON-RPC message) in
 * the API's one error shape: MCP clients read only the status of such an answer, and every
 * other caller of the API reads this shape. Answers below 400 are the protocol's own.
 */
export async function transportRefusal(response: Response): Promise<HttpError | undefined> {
  if (response.status < 400) return undefined;
  const body = (await response.json().catch(() => undefined)) as
    { error?: { message?: unknown } } | undefined;
  const said = body?.error?.message;
  return new HttpError(
    response.status,
    CODE_BY_STATUS[response.status] ?? 'bad_request',
    typeof said === 'string' ? said : 'This is not a request the MCP endpoint can answer.',
  );
}
