/** What a case exercises; every kind is represented across all seeded coaches. */
export type EvalKind = 'factual' | 'numeric' | 'follow-up' | 'file' | 'off-topic' | 'multi-part';

export const EVAL_KINDS: readonly EvalKind[] = [
  'factual',
  'numeric',
  'follow-up',
  'file',
  'off-topic',
  'multi-part',
];

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
}
