import { EVAL_KINDS, type EvalKind } from './eval-case';
import type { CaseResult } from './run-eval';
import { percentile } from './score';

export interface EvalTotals {
  cases: number;
  passed: number;
  byKind: Record<EvalKind, { cases: number; keyFactMet: number; passed: number }>;
  keyFactMet: number;
  /** Share of cases whose reply holds every key fact (0-1). */
  keyFactRate: number;
  changedNumbers: number;
  casesWithChangedNumbers: number;
  echoes: number;
  casesWithEchoes: number;
  /**
   * Cases that got another case's reply to a different question, and replies that repeat an
   * earlier turn's (`[id, "id turn n"]`).
   */
  identicalPairs: Array<[string, string]>;
  mustNotViolations: number;
  casesWithMustNot: number;
  /** Cases whose knowledge covers the question, declined anyway. */
  wrongRefusals: string[];
  /** Off-topic cases answered instead of declined. */
  missedRefusals: string[];
  /** Cases whose reply opened in another language than the founder's. */
  wrongLanguage: string[];
  /** Cases with expected figures, and those whose reply states every one of them. */
  withFigures: number;
  figuresExact: number;
  replies: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The most common first line of the scored replies: one frame for every answer is a defect. */
  commonOpening: { text: string; cases: number };
}

function mostCommon(texts: string[]): { text: string; cases: number } {
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  const [text, cases] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { text, cases };
}

export function summarise(results: CaseResult[], acrossCases: Array<[string, string]>): EvalTotals {
  const byKind = Object.fromEntries(
    EVAL_KINDS.map((kind) => {
      const ofKind = results.filter((r) => r.kind === kind);
      return [
        kind,
        {
          cases: ofKind.length,
          keyFactMet: ofKind.filter((r) => r.missingFacts.length === 0).length,
          passed: ofKind.filter((r) => r.passed).length,
        },
      ];
    }),
  ) as EvalTotals['byKind'];
  const keyFactMet = results.filter((r) => r.missingFacts.length === 0).length;
  const ids = (check: (r: CaseResult) => boolean) => results.filter(check).map((r) => r.id);
  const withFigures = results.filter((r) => r.figuresExpected > 0);
  const times = results.flatMap((r) => r.turnMs);
  const withinCases = results.flatMap((r): Array<[string, string]> =>
    r.repeatsTurn === null ? [] : [[r.id, `${r.id} turn ${r.repeatsTurn}`]],
  );
  return {
    cases: results.length,
    passed: results.filter((r) => r.passed).length,
    byKind,
    keyFactMet,
    keyFactRate: results.length ? keyFactMet / results.length : 0,
    changedNumbers: results.reduce((sum, r) => sum + r.changedNumbers.length, 0),
    casesWithChangedNumbers: results.filter((r) => r.changedNumbers.length > 0).length,
    echoes: results.reduce((sum, r) => sum + r.echoes.length, 0),
    casesWithEchoes: results.filter((r) => r.echoes.length > 0).length,
    identicalPairs: [...acrossCases, ...withinCases],
    mustNotViolations: results.reduce((sum, r) => sum + r.mustNotHits.length, 0),
    casesWithMustNot: results.filter((r) => r.mustNotHits.length > 0).length,
    wrongRefusals: ids((r) => r.wrongRefusal),
    missedRefusals: ids((r) => r.missedRefusal),
    wrongLanguage: ids((r) => r.wrongLanguage !== null),
    withFigures: withFigures.length,
    figuresExact: withFigures.filter((r) => r.missingFigures.length === 0).length,
    replies: times.length,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    maxMs: percentile(times, 1),
    commonOpening: mostCommon(results.map((r) => r.reply.split('\n')[0]?.trim() ?? '')),
  };
}
