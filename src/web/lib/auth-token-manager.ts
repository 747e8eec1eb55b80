import { readTokenExpiry } from './jwt-expiry';
import type { AuthSnapshot, SessionStore, SessionUser, StoredSession } from './session-store';

/** Spec 01 §4, §9: refresh 5 min before expiry, expiry 30 s early, back-off 30 s to 16 min. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const EXPIRY_MARGIN_MS = 30_000;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 16 * 60_000;

export interface TokenManagerOptions {
  /** Exchanges the session token for a short-lived JWT; rejects with `status` 401/403 if refused. */
  fetchAccessToken(sessionToken: string): Promise<string>;
  /** Ends the session on the server when the person signs out (best effort). */
  revokeSession?(sessionToken: string): Promise<void>;
  store: SessionStore;
  now?: () => number;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

const isRefusal = (error: unknown) =>
  [401, 403].includes((error as { status?: number } | null)?.status ?? 0);

/**
 * Holds the session token and the current JWT; framework-free so it is tested in Node.
 * Hand-written: better-auth's client fetches /token when asked, with no early refresh or back-off.
 */
export function createTokenManager(options: TokenManagerOptions) {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimeout ?? ((run, ms) => globalThis.setTimeout(run, ms));
  const clearTimer =
    options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number | undefined));
  const listeners = new Set<(user: SessionUser | null) => void>();
  let snapshot: AuthSnapshot = { status: 'loading', user: null };
  let session: StoredSession | null = null;
  let access: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string | null> | null = null;
  let timer: unknown;
  let retryMs = FIRST_RETRY_MS;
  /** Bumped on every sign-in and sign-out, so answers for an older session are dropped. */
  let generation = 0;
  let restoring: Promise<void> | undefined;

  function report(user: SessionUser | null) {
    snapshot = user ? { status: 'signed-in', user } : { status: 'signed-out', user: null };
    for (const listener of [...listeners]) listener(user);
  }
  function schedule(ms: number) {
    clearTimer(timer);
    timer = setTimer(() => void scheduledRefresh(), Math.max(ms, 1000));
  }

  function reset(next: StoredSession | null) {
    generation++;
    clearTimer(timer);
    session = next;
    access = null;
    pending = null;
    retryMs = FIRST_RETRY_MS;
    restoring ??= Promise.resolve();
  }

  async function fetchFor(current: StoredSession, gen: number): Promise<string | null> {
    try {
      const token = await options.fetchAccessToken(current.token);
      if (gen !== generation) return null;
      const issuedAt = now();
      const lifetime = (readTokenExpiry(token, issuedAt) ?? issuedAt + 60_000) - issuedAt;
      access = { token, expiresAt: issuedAt + lifetime };
      retryMs = FIRST_RETRY_MS;
      schedule(Math.max(lifetime - REFRESH_BEFORE_EXPIRY_MS, lifetime / 2));
      return token;
    } catch (error) {
      if (gen !== generation) return null;
      if (!isRefusal(error)) throw error;
      await end();
      return null;
    }
  }

  /** One request at a time: concurrent callers share the answer. */
  function refresh(): Promise<string | null> {
    if (!session) return Promise.resolve(null);
    if (pending) return pending;
    const request = fetchFor(session, generation).finally(() => {
      if (pending === request) pending = null;
    });
    pending = request;
    return request;
  }

  /** The timed path: a network failure is retried later, each wait twice the last. */
  async function scheduledRefresh() {
    const gen = generation;
    try {
      await refresh();
    } catch {
      if (gen !== generation || !session) return;
      schedule(retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  }
  /** The server refused the session (ended, expired, disabled): forget it everywhere. */
  async function end() {
    reset(null);
    report(null);
    await options.store.clear().catch(() => undefined);
  }

  /** Reads the saved session once (page load); later calls return the same promise. */
  function restore(): Promise<void> {
    restoring ??= (async () => {
      const gen = generation;
      const saved = await options.store.get().catch(() => null);
      if (gen !== generation) return;
      session = saved;
      report(saved?.user ?? null);
      if (saved) void scheduledRefresh();
    })();
    return restoring;
  }

  return {
    getSnapshot: (): AuthSnapshot => snapshot,
    onChange(listener: (user: SessionUser | null) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    restore,
    async signIn(sessionToken: string, user: SessionUser) {
      reset({ token: sessionToken, user });
      report(user);
      void scheduledRefresh();
      // A store that fails leaves the person signed in for this page's life.
      await options.store.set({ token: sessionToken, user }).catch(() => undefined);
    },
    /**
     * The signed-in person's name changed (their profile was saved): the header shows it at
     * once, and the next page load too. Nothing changes for a session that has since ended.
     */
    async renameUser(userId: string, name: string) {
      if (!session || session.user.id !== userId) return;
      session = { ...session, user: { ...session.user, name } };
      report(session.user);
      await options.store.set(session).catch(() => undefined);
    },
    async signOut() {
      const token = session?.token;
      await end();
      if (token && options.revokeSession) await options.revokeSession(token).catch(() => {});
    },
    /** A valid JWT, fetched when missing or within 30 s of expiry; null when signed out. */
    async getAccessToken(forceRefresh = false): Promise<string | null> {
      await restore();
      if (!session) return null;
      if (!forceRefresh && access && now() < access.expiresAt - EXPIRY_MARGIN_MS) {
        return access.token;
      }
      return refresh();
    },
  };
}
