import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserSessionStore, type StoredSession } from './session-store';

const session: StoredSession = {
  token: 'session-1',
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
};

/** An IDBRequest that succeeds (or fails) on the next turn, as the browser's do. */
function request<T>(outcome: () => T, fail = false) {
  const req = { result: undefined as T | undefined, error: null, onsuccess: () => {} };
  const withError = req as typeof req & { onerror?: () => void };
  setTimeout(() => {
    if (fail) return withError.onerror?.();
    req.result = outcome();
    req.onsuccess();
  });
  return req;
}

/** The slice of IndexedDB the store uses, in memory; `broken` fails every open. */
function fakeIndexedDb({ broken = false } = {}) {
  const rows = new Map<string, unknown>();
  const objectStore = () => ({
    get: (key: string) => request(() => rows.get(key)),
    put: (value: unknown, key: string) => request(() => void rows.set(key, value)),
    delete: (key: string) => request(() => void rows.delete(key)),
  });
  const db = { createObjectStore: () => {}, transaction: () => ({ objectStore }) };
  vi.stubGlobal('indexedDB', { open: () => request(() => db, broken) });
  return rows;
}

/** A Web Storage; `broken` throws on every write, as a disabled or full one does. */
function fakeStorage(name: 'localStorage' | 'sessionStorage', { broken = false } = {}) {
  const items = new Map<string, string>();
  vi.stubGlobal(name, {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (broken) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}

afterEach(() => vi.unstubAllGlobals());

describe('browser session store', () => {
  it('keeps the session in IndexedDB first, where a reload finds it', async () => {
    const rows = fakeIndexedDb();
    const local = fakeStorage('localStorage');
    await createBrowserSessionStore().set(session);
    expect(rows.size).toBe(1);
    expect(local.size).toBe(0);
    expect(await createBrowserSessionStore().get()).toEqual(session);
  });

  it('falls back to localStorage, then sessionStorage, then memory', async () => {
    fakeIndexedDb({ broken: true });
    const local = fakeStorage('localStorage');
    const tab = fakeStorage('sessionStorage');
    await createBrowserSessionStore().set(session);
    expect([local.size, tab.size]).toEqual([1, 0]);

    fakeStorage('localStorage', { broken: true });
    const tabOnly = fakeStorage('sessionStorage');
    await createBrowserSessionStore().set(session);
    expect(tabOnly.size).toBe(1);

    fakeStorage('sessionStorage', { broken: true });
    const memory = createBrowserSessionStore();
    await memory.set(session);
    expect(await memory.get()).toEqual(session);
    expect(await createBrowserSessionStore().get()).toBeNull();
  });

  it('forgets the session on sign-out and ignores what it cannot read', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const local = fakeStorage('localStorage');
    const store = createBrowserSessionStore();
    await store.set(session);
    await store.clear();
    expect(await store.get()).toBeNull();
    local.set('coachforge.session', '{"token":42}');
    expect(await store.get()).toBeNull();
  });
});
