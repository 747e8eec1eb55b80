import { composeOfflineReply } from '../offline-engine/offline-engine';
import { EVAL_CASES } from './cases';
import type { EvalCase } from './eval-case';
import { coachOf, knowledgeIndexes, otherCoachesOf, play, type ReplyEngine } from './play-case';
import { caseSources, findingsClean, identicalPairs, scoreCase, type CaseFindings } from './score';
import { summarise, type EvalTotals } from './totals';

export type { ReplyEngine } from './play-case';

export interface CaseResult extends CaseFindings {
  id: string;
  coach: string;
  kind: EvalCase['kind'];
  /** The scored (last) turn's message and reply. */
  message: string;
  reply: string;
  /** Milliseconds the engine took for each turn, the scored one last. */
  turnMs: number[];
  /** How many figures the case expects (its missing ones are in missingFigures). */
  figuresExpected: number;
  /** Other cases to the same coach that got exactly this reply to a different question. */
  identicalTo: string[];
  passed: boolean;
}

export interface EvalRun {
  results: CaseResult[];
  totals: EvalTotals;
}

const TIMED_PASSES = 3;

/** The middle of an odd number of timings: one pause of a shared machine does not count. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * Runs every case through the engine and scores it. Each knowledge base is indexed once, as
 * the agent cache does. The set is played once untimed so times are of warm code, then three
 * times; a turn's time is the median of its three (the engine is deterministic, so the replies
 * of every pass are the same).
 */
export function runEval(
  options: { cases?: readonly EvalCase[]; engine?: ReplyEngine } = {},
): EvalRun {
  const { cases = EVAL_CASES, engine = composeOfflineReply } = options;
  const knowledgeOf = knowledgeIndexes();
  const playAll = () =>
    cases.map((evalCase) => {
      const coach = coachOf(evalCase.coach);
      const others = otherCoachesOf(coach, knowledgeOf);
      return { evalCase, ...play(evalCase, coach, knowledgeOf(coach), engine, others) };
    });
  playAll();
  const passes = Array.from({ length: TIMED_PASSES }, playAll);
  const played = passes[0]!.map((first, i) => ({
    ...first,
    turnMs: first.turnMs.map((_, turn) => median(passes.map((pass) => pass[i]!.turnMs[turn]!))),
  }));

  const pairs = identicalPairs(
    played.map(({ evalCase, turns }) => ({
      id: evalCase.id,
      coach: evalCase.coach,
      kind: evalCase.kind,
      message: evalCase.turns.at(-1)?.message ?? '',
      reply: turns.at(-1)?.reply ?? '',
      mustContain: evalCase.mustContain,
    })),
  );
  const results = played.map(({ evalCase, turns, turnMs }): CaseResult => {
    const findings = scoreCase(evalCase, turns, caseSources(evalCase, coachOf(evalCase.coach)));
    const identicalTo = pairs.flatMap(([a, b]) =>
      a === evalCase.id ? [b] : b === evalCase.id ? [a] : [],
    );
    const passed = findingsClean(findings) && identicalTo.length === 0;
    const last = turns.at(-1);
    return {
      id: evalCase.id,
      coach: evalCase.coach,
      kind: evalCase.kind,
      message: last?.message ?? '',
      reply: last?.reply ?? '',
      turnMs,
      ...findings,
      figuresExpected: evalCase.figures?.length ?? 0,
      identicalTo,
      passed,
    };
  });
  return { results, totals: summarise(results, pairs) };
}
