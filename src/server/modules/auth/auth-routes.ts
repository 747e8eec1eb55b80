import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PasswordPolicySchema } from '../../../shared/password-policy';
import { IdentityProvidersSchema } from '../../../shared/schemas/auth';
import { databaseUnavailable, DomainError } from '../../domain-error';
import { HttpError } from '../../http-error';
import { authTarget } from './auth-path';
import { resetPasswordThrottle, resetRequestThrottle } from './password-reset-throttle';
import { signInThrottle } from './sign-in-throttle';
import { signUpThrottle } from './sign-up-throttle';
import { listIdentityProviders } from './identity-providers';
import { describeRefusedOrigin } from './origin-refusal';

/** Hands a Fastify request to better-auth's fetch-style handler and copies the answer back. */
async function forwardToAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  url: URL,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody =
    request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? normaliseEmail(request.body) : undefined;
  const response = await app.auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  // The popup's completion page must stay linked to the page that opened it, across the
  // provider's origin: a stricter opener policy would sever window.opener.
  reply.header('cross-origin-opener-policy', 'unsafe-none');
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  // better-auth answers any failure of its own with 500; when the database is the cause,
  // say so (503) rather than "something went wrong".
  if (
    response.status >= 500 &&
    !(await app.database.ping().then(
      () => true,
      () => false,
    ))
  ) {
    throw databaseUnavailable();
  }
  if (response.status >= 400) throw authError(app, request, response.status, text);
  return reply.send(text || null);
}

/** E-mails are compared as typed by nobody: trimmed and lower-cased before anything else. */
function normaliseEmail(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('email' in body)) return body;
  const { email } = body as { email: unknown };
  return typeof email === 'string' ? { ...body, email: email.trim().toLowerCase() } : body;
}

/** A sign-in with the right password to an account whose address is not confirmed yet. */
function unconfirmedAddress(app: FastifyInstance) {
  const where = app.config.mail.smtpUrl
    ? 'We have just e-mailed a new confirmation link to it'
    : "This server sends no e-mail, so a new confirmation link has been written to the server's log";
  return `This e-mail address is not confirmed yet. ${where}: open that link to sign in.`;
}

/** better-auth answers errors as { code, message }; ours have one shape everywhere. */
function authError(app: FastifyInstance, request: FastifyRequest, status: number, text: string) {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // not JSON: keep the defaults
  }
  // Its router answers an unknown path with an empty 404.
  if (status === 404 && !parsed.code) {
    return new DomainError(
      'not_found',
      'not_found',
      'There is no sign-in endpoint at this address.',
    );
  }
  const code = (parsed.code ?? 'auth_error').toLowerCase();
  const message =
    code === 'invalid_origin'
      ? describeRefusedOrigin(app.config, request)
      : code === 'email_not_verified'
        ? unconfirmedAddress(app)
        : (parsed.message ?? 'Authentication failed.');
  // better-auth's own status is passed on as it chose it: an HTTP answer relayed.
  return new HttpError(status, code, message);
}

/** A limit on one better-auth endpoint: checked before it runs, told when it refused. */
interface EndpointLimit {
  check(request: FastifyRequest): Promise<void>;
  refused?(request: FastifyRequest): Promise<void>;
}

export async function authRoutes(app: FastifyInstance) {
  const signIn = signInThrottle(app);
  const basePath = app.auth.options.basePath ?? '/api/auth';
  // Keyed on better-auth's own endpoints, as its router matches them (see auth-path.ts).
  const limits = new Map<string, EndpointLimit>([
    [
      `POST ${app.auth.api.signInEmail.path}`,
      // Failed attempts count, so an office behind one address can still sign in all day.
      { check: signIn.check, refused: signIn.recordFailure },
    ],
    [`POST ${app.auth.api.signUpEmail.path}`, signUpThrottle(app)],
    [`POST ${app.auth.api.requestPasswordReset.path}`, resetRequestThrottle(app)],
    [`POST ${app.auth.api.resetPassword.path}`, resetPasswordThrottle(app)],
  ]);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/password-policy',
    {
      schema: {
        tags: ['auth'],
        summary: 'The password rules a new password must meet',
        response: { 200: PasswordPolicySchema },
      },
    },
    async () => app.config.auth.passwordPolicy,
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Identity providers offered for popup sign-in, and the origins allowed to use them',
        response: { 200: IdentityProvidersSchema },
      },
    },
    async () => ({
      providers: listIdentityProviders(app.config.auth),
      trusted_origins: app.config.trustedOrigins,
      auth_origin: new URL(app.config.publicUrl).origin,
      email_confirmation: !app.config.auth.requireEmailVerification
        ? ('off' as const)
        : app.config.mail.smtpUrl
          ? ('mail' as const)
          : ('log' as const),
      account_mail: app.config.mail.smtpUrl ? ('mail' as const) : ('log' as const),
    }),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // better-auth answers pages here as well as JSON (a sign-in popup's last page, say).
    config: { answers: 'document' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { url, endpoint } = authTarget(request, app.config.publicUrl, basePath);
      const limit = limits.get(`${request.method} ${endpoint}`);
      if (!limit) return forwardToAuth(app, request, reply, url);
      await limit.check(request);
      try {
        return await forwardToAuth(app, request, reply, url);
      } catch (error) {
        await limit.refused?.(request);
        throw error;
      }
    },
  });
}
