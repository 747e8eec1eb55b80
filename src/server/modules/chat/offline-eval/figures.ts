import type { EvalFigure, FigureUnit } from './eval-case';

/** How far a stated figure may be from the expected one: half of the precision it is given to. */
const TOLERANCE: Record<FigureUnit, number> = {
  months: 0.05,
  percent: 0.05,
  ratio: 0.05,
  multiple: 0.05,
  money: 0.005,
  count: 0,
};

const SCALE: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, bn: 1e9, b: 1e9 };

/**
 * A figure as a reply writes it: optional currency before, digits with thousands commas and
 * decimals, a magnitude ("k", "M"), then what follows it ("%", ":1", "x", "months", "€").
 */
const STATED = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])([$€£])?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(k|mm|m|bn|b)(?![\p{L}]))?` +
    String.raw`(\s?%|\s?percent\b|\s?:\s?1(?!\d)|\s?[x×](?![\p{L}])|\s?-?\s?months?\b|\s?mo\b|\s?[€£$](?!\s?\d))?`,
  'giu',
);

/** The form figures are read in: markdown emphasis and odd spaces gone. */
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\*+/g, '')
    .replace(/[\u00a0\u202f\u2009]/g, ' ');

function unitOf(currency: string | undefined, after: string): FigureUnit {
  const tail = after.trim().toLowerCase();
  if (currency || /^[€£$]$/.test(tail)) return 'money';
  if (tail === '%' || tail === 'percent') return 'percent';
  if (tail.startsWith(':')) return 'ratio';
  if (tail === 'x' || tail === '×') return 'multiple';
  if (tail.includes('mo')) return 'months';
  return 'count';
}

/** Every figure a reply states, with the unit its surroundings give it. */
export function statedFigures(text: string): EvalFigure[] {
  const figures: EvalFigure[] = [];
  for (const m of plain(text).matchAll(STATED)) {
    const [, currency, whole = '', decimals = '', scale, after = ''] = m;
    const base = Number(whole.replace(/,/g, '') + decimals);
    const value = base * (scale ? SCALE[scale.toLowerCase()]! : 1);
    figures.push({ value, unit: unitOf(currency, after) });
  }
  return figures;
}

/** Whether `value` is the expected figure to the precision its unit is stated in. */
export const sameFigure = (expected: EvalFigure, value: number) =>
  Math.abs(value - expected.value) <= TOLERANCE[expected.unit] + 1e-9;

/** The expected figures the reply does not state (value and unit). */
export function missingFigures(reply: string, expected: EvalFigure[] = []): EvalFigure[] {
  const stated = statedFigures(reply);
  return expected.filter(
    (figure) => !stated.some((s) => s.unit === figure.unit && sameFigure(figure, s.value)),
  );
}

/** "13.3 months", "$2,000", "25.6%", "3.3:1", "1.5x", "563": how a report names a figure. */
export function describeFigure({ value, unit }: EvalFigure): string {
  const number = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const forms: Record<FigureUnit, string> = {
    months: `${number} months`,
    money: `${number} (money)`,
    percent: `${number}%`,
    ratio: `${number}:1`,
    multiple: `${number}x`,
    count: number,
  };
  return forms[unit];
}
