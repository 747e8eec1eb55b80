import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, jwt } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describePasswordProblems, passwordProblems } from '../../../shared/password-rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mailer';
import {
  account,
  jwks,
  session,
  user,
  verification as verificationTable,
} from '../../db/auth-schema';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { emailVerificationOptions } from './email-verification';
import { identityProviderOptions } from './identity-providers';
import { passwordResetOptions } from './password-reset';
import { userFieldProblem } from './user-fields';

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** The endpoints that set a password: each must meet the password policy. */
const NEW_PASSWORD_PATHS = new Set(['/sign-up/email', '/change-password', '/reset-password']);

/**
 * better-auth owns identity: e-mail + password accounts, sessions (whose token the client
 * sends as a bearer token to /api/auth) and short-lived JWTs (signed with keys in `jwks`)
 * that every other /api call carries.
 */
export async function createAuth(options: {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** The auth secret in use (auth-secret.ts): signs sessions, encrypts the JWT keys. */
  secret: string;
  log?: FastifyBaseLogger;
  /**
   * Runs after each account is stored (e-mail, Google or OIDC). The admin module passes its
   * first-operator claim here, so auth does not import the module that imports it.
   */
  onAccountCreated?: () => Promise<unknown>;
}) {
  const { db, config } = options;
  const policy = config.auth.passwordPolicy;
  const providers = identityProviderOptions(config.auth);
  const confirmation = emailVerificationOptions({
    config,
    mailer: options.mailer,
    log: options.log,
    resendLink: (email): Promise<unknown> => auth.api.sendVerificationEmail({ body: { email } }),
  });

  const auth = betterAuth({
    appName: 'CoachForge',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    telemetry: { enabled: false },
    // Unexpected errors (a database outage) reach our error handler instead of a bare 500 and
    // a stack on stderr; its own refusals (APIError) still answer as before.
    onAPIError: { throw: true },
    // Its messages join ours as JSON lines at our LOG_LEVEL, not as stacks on stderr.
    ...(options.log && {
      logger: {
        log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
          const [first] = args;
          const err = first instanceof Error ? first : (first as { cause?: unknown })?.cause;
          options.log?.[level]({ err, source: 'better-auth' }, message);
        },
      },
    }),
    // Throttling is ours (sign-in per IP and per account), in one place for every node.
    rateLimit: { enabled: false },
    trustedOrigins: config.trustedOrigins,
    // better-auth skips its origin check when NODE_ENV is test; ours run as in production.
    advanced: { disableOriginCheck: false },
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: { user, session, account, verification: verificationTable, jwks },
      }),
    ),
    // Sessions found by user carry only their token's hash (hashed-session-tokens.ts), which
    // these take as a token: they would find nothing. The web app uses none of them.
    disabledPaths: [
      '/list-sessions',
      '/revoke-session',
      '/revoke-other-sessions',
      // Anyone could make it mail any unconfirmed address at will; signing in sends a new link.
      '/send-verification-email',
    ],
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: policy.min_length,
      maxPasswordLength: policy.max_length ?? 128,
      ...confirmation.emailAndPassword,
      ...passwordResetOptions({ config, db, mailer: options.mailer, log: options.log }),
    },
    emailVerification: confirmation.emailVerification,
    user: {
      additionalFields: { disabled: { type: 'boolean', defaultValue: false, input: false } },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
          const problem = userFieldProblem(ctx.body);
          if (problem) throw new APIError('BAD_REQUEST', problem);
        }
        if (!NEW_PASSWORD_PATHS.has(ctx.path)) return;
        const body = ctx.body as { password?: unknown; newPassword?: unknown } | undefined;
        const password = body?.newPassword ?? body?.password;
        if (typeof password !== 'string') return;
        const problems = passwordProblems(policy, password);
        if (problems.length > 0) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
            message: describePasswordProblems(problems),
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // After the account is stored (e-mail, Google or OIDC): the first one runs the server.
          after: async () => {
            await options.onAccountCreated?.().catch((error: unknown) => {
              options.log?.error({ err: error }, 'first operator: could not be chosen');
            });
          },
        },
      },
      session: {
        create: {
          before: async (newSession) => {
            const [owner] = await db
              .select({ disabled: user.disabled, closedAt: user.closedAt })
              .from(user)
              .where(eq(user.id, newSession.userId));
            if (owner?.closedAt) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_CLOSED',
                message: `This account was closed on ${owner.closedAt.toISOString().slice(0, 10)}. Write to us to reopen it.`,
              });
            }
            if (owner?.disabled) {
              throw new APIError('FORBIDDEN', {
                code: 'USER_DISABLED',
                message: 'This account has been disabled.',
              });
            }
          },
        },
      },
    },
    socialProviders: providers.socialProviders,
    plugins: [
      ...providers.plugins,
      bearer(),
      jwt({
        jwt: {
          issuer: config.publicUrl,
          audience: config.publicUrl,
          expirationTime: `${config.auth.tokenTtlS}s`,
          // sid lets every request check that the session behind the token still stands.
          definePayload: ({ user: u, session: s }) => ({ sid: s.id, email: u.email, name: u.name }),
        },
      }),
    ],
  });
  return auth;
}
