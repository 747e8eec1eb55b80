import type { FastifyInstance } from 'fastify';
import { confirmationTokenIn, smtpFakeAt } from './smtp-fake';

export interface TestAccount {
  userId: string;
  email: string;
  /** The better-auth session token: the bearer for /api/auth calls. */
  sessionToken: string;
  /** A JWT: the bearer for every other /api call. */
  accessToken: string;
}

let counter = 0;

/**
 * Signs a new person up through the real endpoints, as a person would: the sign-up, then the
 * link in the confirmation e-mail (read from the app's SMTP server), which signs them in; then
 * fetches their access token. Like the web app's sign-up dialog, it sends no name unless one
 * is given. With REQUIRE_EMAIL_VERIFICATION=false the sign-up itself signs in.
 */
export async function signUp(
  app: FastifyInstance,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<TestAccount> {
  const email = options.email ?? `person${++counter}-${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      email,
      password: options.password ?? 'correct horse 1',
      name: options.name ?? '',
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const sessionToken =
    (res.headers['set-auth-token'] as string | undefined) ??
    (await openConfirmationLink(app, res.json().user.email));
  return {
    userId: res.json().user.id,
    email: res.json().user.email,
    sessionToken,
    accessToken: await accessTokenFor(app, sessionToken),
  };
}

/** The SMTP fake an app sends its mail to (buildTestApp starts one for each app). */
function mailboxOf(app: FastifyInstance) {
  const mailbox = smtpFakeAt(app.config.mail.smtpUrl);
  if (!mailbox) {
    throw new Error(
      'Sign-up mails a link: give the app SMTP_URL of a startSmtpFake() (buildTestApp does).',
    );
  }
  return mailbox;
}

/** Opens the `count`th confirmation link mailed to `email`; answers the session it signs in. */
export async function openConfirmationLink(app: FastifyInstance, email: string, count = 1) {
  const mail = await mailboxOf(app).waitForMail(email, /^Confirm your e-mail/, count);
  const res = await app.inject({
    url: `/api/auth/verify-email?token=${encodeURIComponent(confirmationTokenIn(mail))}`,
  });
  const sessionToken = res.headers['set-auth-token'];
  if (res.statusCode !== 200 || typeof sessionToken !== 'string') {
    throw new Error(`confirmation failed: ${res.statusCode} ${res.body}`);
  }
  return sessionToken;
}

export async function accessTokenFor(app: FastifyInstance, sessionToken: string): Promise<string> {
  const res = await app.inject({
    url: '/api/auth/token',
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
