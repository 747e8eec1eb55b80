import type { EvalCase, EvalKind } from '../eval-case';

/** The seeded coaches' seedKeys, short, for the cases written by kind. */
export const FINANCE = 'founder-finance-coach';
export const PRICING = 'pricing-strategist';
export const FUNDRAISING = 'fundraising-coach';
export const GTM = 'go-to-market-coach';
export const HIRING = 'hiring-team-coach';
export const PITCH = 'pitch-deck-coach';
export const SETUP = 'business-setup-advisor';
export const PMF = 'product-market-fit-coach';

/** A one-message case: most founder questions are one line. */
export function asked(
  id: string,
  coach: string,
  kind: EvalKind,
  message: string,
  mustContain: string[][],
  more: Partial<Omit<EvalCase, 'id' | 'coach' | 'kind' | 'turns' | 'mustContain'>> = {},
): EvalCase {
  return { id, coach, kind, turns: [{ message }], mustContain, ...more };
}

/** A conversation of several messages; only the last reply is scored. */
export function conversation(
  id: string,
  coach: string,
  kind: EvalKind,
  messages: string[],
  mustContain: string[][],
  more: Partial<Omit<EvalCase, 'id' | 'coach' | 'kind' | 'turns' | 'mustContain'>> = {},
): EvalCase {
  return { id, coach, kind, turns: messages.map((message) => ({ message })), mustContain, ...more };
}
