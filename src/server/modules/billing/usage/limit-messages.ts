import type { PlanDefinition, PlanLimits } from '../../../../shared/schemas/plans';
import type { PlanCatalogue } from '../plan-catalogue';

const lifts = (plan: PlanDefinition, metric: keyof PlanLimits, limit: number) =>
  plan.limits[metric] < 0 || plan.limits[metric] > limit;

/** The least expensive plan that allows more of `metric` than `current`; quote plans last. */
export function planThatLifts(
  plans: PlanCatalogue,
  current: PlanDefinition,
  metric: keyof PlanLimits,
): PlanDefinition | undefined {
  return plans
    .all()
    .filter((plan) => plan.id !== current.id && lifts(plan, metric, current.limits[metric]))
    .sort((a, b) => (a.price ?? Number.MAX_SAFE_INTEGER) - (b.price ?? Number.MAX_SAFE_INTEGER))[0];
}

const amount = (limit: number) => (limit < 0 ? 'unlimited' : limit.toLocaleString('en-US'));

/** "The Pro plan allows 1,000 a day." or "" when no plan allows more. */
export function upgradeSentence(
  plans: PlanCatalogue,
  current: PlanDefinition,
  metric: keyof PlanLimits,
  unit: string,
): string {
  const better = planThatLifts(plans, current, metric);
  if (!better) return '';
  const limit = better.limits[metric];
  return limit < 0
    ? ` The ${better.name} plan has ${unit} without a daily limit.`
    : ` The ${better.name} plan allows ${amount(limit)} a day.`;
}
