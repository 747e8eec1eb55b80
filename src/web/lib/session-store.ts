/** The signed-in person as the header and the auth context show them. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** What survives a reload: the session token (the bearer for /api/auth) and its user. */
export interface StoredSession {
  token: string;
  user: SessionUser;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';
export interface AuthSnapshot {
  status: AuthStatus;
  user: SessionUser | null;
}

export interface SessionStore {
  get(): Promise<StoredSession | null>;
  set(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
}

const KEY = 'coachforge.session';
const DB_NAME = 'coachforge-auth';
const OBJECT_STORE = 'session';

function isStoredSession(value: unknown): value is StoredSession {
  const session = value as StoredSession | null | undefined;
  return (
    typeof session?.token === 'string' &&
    typeof session.user?.id === 'string' &&
    typeof session.user.email === 'string' &&
    typeof session.user.name === 'string'
  );
}

const promised = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

async function openIndexedDbStore(): Promise<SessionStore> {
  if (typeof indexedDB === 'undefined') throw new Error('No IndexedDB');
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(OBJECT_STORE);
  const db = await promised(open);
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) =>
    promised(act(db.transaction(OBJECT_STORE, mode).objectStore(OBJECT_STORE)));
  // A store that opens but cannot be read (some private modes) counts as not working.
  await run('readonly', (store) => store.get(KEY));
  return {
    get: async () => {
      const value: unknown = await run('readonly', (store) => store.get(KEY));
      return isStoredSession(value) ? value : null;
    },
    set: async (session) => void (await run('readwrite', (store) => store.put(session, KEY))),
    clear: async () => void (await run('readwrite', (store) => store.delete(KEY))),
  };
}

function webStorageStore(storage: () => Storage): SessionStore {
  const target = storage();
  // Throws where the storage is missing, disabled or full: the caller moves on to the next.
  target.setItem(`${KEY}.probe`, '1');
  target.removeItem(`${KEY}.probe`);
  return {
    get: async () => {
      try {
        const value: unknown = JSON.parse(target.getItem(KEY) ?? 'null');
        return isStoredSession(value) ? value : null;
      } catch {
        return null;
      }
    },
    set: async (session) => target.setItem(KEY, JSON.stringify(session)),
    clear: async () => target.removeItem(KEY),
  };
}

/** Keeps the session for this page's life only: the last resort, and the store of unit tests. */
export function createMemorySessionStore(): SessionStore {
  let current: StoredSession | null = null;
  return {
    get: async () => current,
    set: async (session) => void (current = session),
    clear: async () => void (current = null),
  };
}

/**
 * Persists the session in the first storage that works: IndexedDB, then localStorage, then
 * sessionStorage (then memory, so a locked-down browser still signs in for the tab's life).
 * Nothing is touched until the first call, so importing this module is free.
 * Hand-written: better-auth's client keeps a cookie session and leaves bearer storage to us.
 */
export function createBrowserSessionStore(): SessionStore {
  let chosen: Promise<SessionStore> | undefined;
  const backend = () =>
    (chosen ??= openIndexedDbStore()
      .catch(() => webStorageStore(() => localStorage))
      .catch(() => webStorageStore(() => sessionStorage))
      .catch(() => createMemorySessionStore()));
  return {
    get: async () => (await backend()).get(),
    set: async (session) => (await backend()).set(session),
    clear: async () => (await backend()).clear(),
  };
}
