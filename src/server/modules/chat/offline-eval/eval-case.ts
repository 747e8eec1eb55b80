/** What a case exercises; every kind is represented across all seeded coaches. */
export type EvalKind =
  | 'factual'
  | 'numeric'
  | 'calculation'
  | 'follow-up'
  | 'small-talk'
  | 'language'
  | 'file'
  | 'off-topic'
  | 'multi-part'
  | 'one-line';

export const EVAL_KINDS: readonly EvalKind[] = [
  'factual',
  'numeric',
  'calculation',
  'follow-up',
  'small-talk',
  'language',
  'file',
  'off-topic',
  'multi-part',
  'one-line',
];

export type EvalLanguage = 'en' | 'pt' | 'es' | 'fr';

export type FigureUnit = 'months' | 'money' | 'percent' | 'ratio' | 'multiple' | 'count';

/** A figure the reply must state, as the founder would read it ("13.3 months", "$2,000"). */
export interface EvalFigure {
  value: number;
  unit: FigureUnit;
}

export interface EvalFile {
  name: string;
  text: string;
}

/**
 * A short conversation with one seeded coach. Earlier turns are played through the engine
 * first, so the history holds the engine's own replies; only the last turn is scored.
 */
export interface EvalCase {
  id: string;
  /** The coach's seedKey (src/server/db/seed-agents). */
  coach: string;
  kind: EvalKind;
  turns: Array<{ message: string; files?: EvalFile[] }>;
  /**
   * Key facts: every group must be present; a group is met by any one of its strings
   * (case-insensitive).
   */
  mustContain: string[][];
  /** What a good answer must not say (case-insensitive substrings), beyond the global rules. */
  mustNot?: string[];
  /** The language the reply must open in (its first paragraph), default 'en'. */
  language?: EvalLanguage;
  /**
   * True only for a question no knowledge of this coach covers: the reply must decline.
   * Default false: a decline fails the case and counts as a wrong refusal.
   */
  expectRefusal?: boolean;
  /** Exact figures the reply must state (months to 0.1, money to the cent, percent to 0.1). */
  figures?: EvalFigure[];
}
