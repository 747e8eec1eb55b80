import type Decimal from 'decimal.js';
import type { ReadFigure } from './assign-roles';

/** "two devs at 10k each": the extra cost is per person, so it counts as many times. */
const EACH =
  /^\s*(?:each|apiece|a head|per head|cada(?: um| uno| una)?|chacun|chacune|par personne)\b/;
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  cuatro: 4,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
};
/** Words looked back over for the count ("two senior devs at"). */
const LOOK_BACK_WORDS = 5;

function countBefore(before: string): number {
  const words = before.match(/[a-z]+|\d+/g) ?? [];
  for (const word of words.slice(-LOOK_BACK_WORDS).reverse()) {
    if (/^\d{1,2}$/.test(word)) return Number(word);
    const count = NUMBER_WORDS[word];
    if (count) return count;
  }
  return 1;
}

export function perPersonCost(figure: ReadFigure, folded: string): Decimal {
  if (figure.role !== 'extraCost' || !EACH.test(folded.slice(figure.end, figure.end + 20))) {
    return figure.value;
  }
  const before = folded.slice(Math.max(0, figure.start - 60), figure.start);
  return figure.value.times(countBefore(before));
}
