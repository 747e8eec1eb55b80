import { CARDINALS, ORDINALS } from './number-words';

/** When a hire is planned, as the founder said it. */
export interface HireTiming {
  /** Months from the start when the hire begins ("month 3" begins after 2). */
  startsAfter: number;
  /** The founder's words ("in month 3", "in 6 weeks"), to say back. */
  words: string;
}

const WORDS: Readonly<Record<string, number>> = { ...CARDINALS, ...ORDINALS };
const N = `\\d{1,2}|${Object.keys(WORDS).join('|')}`;
const value = (word: string) => WORDS[word.toLowerCase()] ?? parseInt(word, 10);

/** Each way of saying when, and the months from the start it means. */
const PATTERNS: [RegExp, (n: number) => number][] = [
  [new RegExp(`\\b(?:in |from |by )?month (${N})\\b`, 'gi'), (n) => n - 1],
  [new RegExp(`\\b(?:in |by )?the (${N})(?:st|nd|rd|th)? month\\b`, 'gi'), (n) => n - 1],
  [new RegExp(`\\b(?:in|after|within|by) (${N}) months?\\b`, 'gi'), (n) => n],
  [new RegExp(`\\b(?:in|after|within|by) (${N}) weeks?\\b`, 'gi'), (n) => n / 4.345],
  [/\b(?:in |by )?Q([1-4])\b/g, (n) => (n - 1) * 3],
  [new RegExp(`\\b(?:in |from )?year (${N})\\b`, 'gi'), (n) => (n - 1) * 12],
  [new RegExp(`\\b(?:in|after|within) (${N}) years?\\b`, 'gi'), (n) => n * 12],
];
const AT_ONCE =
  /\b(?:immediately|right away|right now|from day one|from the start|at launch|asap|next month)\b/gi;

/** "month 3" said back as "in month 3", "after 6 months" as it is. */
const spoken = (words: string) => {
  const said = words.trim();
  return /^(?:in|from|by|after|within)\b/i.test(said) ? said : `in ${said}`;
};

/** The hires a text dates, earliest first; undated hires ("after ten customers") are left out. */
export function hireTimings(text: string): HireTiming[] {
  const timings: HireTiming[] = [];
  for (const [pattern, startsAfter] of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      timings.push({ startsAfter: startsAfter(value(m[1]!)), words: spoken(m[0]) });
    }
  }
  for (const m of text.matchAll(AT_ONCE)) {
    const words = m[0].toLowerCase();
    timings.push({ startsAfter: words === 'next month' ? 1 : 0, words });
  }
  return timings.sort((a, b) => a.startsAfter - b.startsAfter);
}
