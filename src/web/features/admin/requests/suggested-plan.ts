import type { OperatorRequest } from '../../../../shared/schemas/admin-people';

type PlanName = { id: string; name: string };

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}_-]+/u)
      .filter(Boolean),
  );

/** A plan is named in a text by its id, or by every word of its name. */
const namedIn = (text: string, plan: PlanName) => {
  const words = wordsOf(text);
  return (
    words.has(plan.id.toLowerCase()) || [...wordsOf(plan.name)].every((word) => words.has(word))
  );
};

/**
 * The plan a request asks for, to offer it first: the one its `plan` field names, else one
 * its subject names ("Pro plan", as Billing's "Contact us" writes it); undefined for none.
 */
export function suggestedPlan(
  request: Pick<OperatorRequest, 'plan' | 'subject'>,
  plans: readonly PlanName[],
): string | undefined {
  for (const text of [request.plan, request.subject]) {
    const plan = text ? plans.find((candidate) => namedIn(text, candidate)) : undefined;
    if (plan) return plan.id;
  }
  return undefined;
}
