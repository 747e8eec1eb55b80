import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startScriptedServer } from '../test/scripted-server';
import { ApiError } from './api-client';
import { createIdentityCalls } from './identity-calls';

const grace = { id: 'u1', name: 'Grace', email: 'grace@example.com' };

/** Our server's one error shape (better-auth's codes lower-cased). */
const errorBody = (code: string, message: string) => ({
  error: { code, message },
  detail: message,
});

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.seen.length = 0;
  vi.restoreAllMocks();
});

describe('identity calls', () => {
  it('signs up with an empty name and keeps the token of set-auth-token, sending no cookie', async () => {
    server.answer({
      body: { token: 'body-token', user: { ...grace, name: '' } },
      headers: { 'set-auth-token': 'header-token' },
    });
    // Watched, not replaced: the request still crosses the socket.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const signedIn = await createIdentityCalls(server.origin).signUpWithEmail({
      email: 'grace@example.com',
      password: 'correct horse 1',
    });
    expect(signedIn).toEqual({ sessionToken: 'header-token', user: { ...grace, name: '' } });
    const [request] = server.seen;
    expect([request?.method, request?.path]).toEqual(['POST', '/api/auth/sign-up/email']);
    expect(request?.headers.cookie).toBeUndefined();
    const sent = fetchSpy.mock.calls[0];
    const init = sent?.[0] instanceof Request ? sent[0] : new Request(sent![0], sent?.[1]);
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: 'grace@example.com',
      password: 'correct horse 1',
      name: '',
    });
  });

  it('answers confirm-email when the server starts no session until the address is confirmed', async () => {
    server.answer({ body: { token: null, user: { ...grace, name: '' } } });
    const outcome = await createIdentityCalls(server.origin).signUpWithEmail({
      email: 'grace@example.com',
      password: 'correct horse 1',
    });
    expect(outcome).toBe('confirm-email');
  });

  it("opens a confirmation link's token: the session it starts, or null once it was used", async () => {
    server.answer(
      { body: { status: true, user: null }, headers: { 'set-auth-token': 'fresh-session' } },
      { body: { status: true, user: null } },
    );
    const calls = createIdentityCalls(server.origin);
    expect(await calls.confirmEmail('link+token/1')).toBe('fresh-session');
    expect(await calls.confirmEmail('link+token/1')).toBeNull();
    const [first] = server.seen;
    const url = new URL(first?.path ?? '', server.origin);
    expect([first?.method, url.pathname, url.searchParams.get('token')]).toEqual([
      'GET',
      '/api/auth/verify-email',
      'link+token/1',
    ]);
    expect(first?.headers.cookie).toBeUndefined();
  });

  it("turns a refusal into the app's error with the server's code and message", async () => {
    server.answer(
      { status: 401, body: errorBody('invalid_email_or_password', 'Invalid email or password') },
      { status: 403, body: errorBody('invalid_origin', 'Sign in at https://coach.example.') },
    );
    const calls = createIdentityCalls(server.origin);
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
    // A server that has gone: its port refuses the connection.
    const gone = await startScriptedServer();
    await gone.close();
    await expect(createIdentityCalls(gone.origin).fetchAccessToken('s1')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('sends the session token as bearer for the JWT, the session and sign-out', async () => {
    server.answer(
      { body: { token: 'jwt-1' } },
      { body: { session: { id: 's' }, user: grace } },
      { body: { success: true } },
    );
    const calls = createIdentityCalls(server.origin);
    expect(await calls.fetchAccessToken('session-1')).toBe('jwt-1');
    expect(await calls.fetchSessionUser('session-1')).toEqual({
      sessionToken: 'session-1',
      user: grace,
    });
    await calls.signOutSession('session-1');
    expect(
      server.seen.map((r) => `${r.method} ${new URL(r.path, server.origin).pathname}`),
    ).toEqual(['GET /api/auth/token', 'GET /api/auth/get-session', 'POST /api/auth/sign-out']);
    expect(server.seen.map((r) => r.headers.authorization)).toEqual(
      Array(3).fill('Bearer session-1'),
    );
  });

  it('refuses an ended session with its status, so the token manager signs out', async () => {
    server.answer({ status: 401, body: errorBody('unauthorized', 'Unauthorized') }, { body: null });
    const calls = createIdentityCalls(server.origin);
    await expect(calls.fetchAccessToken('ended')).rejects.toMatchObject({ status: 401 });
    await expect(calls.fetchSessionUser('ended')).rejects.toMatchObject({ status: 401 });
  });
});
