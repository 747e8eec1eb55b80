import type { Db } from '../../db/client';
import { conversationGone, type ExchangeToStore, type StoredOutcome } from './conversation-store';
import { storeExchangeBatch } from './exchange-batch';
import { storeExchange } from './store-exchange';

/**
 * Statements storing exchanges at once, per database. Exchanges that arrive while these run
 * wait and then go together, in one statement and one commit: under load each commit is a
 * flush of Postgres' log and each statement wakes a server process, which cost more than the
 * rows (docs/BENCHMARKS.md). Two, not one, so a statement waiting on a row lock (a
 * conversation being deleted) does not hold up every other turn.
 */
const STATEMENTS_AT_ONCE = 2;
/** Most exchanges in one statement: bounds its parameter (a reply is up to a few KB). */
const MOST_PER_STATEMENT = 32;

interface Waiting {
  exchange: ExchangeToStore;
  resolve(outcome: StoredOutcome): void;
  reject(error: unknown): void;
}

/** Up to MOST_PER_STATEMENT of the oldest waiting, one per conversation; the rest stay in order. */
function takeBatch(waiting: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const conversations = new Set<string>();
  for (let i = 0; i < waiting.length && batch.length < MOST_PER_STATEMENT;) {
    const { conversationId } = waiting[i]!.exchange;
    if (conversations.has(conversationId)) {
      i++;
      continue;
    }
    conversations.add(conversationId);
    batch.push(...waiting.splice(i, 1));
  }
  return batch;
}

async function storeAlone(db: Db, { exchange, resolve, reject }: Waiting) {
  await storeExchange(db, exchange).then(resolve, reject);
}

/** Stores a batch and settles each waiting turn; never rejects. */
async function storeTogether(db: Db, batch: Waiting[]) {
  if (batch.length === 1) return storeAlone(db, batch[0]!);
  const positions = await storeExchangeBatch(
    db,
    batch.map((one) => one.exchange),
  ).catch(() => undefined);
  if (!positions) {
    // Nothing was stored: each goes alone, where a repeated client_message_id or a bad row
    // is answered for that turn only.
    await Promise.all(batch.map((one) => storeAlone(db, one)));
    return;
  }
  batch.forEach(({ resolve, reject }, slot) => {
    const position = positions[slot];
    if (position === undefined) reject(conversationGone());
    else resolve({ position });
  });
}

function createQueue(db: Db) {
  const waiting: Waiting[] = [];
  let running = 0;
  const pump = () => {
    while (running < STATEMENTS_AT_ONCE && waiting.length > 0) {
      running += 1;
      void storeTogether(db, takeBatch(waiting)).finally(() => {
        running -= 1;
        pump();
      });
    }
  };
  return (exchange: ExchangeToStore) =>
    new Promise<StoredOutcome>((resolve, reject) => {
      waiting.push({ exchange, resolve, reject });
      pump();
    });
}

const queues = new WeakMap<Db, (exchange: ExchangeToStore) => Promise<StoredOutcome>>();

/**
 * Stores a turn's exchange (store-exchange.ts), together with others waiting at the same
 * moment when the database is busy. An exchange with files goes alone: their text may be
 * large. Answers only once the exchange is committed, as before.
 */
export function appendExchange(options: ExchangeToStore & { db: Db }): Promise<StoredOutcome> {
  const { db, ...exchange } = options;
  if (exchange.fileTexts.length > 0) return storeExchange(db, exchange);
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = createQueue(db)));
  return queue(exchange);
}
