import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { setLocalPlan } from '../billing';
import { disableUser } from './admin-service';
import type { OperatorActor } from './operator-access';
import { recordOperatorAction } from './operator-log';

/** What disabling or enabling an account answers, to the command line and the console. */
export const AccountDisabledSchema = z.object({ userId: z.string(), sessionsEnded: z.number() });

/** What putting an account on a plan answers. */
export const PlanSetSchema = z.object({
  plan: z.string(),
  periodEnd: z.date().nullable(),
  invoice: z.string().optional(),
});

/**
 * The operator changes the command line and the console's People and Requests pages share:
 * each does the change, writes it to the operator log, and tells the other nodes.
 */
export async function setAccountDisabled(
  app: FastifyInstance,
  actor: OperatorActor,
  change: { email: string; disabled: boolean },
) {
  const result = await disableUser({ db: app.db, ...change });
  const action = change.disabled ? 'disable-user' : 'enable-user';
  await recordOperatorAction(app.db, actor, action, { email: change.email });
  // Every node forgets the account's keys and ends its live calls.
  if (change.disabled) await app.cluster.bus.publish('account-closed', result);
  return result;
}

export async function setAccountPlan(
  app: FastifyInstance,
  actor: OperatorActor,
  change: { email: string; plan: string },
) {
  const { email, plan } = change;
  const result = await setLocalPlan({
    db: app.db,
    config: app.config.billing,
    plans: app.billing.plans,
    email,
    planId: plan,
  });
  await recordOperatorAction(app.db, actor, 'set-plan', { email, plan });
  return result;
}
