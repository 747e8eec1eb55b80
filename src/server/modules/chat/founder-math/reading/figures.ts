import Decimal from 'decimal.js';
import type { Currency } from '../types';
import { fold } from './fold';

/** A figure as written: "$200k", "8 %", "1,5 milhão", "25 k€", "€ 300.000", "40". */
export interface Figure {
  value: Decimal;
  kind: 'money' | 'percent' | 'number';
  currency?: Currency;
  period?: 'month' | 'year';
  /** Written "per seat / per user / per customer": a price. */
  perAccount: boolean;
  start: number;
  end: number;
}

const CURRENCY_WORDS: [RegExp, Currency][] = [
  [/^(?:\$|us\$|usd|dollars?|dolares?)$/, '$'],
  [/^(?:€|eur|euros?)$/, '€'],
  [/^(?:£|gbp|pounds?|libras?)$/, '£'],
];
const MULTIPLIERS: [RegExp, number][] = [
  [/^(k|mil|mille|thousand)$/, 1e3],
  [/^(m|mm|mn|million|millions|milhao|milhoes|millon|millones)$/, 1e6],
  [/^(bn|billion|billions)$/, 1e9],
];

// One pass, no nested ambiguity: separators are never digits, words sit between \b marks.
const FIGURE =
  /(?<![\w.,])(us\$|r\$|\$|€|£|eur|usd|gbp)?\s?(\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?:\s?(k|mil|mille|thousand|mm|mn|millions?|milhao|milhoes|millon|millones|bn|billions?|m)\b)?(?:\s?(k?€|\$|£|euros?|dollars?|dolares|pounds?|libras|usd|eur|gbp)(?![a-z]))?(\s?(?:%|percent\b|per cent\b|por cento\b|por ciento\b|pour cent\b))?/g;
const PER_MONTH =
  /^\s*(?:\/\s*(?:mo|month|mes|mois|m)\b|(?:per|a|each|every|por|ao|al|par|pro)\s+(?:month|mes|mois)\b|monthly|mensal|mensual|mensuel|pm\b|p\/m\b|mrr\b|de mrr\b|en mrr\b)/;
const PER_YEAR =
  /^\s*(?:\/\s*(?:yr|year|ano|an)\b|(?:per|a|each|last|this|por|ao|al|par|l'|el|o|no|en el|in the)\s*(?:year|ano|an|annee)\b|yearly|annually|per annum|anual|annuel|arr\b)/;
const PER_ACCOUNT =
  /^\s*(?:\/\s*|per |a |por |par )(?:seat|user|customer|client|account|license|licence|usuario|cliente|utilisateur|assento|licenca|compte)\b/;

/** Decimal separator or thousands? "1.5" / "1,5" decimal; "300.000" / "200,000" thousands. */
function parseDigits(digits: string): Decimal {
  const compact = digits.replace(/[\u00a0\u202f ]/g, '');
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  const last = Math.max(lastDot, lastComma);
  if (last < 0) return new Decimal(compact);
  const separator = compact[last] ?? '.';
  const many = compact.split(separator).length > 2;
  const afterLast = compact.length - last - 1;
  const both = lastDot >= 0 && lastComma >= 0;
  const wholeIsZero = /^0[.,]/.test(compact);
  const decimal = both || (!many && (afterLast !== 3 || wholeIsZero));
  const whole = compact.slice(0, decimal ? last : compact.length).replace(/[.,]/g, '');
  return new Decimal(decimal ? `${whole}.${compact.slice(last + 1)}` : whole);
}

function currencyOf(sign: string | undefined): Currency | undefined {
  if (!sign) return undefined;
  const written = sign.trim();
  return CURRENCY_WORDS.find(([pattern]) => pattern.test(written))?.[1];
}

function multiplierOf(word: string | undefined, original: string, money: boolean): number {
  if (!word) return 1;
  // A lone "m" is months as often as millions ("18m runway"): millions after a currency or as "M".
  if (word === 'm' && original !== 'M' && !money) return 1;
  return MULTIPLIERS.find(([pattern]) => pattern.test(word))?.[1] ?? 1;
}

function isYear(value: Decimal, digits: string): boolean {
  return /^(19|20)\d\d$/.test(digits) && value.gte(1900);
}

export function extractFigures(text: string, limit = Infinity): Figure[] {
  const folded = fold(text);
  const figures: Figure[] = [];
  for (const match of folded.matchAll(FIGURE)) {
    if (figures.length >= limit) break;
    const [whole, before, digits = '', word, after, percentSign] = match;
    const start = match.index;
    let end = start + whole.length;
    const rest = folded.slice(end, end + 24);
    if (/^[a-z\d]/.test(rest)) continue; // "3rd", "10x", "24h": not a figure we read
    const wordAt = word ? folded.lastIndexOf(word, end) : -1;
    const currency = currencyOf(before) ?? currencyOf(after?.replace(/^k/, ''));
    const original = wordAt >= 0 ? text.slice(wordAt, wordAt + 1) : '';
    const multiplier = multiplierOf(word, original, Boolean(currency));
    if (word === 'm' && multiplier === 1) continue;
    const value = parseDigits(digits).times(multiplier);
    // "R$" and other signs we cannot print still make the figure an amount of money; unsigned
    // figures stay numbers, since "5k users" is a count as much as "350k cash" is money.
    const kind = percentSign ? 'percent' : before || currency ? 'money' : 'number';
    if (kind === 'number' && isYear(value, digits)) continue;
    const month = PER_MONTH.exec(rest);
    const year = month ? null : PER_YEAR.exec(rest);
    const perAccount = PER_ACCOUNT.exec(rest);
    end += (month ?? year ?? perAccount)?.[0].length ?? 0;
    const afterK = after?.startsWith('k') ? 1000 : 1;
    figures.push({
      value: value.times(afterK),
      kind,
      ...(currency ? { currency } : {}),
      ...(month ? { period: 'month' as const } : year ? { period: 'year' as const } : {}),
      perAccount: Boolean(perAccount),
      start,
      end,
    });
  }
  return figures;
}
