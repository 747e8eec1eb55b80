import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createTokenManager, MAX_RETRY_MS, type TokenManagerOptions } from './auth-token-manager';
import { createMemorySessionStore } from './session-store';

const ada = { id: 'u1', name: 'Ada', email: 'ada@example.com' };
const HOUR_S = 3600;

/** A JWT-shaped token issued now, living `lifetimeS` seconds (the manager reads iat, exp). */
function jwt(lifetimeS = HOUR_S) {
  const iat = Math.floor(Date.now() / 1000);
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'EdDSA' })}.${part({ sub: 'u1', iat, exp: iat + lifetimeS })}.sig`;
}

const offline = () => new ApiError(0, 'network_error', 'Could not reach the server.');
const refused = () => new ApiError(401, 'unauthorized', 'Session has ended.');

function setUp(fetch: (token: string) => Promise<string>, more: Partial<TokenManagerOptions> = {}) {
  const store = createMemorySessionStore();
  const [fetchMock, revokeSession] = [vi.fn(fetch), vi.fn(async (_token: string) => {})];
  const manager = createTokenManager({
    fetchAccessToken: fetchMock,
    revokeSession,
    store,
    ...more,
  });
  return { store, fetchMock, revokeSession, manager };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('token manager', () => {
  it('reads the saved session once: a visitor gets no token, a saved person is signed in', async () => {
    const visitor = setUp(async () => jwt());
    expect(await visitor.manager.getAccessToken()).toBeNull();
    expect(visitor.manager.getSnapshot().status).toBe('signed-out');
    expect(visitor.fetchMock).not.toHaveBeenCalled();
    const { store, manager } = setUp(async () => jwt());
    await store.set({ token: 'session-1', user: ada });
    expect(manager.getSnapshot().status).toBe('loading');
    await manager.restore();
    expect(manager.getSnapshot()).toEqual({ status: 'signed-in', user: ada });
    expect(await manager.getAccessToken()).toMatch(/\.sig$/);
  });

  it('refreshes the token 5 minutes before it expires', async () => {
    const { manager, fetchMock } = setUp(async () => jwt(HOUR_S));
    await manager.signIn('session-1', ada);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls).toEqual([['session-1']]);
    await vi.advanceTimersByTimeAsync(55 * 60_000 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refreshes a token that lives under 10 minutes halfway through its life', async () => {
    const { manager, fetchMock } = setUp(async () => jwt(6 * 60));
    await manager.signIn('session-1', ada);
    await vi.advanceTimersByTimeAsync(3 * 60_000 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('backs off 30 s, doubling, up to 16 minutes while the network is down', async () => {
    let down = true;
    const calls: number[] = [];
    const { manager } = setUp(async () => {
      calls.push(Date.now());
      if (down) throw offline();
      return jwt(HOUR_S);
    });
    await manager.signIn('session-1', ada);
    await vi.advanceTimersByTimeAsync((30 + 60 + 120 + 240 + 480 + 960 + 960) * 1000);
    down = false; // back after 960 s; the next failure waits 30 s again
    await vi.advanceTimersByTimeAsync(960_000);
    down = true;
    await vi.advanceTimersByTimeAsync((55 * 60 + 30) * 1000);
    const waits = calls.slice(1).map((at, i) => (at - calls[i]!) / 1000);
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 960, 960, 55 * 60, 30]);
    expect(manager.getSnapshot().status).toBe('signed-in');
  });

  it('signs out and forgets the session when the server refuses a refresh', async () => {
    let live = true;
    const { manager, store } = setUp(async () => {
      if (!live) throw refused();
      return jwt(HOUR_S);
    });
    const reports: unknown[] = [];
    manager.onChange((user) => reports.push(user));
    await manager.signIn('session-1', ada);
    await vi.advanceTimersByTimeAsync(0);
    live = false;
    await vi.advanceTimersByTimeAsync(55 * 60_000);
    expect(manager.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(reports).toEqual([ada, null]);
    expect(await store.get()).toBeNull();
    expect(await manager.getAccessToken()).toBeNull();
  });

  it('signs out at once when the account is disabled (403), without retrying', async () => {
    const { manager, fetchMock } = setUp(async () =>
      Promise.reject(new ApiError(403, 'user_disabled', 'This account has been disabled.')),
    );
    await manager.signIn('session-1', ada);
    expect(await manager.getAccessToken()).toBeNull();
    expect(manager.getSnapshot().status).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the person signed in on the next page load', async () => {
    const { manager, store } = setUp(async () => jwt());
    await manager.signIn('session-1', ada);
    const nextPage = createTokenManager({ fetchAccessToken: async () => jwt(), store });
    await nextPage.restore();
    expect(nextPage.getSnapshot()).toEqual({ status: 'signed-in', user: ada });
  });

  it('treats a restored session the server refuses as signed out', async () => {
    const { manager, store } = setUp(async () => Promise.reject(refused()));
    await store.set({ token: 'ended', user: ada });
    await manager.restore();
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.getSnapshot().status).toBe('signed-out');
    expect(await store.get()).toBeNull();
  });

  it('counts a token as expired 30 s before its exp', async () => {
    // No timed refresh here: only the on-demand rule is under test.
    const { manager, fetchMock } = setUp(async () => jwt(HOUR_S), { setTimeout: () => 0 });
    await manager.signIn('session-1', ada);
    const first = await manager.getAccessToken();
    vi.setSystemTime(Date.now() + (HOUR_S - 30) * 1000 - 1);
    expect(await manager.getAccessToken()).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await manager.getAccessToken();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares one request among callers and drops an answer that comes after sign-out', async () => {
    const answers: ((token: string) => void)[] = [];
    const { manager, fetchMock } = setUp(() => new Promise((resolve) => answers.push(resolve)));
    await manager.signIn('session-1', ada);
    const both = Promise.all([manager.getAccessToken(), manager.getAccessToken()]);
    answers[0]?.(jwt());
    const [first, second] = await both;
    expect(first).toMatch(/\.sig$/);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const late = manager.getAccessToken(true);
    await manager.signOut();
    answers[1]?.(jwt());
    expect(await late).toBeNull();
  });

  it('signs out: clears the store, revokes the session and stops refreshing', async () => {
    const { manager, store, fetchMock, revokeSession } = setUp(async () => jwt(HOUR_S));
    await manager.signIn('session-1', ada);
    await vi.advanceTimersByTimeAsync(0);
    await manager.signOut();
    expect(revokeSession).toHaveBeenCalledWith('session-1');
    expect(await store.get()).toBeNull();
    expect(manager.getSnapshot().status).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(2 * HOUR_S * 1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a name saved on the profile at once and after a reload, for that person only', async () => {
    const { manager, store } = setUp(async () => jwt());
    await manager.signIn('session-1', { ...ada, name: '' });
    const seen: (string | undefined)[] = [];
    manager.onChange((user) => seen.push(user?.name));
    await manager.renameUser('someone-else', 'Mallory');
    await manager.renameUser(ada.id, 'Ada Lovelace');
    expect(seen).toEqual(['Ada Lovelace']);
    expect(manager.getSnapshot()).toEqual({
      status: 'signed-in',
      user: { ...ada, name: 'Ada Lovelace' },
    });
    expect((await store.get())?.user.name).toBe('Ada Lovelace');
  });
});
