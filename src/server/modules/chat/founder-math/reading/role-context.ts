import Decimal from 'decimal.js';
import type { CalculatorId } from '../types';
import type { ReadFigure } from './assign-roles';
import type { Known } from './build-input';
import { HIRE_WORDS } from './calculator-words';
import { NEEDS } from './needs';
import { fits } from './roles';
import type { Role } from './roles';

/** Roles that depend on the calculator and the conversation, not only on nearby words. */

const MONTHLY_ROLES = new Set<Role>([
  'burn',
  'price',
  'newPrice',
  'expenses',
  'revenue',
  'extraCost',
]);
const RISE_BEFORE = /\b(?:by|em|en|de|par|of|up)\s*$/;
const RISE_AFTER = /^\s*(?:increase|rise|hike|more|higher|aumento|mais|mas|de plus|de hausse)\b/;

/** A price in a price-change question: the earlier one stays the old price, this one is new. */
export function priceRoles(figures: ReadFigure[], known: Known, folded: string): void {
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
  } else if (prices[0] && known.has('price')) {
    prices[0].role = 'newPrice';
  }
}

/** Unnamed figures take the calculator's missing roles, monthly figures monthly roles first. */
export function fillUnnamed(
  figures: ReadFigure[],
  calculator: CalculatorId,
  known: Known,
  folded: string,
  followUp = false,
): void {
  const named = new Set(figures.flatMap((figure) => (figure.role ? [figure.role] : [])));
  // A follow-up ("and with 300k?") may replace a figure said earlier; a new message fills gaps.
  const open = (role: Role) => !named.has(role) && (followUp || !known.has(role));
  let order = [...NEEDS[calculator].required];
  if (HIRE_WORDS.test(folded) && calculator !== 'price_change_churn')
    order = ['extraCost', ...order];
  if (calculator === 'price_change_churn' && known.has('price')) order = ['newPrice'];
  // Monthly figures first, so "€30,000 ÷ €4,000 a month" gives the monthly role to the 4,000.
  const unnamed = figures
    .filter((figure) => !figure.role && !repeated(figure, figures))
    .sort((a, b) => Number(b.period === 'month') - Number(a.period === 'month'));
  for (const figure of unnamed) {
    const candidates = order.filter(
      (role) => (open(role) || role === 'newPrice') && fits(role, figure),
    );
    const monthly = figure.period === 'month';
    // A hire's cost is a salary: monthly even when the founder does not say so ("at 7k each").
    const matching = candidates.filter(
      (role) => MONTHLY_ROLES.has(role) === monthly || (role === 'extraCost' && !figure.period),
    );
    // A monthly figure is never a stock of money (cash, CAC): only a monthly role fits it.
    // In a follow-up only an unambiguous figure replaces one said before.
    const unambiguous = !followUp || candidates.length === 1;
    const fallback = monthly || !unambiguous ? undefined : candidates[0];
    // A hire's figure is its cost, even in a follow-up where other roles would also fit.
    const hire = matching[0] === 'extraCost';
    const role = !hire && followUp && matching.length > 1 ? undefined : (matching[0] ?? fallback);
    if (role) {
      figure.role = role;
      named.add(role);
    }
  }
}

/** The same amount said again ("€30,000 … = €30,000 ÷ …") is the same figure, read once. */
function repeated(figure: ReadFigure, figures: ReadFigure[]): boolean {
  return figures.some(
    (other) =>
      other !== figure &&
      other.start < figure.start &&
      other.kind === figure.kind &&
      other.value.eq(figure.value),
  );
}

const SPEND = /^(?:spend|spending|spent|gastamos|gasto|gastos|depensons|depense)$/;

/** "We make 20k and spend 50k": beside revenue, what is spent is the costs, not the net burn. */
export function spendBesideRevenue(figures: ReadFigure[]): void {
  if (!figures.some((figure) => figure.role === 'revenue')) return;
  for (const figure of figures) {
    if (figure.role === 'burn' && SPEND.test(figure.label ?? '')) figure.role = 'expenses';
  }
}

/** "What's our runway if we raise $1M?": the round is money added to the bank. */
export function raiseAsNewFunding(figures: ReadFigure[]): void {
  for (const figure of figures) if (figure.role === 'amount') figure.role = 'newFunding';
}

const DOUBLE = /\b(?:double\w*|dobr\w*|duplic\w*|doubl\w*)\b/;

/** "What if we doubled the price?": a 100% rise, though no figure was written. */
export function doubledPrice(figures: ReadFigure[], folded: string): ReadFigure[] {
  const at = folded.search(DOUBLE);
  if (at < 0 || figures.some((figure) => figure.role === 'newPrice')) return figures;
  const rise = { value: new Decimal(100), kind: 'percent' as const, perAccount: false };
  return [...figures, { ...rise, role: 'priceRise', start: at, end: at }];
}

const UP_BY = /\b(?:up|increases?|rises?|grows?|sobe|aumenta|sube|augmente)\s+(?:by|em|en|de)?\s*$/;

/** "What if burn goes up by 5k": a rise of the burn is an extra monthly cost, not a new burn. */
export function burnRise(figures: ReadFigure[], folded: string): void {
  for (const figure of figures) {
    if (figure.role !== 'burn' && figure.role !== 'expenses') continue;
    if (UP_BY.test(folded.slice(Math.max(0, figure.start - 24), figure.start))) {
      figure.role = 'extraCost';
    }
  }
}

/** "grew ARR from 1M to 2.6M": the ARR added is the difference. */
export function arrAdded(figures: ReadFigure[], folded: string): ReadFigure[] {
  if (figures.some((figure) => figure.role === 'netNewArr')) return figures;
  for (let i = 0; i + 1 < figures.length; i += 1) {
    const [from, to] = [figures[i], figures[i + 1]];
    if (!from || !to || from.kind === 'percent' || to.kind === 'percent') continue;
    const before = folded.slice(Math.max(0, from.start - 8), from.start);
    const between = folded.slice(from.end, to.start);
    if (/\b(?:from|de|desde)\s*$/.test(before) && /^\s*(?:to|a|para|ate|hasta)\s*$/.test(between)) {
      from.role = undefined;
      to.role = undefined;
      const added = { ...to, value: to.value.minus(from.value), role: 'netNewArr' as const };
      return [...figures.filter((figure) => figure !== from && figure !== to), added];
    }
  }
  return figures;
}

const FROM_TO = /\b(?:from|de|desde)\s*$/;
const TO_BETWEEN = /^\s*(?:(?:a|per|por|par|\/)\s?[a-z]+\s+)?(?:to|para|a|pour|hasta|ate)\s*$/;

/** "From $19 to $25 per seat": the first price is the old one, whatever words lie nearer. */
export function fromToPrices(figures: ReadFigure[], folded: string): void {
  for (let i = 0; i + 1 < figures.length; i += 1) {
    const [from, to] = [figures[i], figures[i + 1]];
    if (!from || !to || from.kind !== 'money' || to.kind !== 'money') continue;
    const before = folded.slice(Math.max(0, from.start - 6), from.start);
    if (FROM_TO.test(before) && TO_BETWEEN.test(folded.slice(from.end, to.start))) {
      from.role = 'price';
      to.role = 'newPrice';
      return;
    }
  }
}

const PER_UNIT_AFTER =
  /^\s*(?:to (?:serve|deliver|produce|make)|per (?:unit|customer|user|seat|account|order)|each)\b/;
const PER_UNIT_BEFORE =
  /\b(?:each|per|a|every) (?:unit|customer|user|seat|account|order)s? (?:costs?|costing)(?: us| me)?\s*$/;

/** "Fixed costs $20k; each unit costs $10 to serve": the second is a cost per customer. */
export function unitCostBesideFixed(figures: ReadFigure[], folded: string): void {
  const costs = figures.filter((figure) => figure.role === 'expenses');
  if (costs.length < 2) return;
  for (const figure of costs) {
    const after = folded.slice(figure.end, figure.end + 24);
    const before = folded.slice(Math.max(0, figure.start - 32), figure.start);
    if (PER_UNIT_AFTER.test(after) || PER_UNIT_BEFORE.test(before)) figure.role = 'unitCost';
  }
}
