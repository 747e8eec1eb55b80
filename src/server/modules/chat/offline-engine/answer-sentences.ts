import type { ScoredPassage } from '../retrieval/bm25';
import type { PassageSource } from '../retrieval/passages';
import { splitSentences } from '../retrieval/sentences';
import { GENERIC_TERMS, tokenize } from '../retrieval/tokenize';

/** One sentence of a retrieved passage, ready to be said, and how well it answers. */
export interface AnswerSentence {
  /** As written in its source; its passage's topic label ("Runway: ") moved to `topic`. */
  text: string;
  topic: string | null;
  source: PassageSource;
  score: number;
  /** The weight of the question's words it contains (its score without the passage's share). */
  matched: number;
  /** The passage it comes from (its id within its index). */
  passageId: number;
  /** Passage rank, then sentence position: ties keep the source's own order. */
  order: number;
}

/** "Employee equity: In US startups, ..." opens a knowledge paragraph with its topic. */
const TOPIC_LABEL = /^([A-Z0-9][^.:\n]{1,40}):\s+/;
/** Sentences the coach already said in this conversation weigh this much: new ones lead. */
const ALREADY_SAID_WEIGHT = 0.5;
/** A figure in digits or words: "two to three minutes" answers "how long?" too. */
const HAS_NUMBER =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|half|dozen|single|double)\b/i;
const BROUGHT_WEIGHT = 2;
/** How much a figure beside the very thing a "how many" question counts weighs. */
const COUNTED_BOOST = 3;
/** How much more the words of the question itself count than the words around it. */
const FOCUS_SHARE = 0.3;

/** A figure (in digits, or in words too) within two words of one of the asked terms. */
function countsAsked(text: string, asked: Set<string>, figure = /\d/): boolean {
  const words = text.split(/\s+/);
  return words.some((word, i) => {
    if (!figure.test(word)) return false;
    const near = words.slice(Math.max(0, i - 2), i + 3).join(' ');
    return tokenize(near).some((term) => asked.has(term));
  });
}

export const normalised = (sentence: string) => sentence.toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether the coach already said a (normalised) sentence in this conversation. */
export function coachSaidBefore(
  history: ReadonlyArray<{ role: 'user' | 'coach'; content: string }>,
): (normalisedText: string) => boolean {
  const said = normalised(
    history
      .filter((turn) => turn.role === 'coach')
      .flatMap((turn) => splitSentences(turn.content))
      .join(' '),
  );
  return (text) => said.includes(text);
}

function sentencesOf(hit: ScoredPassage) {
  const sentences = splitSentences(hit.passage.text);
  const label = TOPIC_LABEL.exec(sentences[0] ?? '');
  if (label) sentences[0] = sentences[0]!.slice(label[0].length);
  return sentences.map((sentence) => {
    // A list line is quoted without its marker ("1. ", "- "): the reply makes its own lists.
    const text = sentence.replace(/^(?:[-*•]|\d{1,3}[.)])\s+/, '');
    return {
      text: text.charAt(0).toUpperCase() + text.slice(1),
      // Every sentence of "Runway: ..." is about runway: the label heads whichever one leads.
      topic: label ? label[1]! : null,
    };
  });
}

/**
 * The sentences of the retrieved passages ranked by how much of the question they answer:
 * the rarer a question word, the more it counts (`weight`); figures lead for a numeric
 * question; what the coach said before in this conversation comes last.
 */
export function rankSentences(
  hits: ScoredPassage[],
  query: string,
  options: {
    weight: (term: string) => number;
    numeric: boolean;
    /** Whether the coach already said this (normalised) sentence in this conversation. */
    saidBefore: (normalisedText: string) => boolean;
    /** The words of this very message ("seed" in "and for seed?"), not those it borrowed. */
    ownTerms: Set<string>;
    /** The words of its questions (or of the message when it asks none): they weigh double. */
    focusTerms: Set<string>;
    /** What a "how many" question counts: a figure beside one of them is the answer. */
    counted?: Set<string>;
    /** The terms the searched collections know: "incorporate" is read as "corporation". */
    known?: (term: string) => boolean;
  },
): AnswerSentence[] {
  const wanted = new Set(tokenize(query, options.known).filter((term) => !GENERIC_TERMS.has(term)));
  const best = hits[0]?.score || 1;
  const ranked: AnswerSentence[] = [];
  hits.forEach((hit, rank) => {
    sentencesOf(hit).forEach(({ text, topic }, index) => {
      const own = new Set(tokenize(text));
      const topicTerms = new Set(tokenize(topic ?? '').filter((t) => !GENERIC_TERMS.has(t)));
      // The topic label counts for every sentence under it ("Value-based pricing: ..."), and
      // twice when the question names the whole topic ("what is value-based pricing?").
      const named = topicTerms.size > 0 && [...topicTerms].every((t) => wanted.has(t));
      const terms = new Set([...own, ...topicTerms]);
      let matched = 0;
      for (const term of terms) {
        if (!wanted.has(term)) continue;
        // Words a follow-up borrowed from the question before count half: "and acceleration?"
        // is about acceleration, not about founder shares again.
        const borrowed = options.ownTerms.size > 0 && !options.ownTerms.has(term) ? 0.5 : 1;
        matched += options.weight(term) * (named && topicTerms.has(term) ? 2 : 1) * borrowed;
        // What this very message asks ("acceleration" in "and acceleration?") counts again.
        if (own.has(term) && options.focusTerms.has(term))
          matched += FOCUS_SHARE * options.weight(term);
      }
      // The passage's own relevance breaks near-ties; figures lead for a numeric question.
      let score = matched + (0.5 * hit.score) / best;
      if (options.numeric && HAS_NUMBER.test(text)) score *= 1.5;
      // "How many slides?": a figure next to the word asked about ("a 10-15 slide deck").
      if (options.numeric && countsAsked(text, options.ownTerms)) score *= 1.3;
      // "How many slides?": "a 10-15 slide deck" counts what was asked, "18-24 months" not.
      if (options.counted?.size && countsAsked(text, options.counted, HAS_NUMBER)) {
        score *= COUNTED_BOOST;
      }
      // What the person brought (a file, a page) is what they are asking about.
      if (hit.passage.source.kind !== 'knowledge') {
        // Their figures ("Cash: $420,000") are what a file mostly has to say.
        score = (score + (HAS_NUMBER.test(text) ? 0.5 : 0)) * BROUGHT_WEIGHT;
      }
      // Said before, and not about this message's own words: new sentences lead.
      const adds = [...own].some((term) => options.ownTerms.has(term));
      if (!adds && options.saidBefore(normalised(text))) score *= ALREADY_SAID_WEIGHT;
      const order = rank * 1000 + index;
      ranked.push({
        text,
        topic,
        source: hit.passage.source,
        score,
        matched,
        passageId: hit.passage.id,
        order,
      });
    });
  });
  return ranked.sort((a, b) => b.score - a.score || a.order - b.order);
}
