import { readEquitySplit, splitShortfall } from './equity-split';
import { hireTimings } from './hire-timing';
import { monthsText, type Runway } from './money-section';
import { founderCount, peopleInWords, type PeopleCount } from './people-count';
import { answerOf, AnswerOf, quoted, type RoleAnswer, type StepRole } from './step-roles';
import {
  fundingVsOtherAnswers,
  structureVsFounders,
  structureVsLocation,
} from './structure-checks';

/** The answers as the checks read them. */
export interface AnswerReading {
  byRole: Partial<Record<StepRole, RoleAnswer>>;
  runway: Runway | undefined;
}

/** Founders a split of shares names: its words ("me and my co-founder"), else its shares. */
function peopleInSplit(text: string): PeopleCount | undefined {
  const words = peopleInWords(text);
  if (words) return words;
  const split = readEquitySplit(text);
  return split && { count: split.shares.length - split.nonFounderShares, atLeast: false };
}

function foundersVsSplit({ byRole: { founders, equity } }: AnswerReading): string[] {
  if (!founders || !equity) return [];
  const count = founderCount(founders.value);
  const named = peopleInSplit(equity.text);
  if (count === undefined || !named) return [];
  const fits = named.atLeast ? count >= named.count : count === named.count;
  if (fits) return [];
  const people = `${named.atLeast ? 'at least ' : ''}${named.count} ${named.count === 1 ? 'person' : 'people'}`;
  return [
    `${AnswerOf(founders)} is ${quoted(founders.text)}, but ${answerOf(equity)} (${quoted(equity.text)}) names ${people}: settle who the founders are before you split the shares.`,
  ];
}

function splitAddsUp({ byRole: { equity } }: AnswerReading): string[] {
  const split = equity && readEquitySplit(equity.text);
  if (!split || split.shares.length < 2) return [];
  const shortfall = splitShortfall(split);
  if (Math.abs(shortfall) < 0.5) return [];
  const total = `${Math.round((100 - shortfall) * 10) / 10}%`;
  const shares = split.shares.map((share) => `${share}%`).join(' + ');
  return [
    shortfall > 0
      ? `${AnswerOf(equity)} (${quoted(equity.text)}) gives out ${shares} = ${total} of the company, not 100%: say who holds the other ${shortfall}%.`
      : `${AnswerOf(equity)} (${quoted(equity.text)}) gives out ${shares} = ${total}, more than the whole company.`,
  ];
}

/** A dated hire at or after the month the money runs out. */
export function hiresVsRunway({ byRole: { hires }, runway }: AnswerReading): string[] {
  const first = hires && hireTimings(hires.text)[0];
  if (!first || !runway || runway.months === Infinity) return [];
  // A hire in the month the money runs out, or later, starts with less than a month's money.
  if (first.startsAfter < Math.ceil(runway.months) - 1) return [];
  const left = runway.months - first.startsAfter;
  const outcome =
    left <= 0
      ? 'so it is gone before that hire starts'
      : `so that hire would start with ${monthsText(Math.round(left * 10) / 10)} of money left, before paying for it`;
  return [
    `You plan to hire ${first.words}; at this burn your money lasts ${runway.said} (${runway.sum.text} ÷ ${runway.monthly.text}), ${outcome}.`,
  ];
}

const CHECKS = [
  foundersVsSplit,
  splitAddsUp,
  structureVsLocation,
  structureVsFounders,
  fundingVsOtherAnswers,
  hiresVsRunway,
];

/** Where answers contradict each other: one sentence each, naming both answers. */
export const answerChecks = (reading: AnswerReading): string[] =>
  CHECKS.flatMap((check) => check(reading));
