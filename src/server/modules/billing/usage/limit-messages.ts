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

export const formatLimit = (limit: number) => limit.toLocaleString('en-US');

/**
 * " The Pro plan allows 1,000 a day." naming the plan that lifts the limit, or "" when none
 * does. `allows` words the better plan's limit (-1 for unlimited).
 */
export function upgradeSentence(
  plans: PlanCatalogue,
  current: PlanDefinition,
  metric: keyof PlanLimits,
  allows: (limit: number) => string,
): string {
  const better = planThatLifts(plans, current, metric);
  return better ? ` The ${better.name} plan ${allows(better.limits[metric])}.` : '';
}

export const perDay = (unit: string) => (limit: number) =>
  limit < 0 ? `has no daily limit on ${unit}` : `allows ${formatLimit(limit)} ${unit} a day`;
