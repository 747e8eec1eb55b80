import { count, eq } from 'drizzle-orm';
import { user } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { agents, type NewAgentRow } from '../../db/schema';
import { DomainError } from '../../domain-error';
import type { PlanCatalogue } from '../billing';
import { currentPlanOf } from '../billing';
import { upgradeSentence } from '../billing';

const allowsAgents = (limit: number) =>
  limit < 0 ? 'has no limit on agents' : `allows up to ${limit}`;

/**
 * Inserts an agent for its owner if their plan allows one more. The owner's account row is
 * locked for the count and the insert, so concurrent creations stop exactly at the limit.
 */
export async function insertAgentWithinPlan(options: {
  db: Db;
  plans: PlanCatalogue;
  ownerId: string;
  values: Omit<NewAgentRow, 'ownerId'>;
}): Promise<string> {
  const { plans, ownerId } = options;
  return options.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, ownerId))
      .for('update');
    if (!account)
      throw new DomainError('unauthenticated', 'unauthorized', 'Your account no longer exists.');
    const { plan } = await currentPlanOf({ db: tx, plans, userId: ownerId });
    const limit = plan.limits.agents;
    if (limit >= 0) {
      const [owned] = await tx
        .select({ n: count() })
        .from(agents)
        .where(eq(agents.ownerId, ownerId));
      if ((owned?.n ?? 0) >= limit) {
        throw new DomainError(
          'payment_required',
          'plan_limit',
          `The ${plan.name} plan allows up to ${limit} agents, and you have ${owned?.n ?? 0}. Delete one, or change your plan.${upgradeSentence(plans, plan, 'agents', allowsAgents)}`,
          { details: { limit, plan: plan.id } },
        );
      }
    }
    const [row] = await tx
      .insert(agents)
      .values({ ...options.values, ownerId })
      .returning({ id: agents.id });
    return row!.id;
  });
}
