import type { CalculatorId } from '../types';
import { assignRoles } from './assign-roles';
import type { ReadFigure } from './assign-roles';
import type { Known } from './build-input';
import { HIRE_WORDS, askedCalculator, isFollowUp } from './calculator-words';
import { extractFigures } from './figures';
import { fold } from './fold';
import { perPersonCost } from './hire-count';
import { NEEDS } from './needs';
import { ROLE_KIND } from './roles';
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

const MONTHLY_ROLES = new Set<Role>([
  'burn',
  'price',
  'newPrice',
  'expenses',
  'revenue',
  'extraCost',
]);
/** What-ifs of one message: not carried into the next. */
const TRANSIENT = new Set<Role>(['extraCost', 'extraRevenue']);

const RISE_BEFORE = /\b(?:by|em|en|de|par|of|up)\s*$/;
const RISE_AFTER = /^\s*(?:increase|rise|hike|more|higher|aumento|mais|mas|de plus|de hausse)\b/;

/** A price in a price-change question: the earlier one stays the old price, this one is new. */
function priceRoles(figures: ReadFigure[], conversation: Conversation, folded: string): void {
  for (const figure of figures) {
    if (figure.kind !== 'percent' || (figure.role && figure.role !== 'growth')) continue;
    const before = folded.slice(Math.max(0, figure.start - 12), figure.start);
    if (RISE_BEFORE.test(before) || RISE_AFTER.test(folded.slice(figure.end, figure.end + 16))) {
      figure.role = 'priceRise';
    }
  }
  const prices = figures.filter((figure) => figure.role === 'price' || figure.role === 'newPrice');
  if (prices.length >= 2) {
    prices.forEach((figure, index) => (figure.role = index === 0 ? 'price' : 'newPrice'));
  } else if (prices[0] && conversation.known.has('price')) {
    prices[0].role = 'newPrice';
  }
}

function fits(role: Role, figure: ReadFigure): boolean {
  const kind = ROLE_KIND[role];
  if (kind === 'percent') return figure.kind === 'percent';
  return (
    kind === 'money' &&
    figure.kind !== 'percent' &&
    (figure.kind === 'money' || figure.value.gte(100))
  );
}

/** Unnamed figures take the calculator's missing roles, monthly figures monthly roles first. */
function fillUnnamed(
  figures: ReadFigure[],
  calculator: CalculatorId,
  conversation: Conversation,
  folded: string,
): void {
  const named = new Set(figures.flatMap((figure) => (figure.role ? [figure.role] : [])));
  const open = (role: Role) => !named.has(role) && !conversation.known.has(role);
  let order = [...NEEDS[calculator].required];
  if (HIRE_WORDS.test(folded) && calculator !== 'price_change_churn')
    order = ['extraCost', ...order];
  if (calculator === 'price_change_churn' && conversation.known.has('price')) order = ['newPrice'];
  for (const figure of figures) {
    if (figure.role) continue;
    const candidates = order.filter(
      (role) => (open(role) || role === 'newPrice') && fits(role, figure),
    );
    const preferred = candidates.find(
      (role) => MONTHLY_ROLES.has(role) === (figure.period === 'month'),
    );
    const role = preferred ?? candidates[0];
    if (role) {
      figure.role = role;
      named.add(role);
    }
  }
}

/** A founder's message, not a pasted document: past this, figures are not read. */
const MAX_CHARACTERS = 4000;
const MAX_FIGURES = 40;

/** Calculators a hire (an extra monthly cost or revenue) changes. */
const EXTRA_COST_CALCULATORS = new Set<CalculatorId>(['runway', 'default_alive', 'break_even']);

/** "…and if we hire two devs at 10k?": an extra cost asks what it does to the runway. */
function whatIf(figures: ReadFigure[], conversation: Conversation): CalculatorId | null {
  const extra = figures.some((f) => f.role === 'extraCost' || f.role === 'extraRevenue');
  if (!extra) return null;
  const last = conversation.lastCalculator;
  return last && EXTRA_COST_CALCULATORS.has(last) ? last : 'runway';
}

const SPEND = /^(?:spend|spending|spent|gastamos|gasto|gastos|depensons|depense)$/;

/** "We make 20k and spend 50k": beside revenue, what is spent is the costs, not the net burn. */
function spendBesideRevenue(figures: ReadFigure[]): void {
  if (!figures.some((figure) => figure.role === 'revenue')) return;
  for (const figure of figures) {
    if (figure.role === 'burn' && SPEND.test(figure.label ?? '')) figure.role = 'expenses';
  }
}

export function readMessage(whole: string, conversation: Conversation): MessageReading {
  const text = whole.slice(0, MAX_CHARACTERS);
  const folded = fold(text);
  const figures = assignRoles(folded, extractFigures(text, MAX_FIGURES));
  const asked = askedCalculator(folded, text);
  const continues = !asked && figures.length > 0 && isFollowUp(folded);
  const calculator =
    asked ?? (continues ? conversation.lastCalculator : whatIf(figures, conversation));
  for (const role of TRANSIENT) conversation.known.delete(role);
  spendBesideRevenue(figures);
  if (calculator === 'price_change_churn') priceRoles(figures, conversation, folded);
  if (calculator) fillUnnamed(figures, calculator, conversation, folded);
  for (const figure of figures) {
    if (figure.role === 'extraCost') figure.value = perPersonCost(figure, folded);
    if (figure.role) conversation.known.set(figure.role, figure);
  }
  if (asked) conversation.lastCalculator = asked;
  return { calculator, figures, folded };
}
