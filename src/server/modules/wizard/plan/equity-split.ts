/** An ownership split as the founder wrote it: "60/40", "40% me, 30% Ana, 30% Bruno". */
export interface EquitySplit {
  /** The shares, in percent, in the founder's order. */
  shares: number[];
  /** How many shares go to people who are not founders (an option pool, advisors). */
  nonFounderShares: number;
}

/** "60/40", "50-50", "40/30/30", with or without "%". */
const SLASHED = /\b\d{1,3}(?:\.\d+)?\s*%?(?:\s*[/-]\s*\d{1,3}(?:\.\d+)?\s*%?)+/g;
/** "6-9 months" is a range of time, not a split. */
const TIME_UNIT = /^\s*(?:years?|months?|weeks?|days?)\b/;
const PERCENT = /\b(\d{1,3}(?:\.\d+)?)\s*%/g;
/** A percentage that says how shares vest ("25% after the first year") is not a share. */
const VESTING_AFTER =
  /^\s*(?:of (?:the|their|his|her|my) shares )?(?:vests?|after|per|each|every|a year|at the cliff|monthly|yearly|annually|cliff)/;
/** Holders who are not founders, named beside a share. */
const NOT_FOUNDERS = /\b(?:option pool|pool|esop|employees|advisors?|investors?)\b/g;

const numbersIn = (text: string) =>
  [...text.matchAll(/\d{1,3}(?:\.\d+)?/g)].map((m) => Number(m[0]));

function slashed(text: string): { shares: number[] } | undefined {
  for (const match of text.matchAll(SLASHED)) {
    const shares = numbersIn(match[0]);
    const total = shares.reduce((a, b) => a + b, 0);
    // "24/7" or "1/3" are not ownership: a split accounts for most of the company.
    const time = TIME_UNIT.test(text.slice(match.index + match[0].length));
    if (!time && total >= 50 && total <= 200 && shares.every((s) => s > 0)) {
      return { shares };
    }
  }
  return undefined;
}

function listed(text: string): { shares: number[] } | undefined {
  const hits = [...text.matchAll(PERCENT)].filter(
    (m) => !VESTING_AFTER.test(text.slice(m.index + m[0].length)),
  );
  if (hits.length === 0) return undefined;
  const shares = hits.map((m) => Number(m[1]));
  if (shares.length === 1 && shares[0] !== 100) return undefined;
  return { shares };
}

/** The split an ownership answer states, if it states one. */
export function readEquitySplit(text: string): EquitySplit | undefined {
  const split = slashed(text) ?? listed(text);
  if (!split) return undefined;
  const nonFounderShares = new Set(
    [...text.toLowerCase().matchAll(NOT_FOUNDERS)].map((m) => m[0].replace(/s$/, '')),
  ).size;
  return { ...split, nonFounderShares: Math.min(nonFounderShares, split.shares.length - 1) };
}

/** How far a split is from the whole company, in points (0 when it adds up to 100%). */
export const splitShortfall = (split: EquitySplit) =>
  Math.round((100 - split.shares.reduce((a, b) => a + b, 0)) * 10) / 10;
