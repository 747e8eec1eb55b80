import type { CalculatorId } from '../types';
import { assignRoles } from './assign-roles';
import type { ReadFigure } from './assign-roles';
import type { Known } from './build-input';
import { askedCalculator, isFollowUp } from './calculator-words';
import { answersMissing, impliedCalculator, whatIf } from './continuation';
import { extractFigures } from './figures';
import { fold } from './fold';
import { perPersonCost } from './hire-count';
import {
  arrAdded,
  burnRise,
  doubledPrice,
  fillUnnamed,
  fromToPrices,
  priceRoles,
  raiseAsNewFunding,
  spendBesideRevenue,
  unitCostBesideFixed,
} from './role-context';
import type { Role } from './roles';

/** The conversation so far: the latest figure of each role and the latest calculator asked. */
export interface Conversation {
  known: Known;
  lastCalculator: CalculatorId | null;
}

export interface MessageReading {
  calculator: CalculatorId | null;
  /** Figures of this message, with their roles in this conversation. */
  figures: ReadFigure[];
  folded: string;
}

/** What-ifs of one message: not carried into the next. */
const TRANSIENT = new Set<Role>(['extraCost', 'extraRevenue', 'newFunding']);

/** A founder's message, not a pasted document: past this, figures are not read. */
const MAX_CHARACTERS = 4000;
const MAX_FIGURES = 40;

export function readMessage(whole: string, conversation: Conversation): MessageReading {
  const text = whole.slice(0, MAX_CHARACTERS);
  const folded = fold(text);
  let figures = assignRoles(folded, extractFigures(text, MAX_FIGURES));
  const asked = askedCalculator(folded, text);
  const continues = !asked && figures.length > 0 && isFollowUp(folded);
  const { known, lastCalculator } = conversation;
  const calculator =
    asked ??
    (continues
      ? (lastCalculator ?? impliedCalculator(known))
      : (whatIf(figures, lastCalculator) ?? answersMissing(figures, known, lastCalculator)));
  for (const role of TRANSIENT) conversation.known.delete(role);
  spendBesideRevenue(figures);
  if (calculator === 'runway') raiseAsNewFunding(figures);
  if (calculator === 'price_change_churn') figures = doubledPrice(figures, folded);
  if (calculator === 'burn_multiple') figures = arrAdded(figures, folded);
  if (calculator && continues) burnRise(figures, folded);
  if (calculator === 'price_change_churn') priceRoles(figures, known, folded);
  if (calculator === 'price_change_churn') fromToPrices(figures, folded);
  if (calculator === 'break_even') unitCostBesideFixed(figures, folded);
  if (calculator) fillUnnamed(figures, calculator, known, folded, continues);
  for (const figure of figures) {
    if (figure.role === 'extraCost') figure.value = perPersonCost(figure, folded);
    if (figure.role) conversation.known.set(figure.role, figure);
  }
  if (asked) conversation.lastCalculator = asked;
  return { calculator, figures, folded };
}
