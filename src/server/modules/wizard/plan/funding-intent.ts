import type { WizardQuestion } from '../../../../shared/schemas/wizard';

/** How the founder means to pay their way, in the few kinds the checks tell apart. */
export type FundingKind = 'bootstrap' | 'equity' | 'debt';

const BOOTSTRAP =
  /\bbootstrap\w*|\bself[- ]fund\w*|\bown (?:savings|money)\b|\bno (?:outside )?(?:investors|funding|investment)\b|\bwithout (?:investors|outside)/i;
const EQUITY =
  /\b(?:angels?|venture|vcs?|seed|pre-seed|series [a-c]|investors?|raise|raising|round|friends and family|crowdfund\w*|safes?)\b/i;
const DEBT = /\b(?:grants?|loans?|bank|credit)\b/i;

/** The kind a funding answer chose: from the option's words or the founder's own. */
export function fundingKind(
  question: WizardQuestion,
  value: string | number,
): FundingKind | undefined {
  const option = question.options.find((o) => o.value === value);
  const said = option ? `${option.value} ${option.text}` : String(value);
  if (BOOTSTRAP.test(said)) return 'bootstrap';
  if (EQUITY.test(said)) return 'equity';
  if (DEBT.test(said)) return 'debt';
  return undefined;
}

/** Words that plan on outside money ("after our seed round", "once we raise"). */
const RAISING =
  /\b(?:raise|raising|raised|fundrais\w*|seed round|pre-seed|series [a-c]|angel investors?|angels|venture capital|vcs?|investors?|funding round|safe notes?)\b/gi;
const NEGATED = /\b(?:no|not|without|never|n't|don't|won't|avoid\w*)\b[\w\s-]{0,20}$/i;

/** Whether a text plans on raising money ("after our seed round", "once we raise"). */
export function plansRaising(text: string): boolean {
  return [...text.matchAll(RAISING)].some(
    (m) => !NEGATED.test(text.slice(Math.max(0, m.index - 30), m.index)),
  );
}

/** Venture capital in particular: most venture funds invest only in corporations. */
export const isVentureCapital = (said: string) => /\bventure\b|\bvcs?\b/i.test(said);
