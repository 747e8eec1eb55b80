/**
 * An HTTP answer raised where the HTTP detail is the point (a 405 with Allow, rate-limit
 * headers, a status relayed from a library): plugins and *-routes.ts files only. Services
 * raise DomainError (domain-error.ts); eslint.config.js keeps them from importing this file.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
