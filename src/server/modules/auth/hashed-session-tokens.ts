import { createHash } from 'node:crypto';
import type {
  DBAdapter,
  DBAdapterInstance,
  DBTransactionAdapter,
  Where,
} from 'better-auth/adapters';

/**
 * What `session.token` holds: SHA-256 of the token, hex. The migration that hashed the tokens
 * stored before (drizzle/0014_hash_session_tokens.sql) computes the same in SQL.
 */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

type Row = Record<string, unknown>;
const SESSION = 'session';
const TOKEN = 'token';

/** The plaintext of each hash a caller looked up by, to hand back with the rows it finds. */
type Given = Map<string, string>;

function hashValue(value: unknown, given: Given): unknown {
  if (typeof value === 'string') {
    const hash = sessionTokenHash(value);
    given.set(hash, value);
    return hash;
  }
  if (Array.isArray(value)) return value.map((item) => hashValue(item, given));
  return value;
}

/** The where clauses with every token the caller named replaced by its hash. */
function hashWhere(where: Where[] | undefined, given: Given): Where[] | undefined {
  return where?.map((clause) =>
    clause.field === TOKEN
      ? ({ ...clause, value: hashValue(clause.value, given) } as Where)
      : clause,
  );
}

/** A session row as the caller knows it: the plaintext when the caller gave it, else the hash. */
function reveal<T>(row: T, given: Given): T {
  if (!row || typeof row !== 'object') return row;
  const token = (row as Row)[TOKEN];
  const plain = typeof token === 'string' ? given.get(token) : undefined;
  return plain === undefined ? row : ({ ...(row as Row), [TOKEN]: plain } as T);
}

function hashingSessions(inner: DBTransactionAdapter): DBTransactionAdapter {
  const isSession = (model: string) => model === SESSION;
  return {
    ...inner,
    async create(data) {
      if (!isSession(data.model)) return inner.create(data);
      const given: Given = new Map();
      const row = data.data as Row;
      const stored = TOKEN in row ? { ...row, [TOKEN]: hashValue(row[TOKEN], given) } : row;
      return reveal(await inner.create({ ...data, data: stored as typeof data.data }), given);
    },
    async findOne(data) {
      if (!isSession(data.model)) return inner.findOne(data);
      const given: Given = new Map();
      const where = hashWhere(data.where, given) ?? [];
      return reveal(await inner.findOne({ ...data, where }), given);
    },
    async findMany<T>(data: Parameters<DBTransactionAdapter['findMany']>[0]) {
      if (!isSession(data.model)) return inner.findMany<T>(data);
      const given: Given = new Map();
      const rows = await inner.findMany<T>({ ...data, where: hashWhere(data.where, given) });
      return rows.map((row) => reveal(row, given));
    },
    async count(data) {
      if (!isSession(data.model)) return inner.count(data);
      return inner.count({ ...data, where: hashWhere(data.where, new Map()) });
    },
    async update(data) {
      if (!isSession(data.model)) return inner.update(data);
      const given: Given = new Map();
      const where = hashWhere(data.where, given) ?? [];
      const update =
        TOKEN in data.update
          ? { ...data.update, [TOKEN]: hashValue(data.update[TOKEN], given) }
          : data.update;
      return reveal(await inner.update({ ...data, where, update }), given);
    },
    async updateMany(data) {
      if (!isSession(data.model)) return inner.updateMany(data);
      const given: Given = new Map();
      const update =
        TOKEN in data.update
          ? { ...data.update, [TOKEN]: hashValue(data.update[TOKEN], given) }
          : data.update;
      return inner.updateMany({ ...data, where: hashWhere(data.where, given) ?? [], update });
    },
    async delete(data) {
      if (!isSession(data.model)) return inner.delete(data);
      return inner.delete({ ...data, where: hashWhere(data.where, new Map()) ?? [] });
    },
    async deleteMany(data) {
      if (!isSession(data.model)) return inner.deleteMany(data);
      return inner.deleteMany({ ...data, where: hashWhere(data.where, new Map()) ?? [] });
    },
    async consumeOne(data) {
      if (!isSession(data.model)) return inner.consumeOne(data);
      const given: Given = new Map();
      return reveal(
        await inner.consumeOne({ ...data, where: hashWhere(data.where, given) ?? [] }),
        given,
      );
    },
    async incrementOne(data) {
      if (!isSession(data.model)) return inner.incrementOne(data);
      const given: Given = new Map();
      const where = hashWhere(data.where, given) ?? [];
      return reveal(await inner.incrementOne({ ...data, where }), given);
    },
  };
}

/**
 * better-auth's adapter with session tokens stored hashed: a copy of the database holds no
 * bearer. better-auth has no option for it (its `storeIdentifier: "hashed"` covers only the
 * verification table), so this wraps the adapter, its public interface: a token written is
 * stored as its hash, a token looked up is looked up by its hash, and a row comes back with
 * the plaintext only where the caller gave it (create, find by token). Rows found any other
 * way (by user) carry the hash, which is why list-sessions, revoke-session and
 * revoke-other-sessions are turned off in auth.ts.
 */
export function withHashedSessionTokens(adapter: DBAdapterInstance): DBAdapterInstance {
  return (options) => {
    const inner: DBAdapter = adapter(options);
    return {
      ...inner,
      ...hashingSessions(inner),
      transaction: (callback) => inner.transaction((trx) => callback(hashingSessions(trx))),
    };
  };
}
