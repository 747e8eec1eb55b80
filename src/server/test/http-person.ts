import { confirmationTokenIn, type SmtpFake } from './smtp-fake';

/**
 * A person over real HTTP (for server processes, where `app.inject` cannot reach): signs up
 * as the web app does (no name) and opens the link mailed to the server's SMTP fake.
 */
export async function signUpOver(server: { url: string; mail?: SmtpFake }, origin = server.url) {
  const baseUrl = server.url;
  const email = `node-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    // The web app's own origin, as a browser sends it.
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'correct horse 1', name: '' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const sessionToken = signUp.headers.get('set-auth-token') ?? (await openLinkOver(server, email));
  const token = await fetch(`${baseUrl}/api/auth/token`, {
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  if (!token.ok) throw new Error(`token failed: ${token.status}`);
  const { token: accessToken } = (await token.json()) as { token: string };
  return { email, sessionToken, accessToken };
}

export type HttpPerson = Awaited<ReturnType<typeof signUpOver>>;

/** Opens the confirmation link mailed to `email`: the session token it signs in with. */
export async function openLinkOver(server: { url: string; mail?: SmtpFake }, email: string) {
  if (!server.mail) throw new Error('This server was started with its own SMTP_URL.');
  const mail = await server.mail.waitForMail(email, /^Confirm your e-mail/);
  const token = encodeURIComponent(confirmationTokenIn(mail));
  const res = await fetch(`${server.url}/api/auth/verify-email?token=${token}`);
  const sessionToken = res.headers.get('set-auth-token');
  if (!res.ok || !sessionToken) throw new Error(`confirmation failed: ${res.status}`);
  return sessionToken;
}

/** JSON over HTTP with a bearer: the status and the parsed body (null when there is none). */
export async function callJson(
  baseUrl: string,
  path: string,
  options: {
    method?: string;
    bearer?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read fields freely
  return { status: res.status, headers: res.headers, body: body as any };
}
