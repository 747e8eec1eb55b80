/**
 * A person and their agent over real HTTP (for server processes, where `app.inject` cannot
 * reach): signs up as the web app does (no name), creates a private agent, makes keys.
 */
export async function signUpOver(baseUrl: string, origin = baseUrl) {
  const email = `node-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    // The web app's own origin, as a browser sends it.
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'correct horse 1', name: '' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const sessionToken = signUp.headers.get('set-auth-token') ?? '';
  const token = await fetch(`${baseUrl}/api/auth/token`, {
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  if (!token.ok) throw new Error(`token failed: ${token.status}`);
  const { token: accessToken } = (await token.json()) as { token: string };
  return { email, sessionToken, accessToken };
}

export type HttpPerson = Awaited<ReturnType<typeof signUpOver>>;

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
