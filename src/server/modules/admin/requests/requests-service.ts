import { desc, eq } from 'drizzle-orm';
import type { OperatorRequest } from '../../../../shared/schemas/admin-people';
import { user } from '../../../db/auth-schema';
import { subscriptions } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import { contactRequests } from '../../../db/schema';
import { notFound } from '../../../domain-error';
import type { PlanCatalogue } from '../../billing';
import { planShown } from '../people/people-list';
import type { OperatorActor } from '../operator-access';
import { recordOperatorAction } from '../operator-log';

export const REQUESTS_SHOWN = 200;

/** Contact, quote and "Contact us" requests, newest first, with a signed-in sender's account. */
export async function listRequests(options: {
  db: Db;
  plans: PlanCatalogue;
  status: 'new' | 'answered' | 'all';
  now?: Date;
}): Promise<OperatorRequest[]> {
  const { db, plans } = options;
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      request: contactRequests,
      account: { id: user.id, email: user.email },
      subscription: subscriptions,
    })
    .from(contactRequests)
    .leftJoin(user, eq(user.id, contactRequests.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, contactRequests.userId))
    .where(options.status === 'all' ? undefined : eq(contactRequests.status, options.status))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(REQUESTS_SHOWN);
  return rows.map(({ request, account, subscription }) => ({
    id: request.id,
    kind: request.kind,
    name: request.name,
    email: request.email,
    subject: request.subject,
    category: request.category,
    company: request.company,
    plan: request.plan,
    message: request.message,
    created_at: request.createdAt.toISOString(),
    status: request.status,
    account: account ? { ...account, plan: planShown(plans, subscription, now) } : null,
  }));
}

/** Marks a request new or answered, and logs it. */
export async function setRequestStatus(options: {
  db: Db;
  actor: OperatorActor;
  id: string;
  status: 'new' | 'answered';
}) {
  const { db, id, status } = options;
  const [row] = await db
    .update(contactRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(contactRequests.id, id))
    .returning({ id: contactRequests.id, email: contactRequests.email });
  if (!row) throw notFound(`No request has the id ${id}; reload the list of requests.`);
  await recordOperatorAction(db, options.actor, 'request-status', {
    request: id,
    from: row.email,
    status,
  });
  return { id, status };
}
