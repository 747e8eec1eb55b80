import { search, type Bm25Index } from '../../chat';
import type { PassageSource } from '../../chat';
import { splitSentences } from '../../chat';
import { GENERIC_TERMS, tokenize } from '../../chat';

/** Advice says what to do: it starts with a verb of action or says "should" or "must". */
const ADVICE =
  /^(?:use|keep|write|define|hold|give|check|spend|start|put|ask|run|track|build|set|pick|choose|talk|test|compare|prepare|document|focus|avoid|make|get|treat|plan|review|prefer|send|open|offer|calculate|measure|list|decide|delay|reserve|match|budget|model|update|register|file|sign|hire|schedule|assume|report|raise|negotiate|separate|agree|consider)\b|\b(?:should|must)\b/i;
/** A warning names what goes wrong: liability, a deadline, a mistake. */
const WARNING =
  /\b(?:risk\w*|personally liable|personal liability|deadline|mistakes?|pitfalls?|penalt\w*|cannot|never|strict|disputes?|expensive|costly|double taxation)\b/i;
/**
 * A sentence that leans on the one before it ("It is simple and cheap", "At seed it usually
 * holds…") means nothing alone.
 */
const LEANS_BACK =
  /^(?:it|its|this|that|these|those|they|their|them|he|she|such|both|the latter|the former|also|however|otherwise|if not|if so|then)\b|^(?:at|in|for|during|before|after|once|when)\b[^,.;:]{0,30}?\b(?:it|they)\s+(?:usually|often|typically|also|is|are|can|should|will|has|have|holds?|needs?)\b/i;
/** Knowledge paragraphs open with their topic ("LLC: In the US…"): the label is not prose. */
const TOPIC_LABEL = /^[A-Z][^.:\n]{1,40}:\s+(?=[A-Z])/;

/** What a step asks, and what the founder answered. */
export interface StepQuery {
  answer: string;
  /** The step's name and question: what the section is about. */
  focus: string;
  /** The words the wizard names for searching the knowledge on this step. */
  keywords: string;
  /** The step's description and the coach's brief for it: what else bears on it. */
  context: string;
}

/** The coaches' knowledge, with the source of the wizard's own coach (preferred when it speaks). */
export interface PlanKnowledge {
  index: Bm25Index;
  own: PassageSource;
}

export interface RankedSentence {
  text: string;
  score: number;
  /** How many of the answer's own words it says ("sole", "proprietorship"). */
  answerWords: number;
  advice: boolean;
  warning: boolean;
}

const PASSAGES = 6;
const MIN_WORDS = 6;
/** A sentence must carry this share of the best sentence's score to be kept. */
const MIN_SHARE = 0.35;
const OWN_COACH_BONUS = 1.3;

/**
 * A passage's sentences, each with the ones after it that lean on it: "A sole proprietorship
 * is the default… It is simple and cheap…" stays one piece, never "It is simple…" alone.
 */
function selfContained(passage: string): string[] {
  const pieces: string[] = [];
  for (const raw of splitSentences(passage)) {
    const sentence = raw.replace(TOPIC_LABEL, '');
    if (LEANS_BACK.test(sentence) && pieces.length > 0) pieces[pieces.length - 1] += ` ${sentence}`;
    else if (!LEANS_BACK.test(sentence)) pieces.push(sentence);
  }
  return pieces;
}

const termsOf = (text: string) => new Set(tokenize(text).filter((t) => !GENERIC_TERMS.has(t)));

function idf(index: Bm25Index, term: string): number {
  const df = index.postings.get(term)?.length ?? 0;
  if (df === 0) return 0;
  return Math.log(1 + (index.passages.length - df + 0.5) / (df + 0.5));
}

/**
 * The knowledge sentences that speak to a step: passages found by its question and the
 * founder's answer, cut into sentences that stand alone, each scored by the rare words it
 * shares (the answer's count double: an LLC answer must find the LLC sentences, not the
 * C-corp ones), with the wizard's own coach preferred. Weak matches are dropped.
 */
export function rankKnowledgeSentences(
  knowledge: PlanKnowledge,
  query: StepQuery,
): RankedSentence[] {
  const { index } = knowledge;
  const weights = new Map<string, number>();
  const weigh = (terms: Set<string>, factor: number) => {
    for (const t of terms) weights.set(t, Math.max(weights.get(t) ?? 0, idf(index, t) * factor));
  };
  weigh(termsOf(query.context), 0.5);
  weigh(termsOf(query.focus), 1);
  weigh(termsOf(query.keywords), 1.5);
  weigh(termsOf(query.answer), 3);
  // On topic: a sentence must share a word with the question or its keywords, not only with
  // the answer ("month" in "a designer in month 2" is not about hiring).
  const topical = new Set([...termsOf(query.focus), ...termsOf(query.keywords)]);
  const answerTerms = termsOf(query.answer);
  const hits = search(
    index,
    `${query.focus} ${query.keywords} ${query.answer} ${query.answer}`,
    PASSAGES,
  );
  const seen = new Set<string>();
  const ranked: RankedSentence[] = [];
  for (const hit of hits) {
    const bonus = hit.passage.source === knowledge.own ? OWN_COACH_BONUS : 1;
    for (const text of selfContained(hit.passage.text)) {
      if (seen.has(text) || text.split(/\s+/).length < MIN_WORDS) continue;
      seen.add(text);
      const matched = [...new Set(tokenize(text))].filter((t) => weights.has(t));
      const score = matched.reduce((sum, t) => sum + weights.get(t)!, 0) * bonus;
      if (matched.length < 2 || !matched.some((t) => topical.has(t))) continue;
      const answerWords = matched.filter((t) => answerTerms.has(t)).length;
      ranked.push({
        text,
        score,
        answerWords,
        advice: ADVICE.test(text),
        warning: WARNING.test(text),
      });
    }
  }
  ranked.sort((a, b) => b.score - a.score);
  const best = ranked[0]?.score ?? 0;
  return ranked.filter((s) => s.score >= best * MIN_SHARE);
}
