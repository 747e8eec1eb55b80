import { changedNumbers, figureValue } from './numbers';
import { echoes } from './echoes';
import type { EvalCase, EvalFigure, EvalLanguage } from './eval-case';
import { missingFigures, sameFigure } from './figures';
import { flatten } from './normalise';
import { isRefusal } from './refusal';
import { openingLanguage } from './reply-language';

/** The key-fact groups the reply does not meet (a group is met by any one of its strings). */
export function missingKeyFacts(reply: string, mustContain: string[][]): string[][] {
  const plain = flatten(reply);
  return mustContain.filter((group) => !group.some((fact) => plain.includes(flatten(fact))));
}

/** The forbidden strings the reply says. */
export function mustNotHits(reply: string, mustNot: string[] = []): string[] {
  const plain = flatten(reply);
  return mustNot.filter((text) => plain.includes(flatten(text)));
}

/** Two messages ask the same thing when only case, spacing and punctuation differ. */
const sameQuestion = (a: string, b: string) => {
  const key = (text: string) =>
    flatten(text)
      .replace(/[^\p{L}\p{N}$%]+/gu, ' ')
      .trim();
  return key(a) === key(b);
};

/** One played turn: what the founder sent and what the engine answered. */
export interface PlayedTurn {
  message: string;
  reply: string;
}

/**
 * The 1-based number of an earlier turn whose reply the last turn repeats word for word,
 * although the founder asked something else; null when every answer is its own.
 */
export function repeatedTurn(turns: PlayedTurn[]): number | null {
  const last = turns.at(-1);
  if (!last) return null;
  const index = turns
    .slice(0, -1)
    .findIndex((t) => t.reply === last.reply && !sameQuestion(t.message, last.message));
  return index === -1 ? null : index + 1;
}

export interface ScoredReply {
  id: string;
  coach: string;
  message: string;
  reply: string;
  kind?: EvalCase['kind'];
  /** What the case expects: two wordings expecting the same facts ask one question. */
  mustContain?: EvalCase['mustContain'];
}

/**
 * Pairs of cases where one coach gave exactly the same reply to two different questions.
 * "hi" and "what can you do?" may get the same offer, and two foreign questions the same
 * decline: two small-talk cases or two declines never pair (a wrong decline fails anyway).
 */
export function identicalPairs(replies: ScoredReply[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  replies.forEach((a, i) => {
    for (const b of replies.slice(i + 1)) {
      const bothSmallTalk = a.kind === 'small-talk' && b.kind === 'small-talk';
      const bothDecline = isRefusal(a.reply) && isRefusal(b.reply);
      // "How long do I have to file an 83(b)?" and "when do i file the 83b": one question.
      const sameFacts =
        a.mustContain !== undefined &&
        a.mustContain.length > 0 &&
        JSON.stringify(a.mustContain) === JSON.stringify(b.mustContain);
      const asked = sameQuestion(a.message, b.message) || sameFacts;
      const different = !asked && !bothSmallTalk && !bothDecline;
      if (a.coach === b.coach && a.reply === b.reply && different) pairs.push([a.id, b.id]);
    }
  });
  return pairs;
}

/** Everything a case's numbers may come from: the coach's texts and all the founder sent. */
export function caseSources(
  evalCase: EvalCase,
  coach: { knowledge: string; instruction: string },
): string {
  const sent = evalCase.turns.flatMap((t) => [t.message, ...(t.files ?? []).map((f) => f.text)]);
  return [coach.knowledge, coach.instruction, ...sent].join('\n\n');
}

const isCalculationLine = (line: string) => line.includes(' = ');

/** What earlier replies computed: a follow-up may restate "13.3 months" from the turn before. */
const earlierCalculations = (turns: PlayedTurn[]) =>
  turns
    .slice(0, -1)
    .flatMap((turn) => turn.reply.split('\n').filter(isCalculationLine))
    .join('\n');

/**
 * A reply without its calculations: the lines holding " = " and the one plain line of
 * meaning the calculators write after them (issue 30's contract), whose benchmarks
 * ("1-1.5x good") are the calculator's, not the knowledge's.
 */
function withoutCalculations(reply: string): string {
  const lines = reply.split('\n');
  return lines
    .filter((line, i) => {
      const previous = lines.slice(0, i).findLast((earlier) => earlier.trim() !== '');
      const meaning = previous !== undefined && isCalculationLine(previous);
      return !isCalculationLine(line) && !meaning;
    })
    .join('\n');
}

/**
 * The reply's figures its sources never state, except what it computed: its calculations
 * and the figures the case expects.
 */
export function changedFigures(reply: string, sources: string, expected: EvalFigure[] = []) {
  const uncomputed = withoutCalculations(reply);
  return changedNumbers(uncomputed, sources).filter((token) => {
    const stated = figureValue(token.replace(/:1$|x$/, ''));
    return !stated || !expected.some((figure) => sameFigure(figure, stated.value));
  });
}

export interface CaseFindings {
  missingFacts: string[][];
  mustNotHits: string[];
  changedNumbers: string[];
  echoes: string[];
  /** The earlier turn this reply repeats, or null. */
  repeatsTurn: number | null;
  /** Expected figures the reply does not state. */
  missingFigures: EvalFigure[];
  /** It declined a question its knowledge covers. */
  wrongRefusal: boolean;
  /** It answered a question it should have declined. */
  missedRefusal: boolean;
  /** The language the reply opened in when it is not the founder's, else null. */
  wrongLanguage: EvalLanguage | null;
}

/** The per-case checks (identical answers across cases are found over the whole set). */
export function scoreCase(evalCase: EvalCase, turns: PlayedTurn[], sources: string): CaseFindings {
  const reply = turns.at(-1)?.reply ?? '';
  const declined = isRefusal(reply);
  const opening = openingLanguage(reply);
  return {
    missingFacts: missingKeyFacts(reply, evalCase.mustContain),
    mustNotHits: mustNotHits(reply, evalCase.mustNot),
    changedNumbers: changedFigures(
      reply,
      `${sources}\n\n${earlierCalculations(turns)}`,
      evalCase.figures,
    ),
    echoes: echoes(
      reply,
      evalCase.turns.map((t) => t.message),
    ),
    repeatsTurn: repeatedTurn(turns),
    missingFigures: missingFigures(reply, evalCase.figures),
    wrongRefusal: declined && !evalCase.expectRefusal,
    missedRefusal: !declined && evalCase.expectRefusal === true,
    wrongLanguage: opening === (evalCase.language ?? 'en') ? null : opening,
  };
}

/** Whether a case's findings leave nothing wrong (identical answers aside). */
export const findingsClean = (f: CaseFindings) =>
  f.missingFacts.length === 0 &&
  f.mustNotHits.length === 0 &&
  f.changedNumbers.length === 0 &&
  f.echoes.length === 0 &&
  f.repeatsTurn === null &&
  f.missingFigures.length === 0 &&
  !f.wrongRefusal &&
  !f.missedRefusal &&
  f.wrongLanguage === null;

/** Nearest-rank percentile of `values` (0 when empty), to two decimals. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return Math.round(value * 100) / 100;
}
