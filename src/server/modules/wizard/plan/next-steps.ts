import type { FundingKind } from './funding-intent';
import type { HireTiming } from './hire-timing';
import { amountIn, SHORT_RUNWAY_MONTHS, type Runway } from './money-section';

/** What a step of the plan is about, which decides when it comes. */
type Topic = 'money' | 'hiring' | 'setup' | 'other';

const MONEY =
  /\b(?:runway|raise|raising|round|fundrais\w*|burn|cash[- ]flow|cash in|funding|budget|revenue|costs?|spend\w*)\b/i;
const HIRING = /\b(?:hire|hires|hiring|employees?|candidates?|recruit\w*|payroll|contractors?)\b/i;
const SETUP =
  /\b(?:lawyer|legal|register\w*|registration|fil(?:e|es|ing)|deadlines?|tax\w*|agreements?|incorporat\w*|bank account|accounting|bookkeep\w*|IP|assign\w*|83\(b\)|franchise|bylaws|contracts?|insurance|licen[cs]\w*)\b/i;

const topicOf = (text: string): Topic =>
  MONEY.test(text) ? 'money' : HIRING.test(text) ? 'hiring' : SETUP.test(text) ? 'setup' : 'other';

/** What the plan knows that decides what comes first. */
export interface Urgency {
  runway: Runway | undefined;
  funding: FundingKind | undefined;
  /** The first dated hire, if the founder dated one. */
  hire: HireTiming | undefined;
  /** How many answers contradict each other (beside a hire the money does not reach). */
  checks: number;
}

const isShort = (runway: Runway | undefined): runway is Runway =>
  !!runway && runway.months < SHORT_RUNWAY_MONTHS;

/** Under six months of money: raise or cut, in the founder's own figures, and why now. */
function moneyFirst(runway: Runway, funding: FundingKind | undefined): string {
  const lasts = `at ${runway.monthly.text} your ${runway.sum.text} lasts ${runway.said}`;
  const cut = `costs of ${amountIn(runway.monthly, Math.floor(runway.sum.value / SHORT_RUNWAY_MONTHS))} at most would stretch it to six months`;
  if (funding === 'bootstrap') {
    return `Cut your burn or bring revenue forward this month: ${lasts}, with no outside money planned to extend it, and ${cut}.`;
  }
  if (funding === 'debt') {
    return `Apply for the grant or loan now and cut your burn meanwhile: ${lasts}, and ${cut}.`;
  }
  return `Start raising now and cut your burn meanwhile: ${lasts}, less than a round usually takes to close, and ${cut}.`;
}

/** A hire dated at or after the month the money runs out waits for the money. */
function hireAfterMoney({ hire, runway }: Urgency): string | undefined {
  if (!hire || !runway || runway.months === Infinity) return undefined;
  if (hire.startsAfter < Math.ceil(runway.months) - 1) return undefined;
  return `Hold the hire you planned ${hire.words} until the money for it is in the bank: at this burn your money lasts ${runway.said}.`;
}

/**
 * The plan's next steps in the order to do them: with under six months of money, raising or
 * cutting burn first (and a hire the money does not reach held), settling contradictory
 * answers next, then the money steps of the knowledge, the legal and setup ones, the rest,
 * and hiring last. With time in hand, the knowledge's own order after settling the answers.
 */
export function orderNextSteps(actions: string[], urgency: Urgency, limit: number): string[] {
  const first: string[] = [];
  const short = isShort(urgency.runway);
  if (short) first.push(moneyFirst(urgency.runway as Runway, urgency.funding));
  const hold = hireAfterMoney(urgency);
  if (hold) first.push(hold);
  if (urgency.checks > 0) {
    first.push(
      `Settle ${urgency.checks === 1 ? 'the contradiction' : `the ${urgency.checks} contradictions`} under “Check these answers” before you file or sign anything.`,
    );
  }
  if (!short) return [...first, ...actions].slice(0, limit);
  const rank: Record<Topic, number> = { money: 0, setup: 1, other: 2, hiring: 3 };
  const ranked = actions
    .map((text, i) => ({ text, i, rank: rank[topicOf(text)] }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((a) => a.text);
  return [...first, ...ranked].slice(0, limit);
}
