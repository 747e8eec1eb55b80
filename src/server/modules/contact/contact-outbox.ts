import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ContactRequestRow } from '../../db/schema';
import type { Mailer } from '../../mailer';
import { deliverContactRequest, findUndelivered } from './contact-service';

export type ContactOutbox = ReturnType<typeof createContactOutbox>;

/**
 * Sends contact e-mails after the request is stored, outside the request's own time, and
 * retries the ones a failing mail server left behind.
 */
export function createContactOutbox(options: {
  db: Db;
  mailer: Mailer;
  inbox: string;
  log: FastifyBaseLogger;
  retryEveryMs: number;
}) {
  const inFlight = new Set<Promise<void>>();

  function enqueue(row: ContactRequestRow) {
    const delivery = deliverContactRequest({ ...options, row }).finally(() =>
      inFlight.delete(delivery),
    );
    inFlight.add(delivery);
  }

  async function retryUndelivered() {
    const quietSince = new Date(Date.now() - options.retryEveryMs / 2);
    const rows = await findUndelivered(options.db, quietSince);
    rows.forEach(enqueue);
    return rows.length;
  }

  const timer = setInterval(() => {
    retryUndelivered().catch((err: unknown) => options.log.warn({ err }, 'contact retry failed'));
  }, options.retryEveryMs);
  timer.unref();

  async function idle() {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return {
    enqueue,
    retryUndelivered,
    idle,
    async close() {
      clearInterval(timer);
      await idle();
      options.mailer.close();
    },
  };
}
