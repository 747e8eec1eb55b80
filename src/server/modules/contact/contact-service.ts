import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestInfo, RequestQuote } from '../../../shared/schemas/contact';
import type { Db } from '../../db/client';
import { contactRequests, type ContactRequestRow } from '../../db/schema';
import type { Mailer } from '../../mailer';

export const MAX_DELIVERY_ATTEMPTS = 5;

type ContactInput = ({ kind: 'info' } & RequestInfo) | ({ kind: 'quote' } & RequestQuote);

function describe(row: ContactRequestRow): { subject: string; text: string } {
  const lines = [
    `From: ${row.name} <${row.email}>`,
    row.category ? `Category: ${row.category}` : undefined,
    row.company ? `Company: ${row.company}` : undefined,
    row.plan ? `Plan of interest: ${row.plan}` : undefined,
    `Received: ${row.createdAt.toISOString()}`,
    `Request id: ${row.id}`,
    '',
    row.message,
  ];
  const subject =
    row.kind === 'quote'
      ? `[Quote] ${row.company ?? row.name} - ${row.plan ?? ''} plan`
      : `[${row.category ?? 'general'}] ${row.subject ?? '(no subject)'}`;
  return { subject, text: lines.filter((line) => line !== undefined).join('\n') };
}

/** Mails one stored request and records the outcome; never throws. */
export async function deliverContactRequest(options: {
  db: Db;
  mailer: Mailer;
  inbox: string;
  log: FastifyBaseLogger;
  row: ContactRequestRow;
}): Promise<void> {
  const { db, row } = options;
  try {
    const outcome = await options.mailer.send({
      to: options.inbox,
      replyTo: row.email,
      ...describe(row),
    });
    await db
      .update(contactRequests)
      .set({
        deliveryStatus: outcome,
        deliveryError: null,
        deliveryAttempts: sql`${contactRequests.deliveryAttempts} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(contactRequests.id, row.id));
  } catch (error) {
    options.log.warn(
      { err: error, requestId: row.id },
      'contact request e-mail failed; kept for retry',
    );
    await db
      .update(contactRequests)
      .set({
        deliveryStatus: 'failed',
        deliveryError: String((error as Error).message ?? error).slice(0, 500),
        deliveryAttempts: sql`${contactRequests.deliveryAttempts} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(contactRequests.id, row.id))
      .catch((dbError: unknown) =>
        options.log.error({ err: dbError }, 'could not record delivery'),
      );
  }
}

/**
 * Stores the request first: once this returns, the request cannot be lost. A signed-in
 * sender's account goes with it, so an operator sees whose plan to change.
 */
export async function storeContactRequest(options: {
  db: Db;
  input: ContactInput;
  userId?: string;
}): Promise<ContactRequestRow> {
  const { input } = options;
  const [row] = await options.db
    .insert(contactRequests)
    .values({
      kind: input.kind,
      name: input.name,
      email: input.email,
      message: input.message,
      userId: options.userId ?? null,
      ...(input.kind === 'info'
        ? { subject: input.subject, category: input.category }
        : { company: input.company, plan: input.plan }),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Requests whose e-mail has not gone out yet and still has attempts left. */
export function findUndelivered(db: Db, olderThan: Date) {
  return db
    .select()
    .from(contactRequests)
    .where(
      and(
        inArray(contactRequests.deliveryStatus, ['pending', 'failed']),
        lt(contactRequests.deliveryAttempts, MAX_DELIVERY_ATTEMPTS),
        lt(contactRequests.updatedAt, olderThan),
      ),
    )
    .limit(50);
}
