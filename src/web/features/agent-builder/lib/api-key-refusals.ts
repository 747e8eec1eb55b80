import type { KeyAnalytics } from '../../../../shared/schemas/api-keys';

type Reason = keyof KeyAnalytics['refused'];

/** Each reason in the owner's words, with what lifts it. */
const REASONS: Record<Reason, { text: string; fix: string }> = {
  origin: {
    text: "from a site outside the key's allowed domains.",
    fix: "Add the site to the key's allowed domains if it is yours.",
  },
  key_limit: {
    text: "over the key's hourly limit.",
    fix: "Raise the key's rate limit if the traffic is yours.",
  },
  plan_limit: {
    text: "over your plan's daily chat requests.",
    fix: 'See plans in Billing',
  },
};

/** The reasons calls were refused for in the period, the most frequent first. */
export function refusalRows(refused: KeyAnalytics['refused']) {
  return (Object.keys(REASONS) as Reason[])
    .map((reason) => ({ reason, count: refused[reason], ...REASONS[reason] }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Every call refused in the period, whatever the reason. */
export const refusedTotal = (refused: KeyAnalytics['refused']) =>
  refused.origin + refused.key_limit + refused.plan_limit;
