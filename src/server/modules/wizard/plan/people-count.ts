import { CARDINALS } from './number-words';

/** How many people a founder's words name: "me and my co-founder" is 2, "solo" is 1. */
export interface PeopleCount {
  count: number;
  /** "Me and my co-founders" says three or more, not how many. */
  atLeast: boolean;
}

const NUMBER_WORDS = CARDINALS;
const NUMBER = `\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}`;
const numberOf = (word: string) => NUMBER_WORDS[word] ?? Number(word);

const exactly = (count: number): PeopleCount => ({ count, atLeast: false });

const ALONE =
  /\b(?:solo|sole founder|single founder|one founder|just me|only me|by myself|on my own|i am alone|alone|i own (?:it )?all|100% (?:me|mine|to me))\b/;
/** "Two co-founders", "my co-founder", "a co-founder": the others the founder names. */
const CO_FOUNDERS = new RegExp(`\\b(?:(${NUMBER}|my|a|each|every|all|any)\\s+)?co-founders?\\b`);
const SPEAKER = /\b(?:me|i|my|myself)\b/;
const COUNTED = new RegExp(
  `\\b(?:(${NUMBER}) (?:founders|partners|owners)|(?:the |all |between )?(${NUMBER}) of us)\\b`,
);
const BOTH = /\b(?:both of us|the two of us|both co-founders|halves|half each)\b/;
const THIRDS = /\b(?:thirds|a third each)\b/;

/** The founder and the co-founders they name; undefined when the words do not say. */
function withCoFounders(said: string): PeopleCount | undefined {
  const co = CO_FOUNDERS.exec(said);
  const which = co?.[1];
  // "Each co-founder vests" speaks of co-founders without counting them.
  if (!co || (which && /^(?:each|every|all|any)$/.test(which))) return undefined;
  const self = SPEAKER.test(said) ? 1 : 0;
  if (which && which !== 'my') return exactly(numberOf(which === 'a' ? 'one' : which) + self);
  if (!self) return undefined;
  return co[0].endsWith('s') ? { count: 3, atLeast: true } : exactly(2);
}

/**
 * People a text names, from its words: counts ("3 founders", "the three of us"), the founder
 * and co-founders ("me and my two co-founders" is 3), "solo". Undefined when it names none.
 */
export function peopleInWords(text: string): PeopleCount | undefined {
  const said = text.toLowerCase().replace(/\bco[\s-]?founder/g, 'co-founder');
  const counted = COUNTED.exec(said);
  if (counted) return exactly(numberOf((counted[1] ?? counted[2])!));
  if (BOTH.test(said)) return exactly(2);
  const co = withCoFounders(said);
  if (co) return co;
  if (THIRDS.test(said)) return exactly(3);
  if (ALONE.test(said)) return exactly(1);
  return undefined;
}

/** A number of founders as the founder wrote it: 3, "3", "three", "2 (me and Ana)", "solo". */
export function founderCount(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const first = /^\s*(\d{1,2}|[a-z]+)\b/i.exec(value)?.[1]?.toLowerCase();
  if (first && (NUMBER_WORDS[first] !== undefined || /^\d+$/.test(first))) {
    return numberOf(first);
  }
  const words = peopleInWords(value);
  return words && !words.atLeast ? words.count : undefined;
}
