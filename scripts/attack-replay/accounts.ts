import { bearer, describe, jsonOf, send, type Target } from './http-client';
import { linksIn, type Mailbox } from './mailbox';

/** A person made through the real endpoints, with both of their bearers. */
export interface Account {
  email: string;
  password: string;
  /** better-auth's session token: the bearer for /api/auth calls. */
  sessionToken: string;
  /** A JWT: the bearer for every other /api call. */
  accessToken: string;
}

export const REPLAY_PASSWORD = 'Replay-Pass-4821';

/**
 * Signs a person up the way the web app does, from `from`. When the server signs new people
 * in at once, that is all; when it first e-mails a link (e-mail verification), the link is
 * read from the replay's own SMTP receiver and followed, and the person then signs in.
 * Everything the replay assumes about sign-up lives here, so it adapts in one place.
 */
export async function createAccount(options: {
  target: Target;
  mailbox: Mailbox | undefined;
  email: string;
  from: string;
}): Promise<Account> {
  const { target, email, from } = options;
  const password = REPLAY_PASSWORD;
  const signUp = await send(target, {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    json: { email, password, name: '' },
    from,
    timeoutMs: 20_000,
  });
  if (signUp.kind !== 'answer' || signUp.status !== 200) {
    throw new Error(`sign-up of ${email} answered ${describe(signUp)}`);
  }
  let sessionToken = signUp.headers['set-auth-token'] as string | undefined;
  if (!sessionToken) sessionToken = await verifyAndSignIn({ ...options, password });
  const token = await send(target, {
    path: '/api/auth/token',
    headers: bearer(sessionToken),
    from,
    timeoutMs: 20_000,
  });
  const accessToken = (jsonOf(token) as { token?: string } | undefined)?.token;
  if (token.kind !== 'answer' || token.status !== 200 || !accessToken) {
    throw new Error(`the access token of ${email} answered ${describe(token)}`);
  }
  return { email, password, sessionToken, accessToken };
}

async function verifyAndSignIn(options: {
  target: Target;
  mailbox: Mailbox | undefined;
  email: string;
  password: string;
  from: string;
}): Promise<string> {
  const { target, mailbox, email, password, from } = options;
  if (!mailbox) {
    throw new Error(
      'sign-up did not sign the person in (the server wants the e-mail address verified): ' +
        'start the server with SMTP_URL=smtp://127.0.0.1:<port> and pass --smtp-port <port>',
    );
  }
  const mail = await mailbox.waitFor(email);
  if (!mail) throw new Error(`no e-mail reached ${email} within 15 s of signing up`);
  const links = linksIn(mail);
  const link = links.find((l) => /verif/i.test(l)) ?? links[0];
  if (!link) throw new Error(`the e-mail to ${email} has no link to follow`);
  const verified = await send(target, { path: verificationPath(link), from, timeoutMs: 20_000 });
  if (verified.kind !== 'answer' || verified.status >= 400) {
    throw new Error(`confirming ${email} with the e-mailed link answered ${describe(verified)}`);
  }
  const fromLink = verified.headers['set-auth-token'] as string | undefined;
  if (fromLink) return fromLink;
  const signIn = await send(target, {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    json: { email, password },
    from,
    timeoutMs: 20_000,
  });
  const token = signIn.kind === 'answer' ? (signIn.headers['set-auth-token'] as string) : undefined;
  if (signIn.kind !== 'answer' || signIn.status !== 200 || !token) {
    throw new Error(`signing in ${email} after verifying answered ${describe(signIn)}`);
  }
  return token;
}

/**
 * Where the e-mailed link confirms the address. The link names the server's public URL, and
 * the replay talks to the address it was given, so only the path is kept. A link to a page
 * of the web app (`/verify-email#token=…`, the token in the fragment) is followed as that
 * page does: better-auth's GET /api/auth/verify-email?token=….
 */
export function verificationPath(link: string): string {
  const url = new URL(link);
  if (url.pathname.startsWith('/api/')) return url.pathname + url.search;
  const token =
    new URLSearchParams(url.hash.replace(/^#/, '')).get('token') ?? url.searchParams.get('token');
  if (!token) throw new Error(`the e-mailed link ${link} carries no token`);
  return `/api/auth/verify-email?token=${encodeURIComponent(token)}`;
}
