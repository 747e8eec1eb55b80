import { changedNumbers } from './numbers';
import { echoes } from './echoes';
import type { EvalCase } from './eval-case';
import { flatten } from './normalise';

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
}

/** Pairs of cases where one coach gave exactly the same reply to two different questions. */
export function identicalPairs(replies: ScoredReply[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  replies.forEach((a, i) => {
    for (const b of replies.slice(i + 1)) {
      const different = !sameQuestion(a.message, b.message);
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

export interface CaseFindings {
  missingFacts: string[][];
  mustNotHits: string[];
  changedNumbers: string[];
  echoes: string[];
  /** The earlier turn this reply repeats, or null. */
  repeatsTurn: number | null;
}

/** The per-case checks (identical answers across cases are found over the whole set). */
export function scoreCase(evalCase: EvalCase, turns: PlayedTurn[], sources: string): CaseFindings {
  const reply = turns.at(-1)?.reply ?? '';
  return {
    missingFacts: missingKeyFacts(reply, evalCase.mustContain),
    mustNotHits: mustNotHits(reply, evalCase.mustNot),
    changedNumbers: changedNumbers(reply, sources),
    echoes: echoes(
      reply,
      evalCase.turns.map((t) => t.message),
    ),
    repeatsTurn: repeatedTurn(turns),
  };
}

/** Nearest-rank percentile of `values` (0 when empty), to two decimals. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return Math.round(value * 100) / 100;
}
