import type { Figure } from './figures';
import { findRoleWords } from './role-words';
import type { RoleWord } from './role-words';
import { ROLE_KIND, fits } from './roles';
import type { Role } from './roles';

export interface ReadFigure extends Figure {
  role?: Role;
  /** The word that gave the role ("spend"), when one did. */
  label?: string;
}

/** Past this many words (clause breaks count extra), a word says nothing about a figure. */
const MAX_SCORE = 5;
/** Characters around a figure where its words can be: keeps long texts linear. */
const WINDOW = 100;
const SENTENCE_END = /[!?\n]|\.(?:\s|$)/;
/** A purpose clause: "to acquire", "para adquirir", "pour obtenir". */
const PURPOSE = /^(?:to|para|pour)\s/;

/** How far a word is from a figure: words between, clause breaks and other figures count. */
function score(folded: string, figures: Figure[], f: number, word: RoleWord): number {
  const figure = figures[f];
  if (!figure) return Infinity;
  if (word.start < figure.end && word.end > figure.start) return -1; // inside: "40k MRR"
  const after = word.start >= figure.end;
  const [from, to] = after ? [figure.end, word.start] : [word.end, figure.start];
  const gap = folded.slice(from, to);
  if (SENTENCE_END.test(gap)) return Infinity;
  const between = after
    ? countBetween(figures, f + 1, (other) => other.end <= to)
    : countBetween(figures, f - 1, (other) => other.start >= from, -1);
  const words = gap.match(/[a-z0-9]+/g)?.length ?? 0;
  const clause = /[,;:(]/.test(gap) ? 3 : 0;
  // "$900k and spend 75k": a word after "and" looks forward, to the next figure.
  const conjunction = /(?:^|\s)(?:and|e|y|et|but|mas|pero|mais)(?:\s|$)/.test(gap)
    ? after
      ? 2
      : 1
    : 0;
  // "spend $500 to acquire one": what the money is for, said right after, says what it is.
  const purpose = after && words === 0 && PURPOSE.test(folded.slice(word.start, word.end)) ? 1 : 0;
  return words + clause + conjunction + between * 3 - purpose;
}

/** Figures are in text order: count from `index` outwards while `inside` holds. */
function countBetween(
  figures: Figure[],
  index: number,
  inside: (figure: Figure) => boolean,
  step = 1,
): number {
  let count = 0;
  for (let i = index; i >= 0 && i < figures.length; i += step) {
    const other = figures[i];
    if (!other || !inside(other)) break;
    count += 1;
  }
  return count;
}

/** Nearest fitting word first; each figure and each word is used once. */
export function assignRoles(folded: string, figures: Figure[]): ReadFigure[] {
  const words = findRoleWords(folded);
  const pairs: { figure: number; word: number; score: number; after: number }[] = [];
  figures.forEach((figure, f) => {
    words.forEach((word, w) => {
      if (word.end < figure.start - WINDOW || word.start > figure.end + WINDOW) return;
      if (!fits(word.role, figure)) return;
      // A count names its things after it: "40 customers", not "customers at 10k".
      if (ROLE_KIND[word.role] === 'count' && word.start < figure.end) return;
      const distance = score(folded, figures, f, word);
      if (distance <= MAX_SCORE) {
        pairs.push({
          figure: f,
          word: w,
          score: distance,
          after: word.start >= figure.end ? 1 : 0,
        });
      }
    });
  });
  // Ties go to the word before its figure ("burn $15k", "cash 350k"), then in text order.
  pairs.sort((a, b) => a.score - b.score || a.after - b.after || a.figure - b.figure);
  const roles = new Map<number, RoleWord>();
  const usedSpans = new Set<number>();
  for (const pair of pairs) {
    const word = words[pair.word];
    if (!word || roles.has(pair.figure) || usedSpans.has(word.start)) continue;
    roles.set(pair.figure, word);
    usedSpans.add(word.start);
    // "spend $500 to acquire one": the verb before belongs to the same figure, not the next.
    if (pair.score < 0) {
      for (const before of pairs) {
        if (before.figure === pair.figure && before.after === 0 && before.score === 0) {
          usedSpans.add(words[before.word]!.start);
        }
      }
    }
  }
  return figures.map((figure, index) => {
    const word = roles.get(index);
    if (word) {
      const label = folded.slice(word.start, word.end);
      const yearly = label === 'arr' && !figure.period ? { period: 'year' as const } : {};
      return { ...figure, ...yearly, role: word.role, label };
    }
    return figure.perAccount ? { ...figure, role: 'price' } : { ...figure };
  });
}
