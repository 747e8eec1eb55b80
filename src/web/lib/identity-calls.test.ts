import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createIdentityCalls } from './identity-calls';

const ORIGIN = 'http://127.0.0.1:3000';
const grace = { id: 'u1', name: 'Grace', email: 'grace@example.com' };

interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A server at the fetch boundary: records each request and answers from the list. */
function fakeServer(...answers: Answer[]) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const { status = 200, body, headers = {} } = answers.shift() ?? { body: null };
    return Response.json(body, { status, headers });
  });
  return requests;
}

/** Our server's one error shape (better-auth's codes lower-cased). */
const errorBody = (code: string, message: string) => ({
  error: { code, message },
  detail: message,
});

afterEach(() => vi.unstubAllGlobals());

describe('identity calls', () => {
  it('signs up with an empty name and keeps the token of set-auth-token, sending no cookie', async () => {
    const requests = fakeServer({
      body: { token: 'body-token', user: { ...grace, name: '' } },
      headers: { 'set-auth-token': 'header-token' },
    });
    const signedIn = await createIdentityCalls(ORIGIN).signUpWithEmail({
      email: 'grace@example.com',
      password: 'correct horse 1',
    });
    expect(signedIn).toEqual({ sessionToken: 'header-token', user: { ...grace, name: '' } });
    const [request] = requests;
    expect([request?.method, request?.url]).toEqual(['POST', `${ORIGIN}/api/auth/sign-up/email`]);
    expect(request?.credentials).toBe('omit');
    expect(await request?.json()).toEqual({
      email: 'grace@example.com',
      password: 'correct horse 1',
      name: '',
    });
  });

  it("turns a refusal into the app's error with the server's code and message", async () => {
    fakeServer(
      { status: 401, body: errorBody('invalid_email_or_password', 'Invalid email or password') },
      { status: 403, body: errorBody('invalid_origin', 'Sign in at https://coach.example.') },
    );
    const calls = createIdentityCalls(ORIGIN);
    const input = { email: 'grace@example.com', password: 'wrong' };
    const wrong = await calls.signInWithEmail(input).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({ status: 401, code: 'invalid_email_or_password' });
    await expect(calls.signInWithEmail(input)).rejects.toMatchObject({
      status: 403,
      code: 'invalid_origin',
      message: 'Sign in at https://coach.example.',
    });
  });

  it('reports a request that got no answer as the network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createIdentityCalls(ORIGIN).fetchAccessToken('s1')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('sends the session token as bearer for the JWT, the session and sign-out', async () => {
    const requests = fakeServer(
      { body: { token: 'jwt-1' } },
      { body: { session: { id: 's' }, user: grace } },
      { body: { success: true } },
    );
    const calls = createIdentityCalls(ORIGIN);
    expect(await calls.fetchAccessToken('session-1')).toBe('jwt-1');
    expect(await calls.fetchSessionUser('session-1')).toEqual({
      sessionToken: 'session-1',
      user: grace,
    });
    await calls.signOutSession('session-1');
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /api/auth/token',
      'GET /api/auth/get-session',
      'POST /api/auth/sign-out',
    ]);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(
      Array(3).fill('Bearer session-1'),
    );
  });

  it('refuses an ended session with its status, so the token manager signs out', async () => {
    fakeServer({ status: 401, body: errorBody('unauthorized', 'Unauthorized') }, { body: null });
    const calls = createIdentityCalls(ORIGIN);
    await expect(calls.fetchAccessToken('ended')).rejects.toMatchObject({ status: 401 });
    await expect(calls.fetchSessionUser('ended')).rejects.toMatchObject({ status: 401 });
  });
});
