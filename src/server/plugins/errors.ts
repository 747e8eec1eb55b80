import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorBodySchema, type ErrorBody } from '../../shared/schemas/error';
import { isDatabaseUnavailable } from '../db/unavailable';
import { databaseUnavailable, DomainError } from '../domain-error';
import { HttpError } from '../http-error';
import { httpAnswerOf } from './error-answer';

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: unknown,
) {
  const body: ErrorBody = {
    error: { code, message, ...(details ? { details } : {}) },
    detail: message,
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own error codes for malformed requests, in words a client can act on. */
const FRAMEWORK_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported_media_type',
    'This content type is not accepted here.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The request body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', 'The JSON body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_request', 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    'bad_request',
    'The Content-Length header does not match the body.',
  ],
  FST_ERR_BAD_URL: [400, 'bad_request', 'The URL is malformed.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', 'A part of the address is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'bad_request', 'The request could not be routed.'],
};

/**
 * Errors the router meets before any route or hook runs (a malformed or overlong address):
 * Fastify's `frameworkErrors` option, so they too leave in the one error shape.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code];
  return known
    ? send(reply, ...known)
    : send(reply, 400, 'bad_request', 'The request could not be read.');
}

/** A service's error as its HTTP answer: the status and headers of its kind, one shape. */
function sendDomainError(reply: FastifyReply, error: DomainError) {
  const { status, headers } = httpAnswerOf(error);
  reply.headers(headers);
  return send(reply, status, error.code, error.message, error.details);
}

/**
 * One error handler for the whole app: every failure leaves in the one error shape.
 * Unknown routes are answered by the static plugin's not-found handler, which uses sendError.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error instanceof DomainError || error instanceof HttpError)) {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return sendDomainError(reply, databaseUnavailable(error));
      }
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [
          error.validationContext ?? 'body',
          ...v.instancePath.split('/').filter(Boolean),
        ].join('.'),
        message: v.message ?? 'is invalid',
      }));
      const first = issues[0];
      const message = first ? `${first.path}: ${first.message}` : 'The request is invalid.';
      return send(reply, 400, 'validation_failed', message, { issues });
    }
    if (error instanceof DomainError) {
      if (error.kind === 'internal') {
        request.log.error({ err: error.cause ?? error }, 'unhandled error');
      }
      return sendDomainError(reply, error);
    }
    // HTTP-specific answers raised by plugins and routes (a 405 with Allow, rate-limit headers).
    if (error instanceof HttpError) {
      if (error.code === 'internal_error') {
        request.log.error({ err: error.cause ?? error }, 'unhandled error');
      }
      reply.headers(error.headers);
      return send(reply, error.statusCode, error.code, error.message, error.details);
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return send(reply, ...known);
    if (error.statusCode === 429) {
      return send(reply, 429, 'rate_limited', error.message || 'Too many requests; slow down.');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(
      reply,
      500,
      'internal_error',
      'Something went wrong on our side. Please try again.',
    );
  });
}

export { send as sendError };

/** A route's documented error answers: each status in the one error shape. */
export function errorResponses<Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    Status,
    typeof ErrorBodySchema
  >;
}
