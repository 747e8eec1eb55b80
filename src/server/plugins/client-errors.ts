import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../shared/schemas/error';

/**
 * A whole HTTP/1.1 answer in the one error shape, as bytes for a socket no request object
 * exists for (Node refused the request before Fastify saw it, or the connection itself is
 * refused). The connection is closed after it.
 */
export function rawErrorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): string {
  const body: ErrorBody = { error: { code, message }, detail: message };
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${json}`;
}

const headerLimitKb = Math.round(http.maxHeaderSize / 1024);

/** What Node's parser refuses, by its error code, in words a client can act on. */
function answerFor(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [
      431,
      'headers_too_large',
      `The request's headers are too large: send fewer or shorter headers and cookies ` +
        `(at most ${headerLimitKb} KB in all).`,
    ];
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [
      408,
      'request_timeout',
      'The request did not arrive in time: send the whole request at once and try again.',
    ];
  }
  return [
    400,
    'bad_request',
    'The request is not valid HTTP/1.1 and could not be read: check how it is written.',
  ];
}

/**
 * Fastify's `clientErrorHandler`: the answers Node's HTTP parser gives before any route runs
 * (headers too large, malformed requests, headers or body too slow) leave in the one error
 * shape instead of Fastify's `{ error, message, statusCode }`.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  // A reset connection has nobody to answer (Node's own advice for this event).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = answerFor(error.code);
  this.log.debug({ err: error, status }, 'client error');
  if (socket.writable) socket.write(rawErrorResponse(status, code, message));
  socket.destroy(error);
}
