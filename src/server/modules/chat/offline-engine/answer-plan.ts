import { search, type Bm25Index, type ScoredPassage } from '../retrieval/bm25';
import { namedTopics } from '../retrieval/named-topics';
import type { Passage, PassageSource } from '../retrieval/passages';
import { isFollowUp, withoutLinks } from '../retrieval/retrieval-query';
import { splitSentences } from '../retrieval/sentences';
import { GENERIC_TERMS, tokenize } from '../retrieval/tokenize';
import {
  coachSaidBefore,
  normalised,
  rankSentences,
  type AnswerSentence,
} from './answer-sentences';
import type { AnsweredPart } from './compose-reply';
import type { OfflineReplyInput } from './offline-engine';
import { ADVICE } from './advice';
import { coverageJudge, idfOf, MIN_COVERAGE, unknownWords } from './question-coverage';
import {
  countedTerms,
  countedWords,
  DURATION_WORDS,
  HOW_LONG,
  isNumeric,
  type QuestionShape,
} from './question-shape';

export interface AnswerPlan {
  parts: AnsweredPart[];
  /** The knowledge covers the question in part only: the reply says so. */
  partial: boolean;
  /** Words of the question the knowledge says nothing about, as the founder typed them. */
  notCovered: string[];
  nextStep: AnswerSentence | null;
  sources: PassageSource[];
}

const HITS_PER_SOURCE = 4;
/** At most this many words beyond everyday ones, a question naming a topic asks about it. */
const NAMING_QUESTION_TERMS = 3;
/** Passages searched by what a "how many" question counts alone. */
const COUNTED_HITS = 2;
const MAX_REASONS = 4;
/** Lines quoted from each file or page the person brought. */
const BROUGHT_LINES = 2;
const MIN_LINE_WORDS = 4;
/** Lines of their file the knowledge is searched with, and its sentences said about them. */
const FILE_LINES_READ = 3;
const KNOWLEDGE_ON_FILE = 2;
/** Down to this share, the closest guidance is given, saying what it does not cover. */
const PARTIAL_COVERAGE = 0.15;
/** A reason must carry at least this share of the direct answer's score. */
const MIN_REASON_SHARE = 0.5;

/** A message about the founder's own material: "our", "my", "it", "that", "the file". */
const ABOUT_THEM = /\b(?:we|our|us|my|i|it|that|this|those|these|file|plan|draft|results?)\b/i;

/** The opening passage of each file brought earlier, as hits that match no word. */
const openingsOf = (passages: Passage[]): ScoredPassage[] =>
  passages
    .filter((p, i) => p.source.kind === 'file' && (i === 0 || passages[i - 1]!.source !== p.source))
    .map((passage) => ({ passage, score: 0 }));

/** The hits of a second search added to the first, each passage once. */
const withHits = (hits: ScoredPassage[], more: ScoredPassage[]) => [
  ...hits,
  ...more.filter((hit) => !hits.some((h) => h.passage === hit.passage)),
];

/** "What does this page say?" shares few words with the page, yet the page is the answer. */
function withOpeningOfEachPage(passages: Passage[], hits: ScoredPassage[]): ScoredPassage[] {
  const openings = passages.filter(
    (p, i) =>
      (p.source.kind === 'page' || p.source.kind === 'video') &&
      (i === 0 || passages[i - 1]!.source !== p.source) &&
      !hits.some((hit) => hit.passage.source === p.source),
  );
  return [...hits, ...openings.map((passage) => ({ passage, score: 0 }))];
}

/**
 * Why the direct answer holds: what each other file or page brought says, the rest of the
 * answer's own passage that speaks to the question, in its order, then the best sentence of
 * another passage if it carries a fair share of the question's words. Advice is kept for the
 * next step.
 */
function reasonsFor(direct: AnswerSentence, rest: AnswerSentence[]): AnswerSentence[] {
  const relevant = rest.filter((s) => s.matched > 0 && !ADVICE.test(s.text));
  const samePassage = relevant
    .filter((s) => s.passageId === direct.passageId && s.source === direct.source)
    .sort((a, b) => a.order - b.order);
  const other = relevant.find(
    (s) => s.passageId !== direct.passageId && s.matched >= direct.matched * MIN_REASON_SHARE,
  );
  // Each file or page the person brought has its say: its two best lines, matched or not.
  const perSource = new Map<PassageSource, AnswerSentence[]>();
  for (const s of rest) {
    if (s.source.kind === 'knowledge' || ADVICE.test(s.text)) continue;
    const lines = perSource.get(s.source) ?? [];
    // A title line ("ICP draft v2") says little; a line with words or figures does.
    const says = s.text.split(/\s+/).length >= MIN_LINE_WORDS;
    if (says && lines.length < BROUGHT_LINES) perSource.set(s.source, [...lines, s]);
  }
  const brought = [...perSource.values()].flat();
  // An answer from their file is related to what the coach knows: the best knowledge sentence.
  const knowledge =
    direct.source.kind !== 'knowledge'
      ? relevant.filter((s) => s.source.kind === 'knowledge').slice(0, KNOWLEDGE_ON_FILE)
      : [];
  const reasons = [...brought, ...knowledge, ...samePassage];
  if (other) reasons.push(other);
  const seen = new Set([direct.text]);
  return reasons.filter((s) => !seen.has(s.text) && seen.add(s.text)).slice(0, MAX_REASONS);
}

/**
 * Which sentences answer the message: per question part, the files and pages the person
 * brought first, then the agent's knowledge when it covers the question at all. Null when
 * nothing covers it (the reply then says so instead of pasting unrelated passages).
 */
export function planAnswer(options: {
  input: OfflineReplyInput;
  query: string;
  shape: QuestionShape;
  brought: Bm25Index;
  pages: boolean;
  /** Unknown words are only told back in English: any word of another language is unknown. */
  english: boolean;
}): AnswerPlan | null {
  const { input, query, shape, brought } = options;
  const knowledge = input.knowledge.index;
  const maxIdf = Math.log(1 + (knowledge.passages.length + 0.5) / 0.5);
  const weight = (term: string) => idfOf(knowledge, term) ?? idfOf(brought, term) ?? maxIdf;
  // The agent's own subject words: its name and the topics its knowledge is organised by.
  const subject = new Set(tokenize(`${input.agent.name} ${input.knowledge.topics.join(' ')}`));
  const inVocabulary = (term: string) =>
    knowledge.postings.has(term) || brought.postings.has(term) || subject.has(term);
  const coverage = coverageJudge({ weight, subject, known: inVocabulary });
  const saidBefore = coachSaidBefore(input.history);
  const ownTerms = new Set(
    tokenize(input.message, inVocabulary).filter((t) => !GENERIC_TERMS.has(t)),
  );
  const used = new Set<string>();
  const parts: AnsweredPart[] = [];
  const candidates: AnswerSentence[] = [];
  let weakest = 1;

  const single = shape.parts.length === 1;
  const followUp = query !== withoutLinks(input.message) && isFollowUp(input.message);
  const leansOnEarlierFile =
    (input.earlierFiles?.length ?? 0) > 0 && ABOUT_THEM.test(input.message);
  const asked = splitSentences(withoutLinks(input.message))
    .filter((sentence) => sentence.endsWith('?'))
    .join(' ');
  // "How many slides … for a seed round?": the passage with the slide count may share no other word.
  const countedText = countedWords(input.message);
  const counted = countedTerms(input.message, inVocabulary);
  // "How long does a round take?": the passage that says "three to six months" joins the search.
  const asksHowLong = HOW_LONG.test(input.message);
  const focusTerms = asked
    ? new Set(tokenize(asked, inVocabulary).filter((t) => !GENERIC_TERMS.has(t)))
    : ownTerms;
  for (const part of single ? [query] : shape.parts) {
    let broughtHits = search(brought, part, HITS_PER_SOURCE);
    if (options.pages) broughtHits = withOpeningOfEachPage(brought.passages, broughtHits);
    // "What is our runway based on that?" after a P&L: their earlier file is the evidence.
    if (broughtHits.length === 0 && leansOnEarlierFile) broughtHits = openingsOf(brought.passages);
    // "What goes on the ask slide?" names the topic "The ask" in full: its passage answers.
    const named = namedTopics(knowledge, single ? withoutLinks(input.message) : part);
    const knowledgeHits = withHits(
      withHits(search(knowledge, part, HITS_PER_SOURCE), named),
      countedText || asksHowLong
        ? search(knowledge, countedText || `${part} ${DURATION_WORDS}`, COUNTED_HITS)
        : [],
    );
    // The question alone, or the whole message: "We charge $29/month flat" must not make a
    // pricing question look off-topic, and "How much would they own?" needs its SAFE sentence.
    // A question about what they brought this coach is on its topic by definition.
    const share = Math.max(
      coverage(part, knowledgeHits),
      single && asked ? coverage(asked, knowledgeHits) : 0,
    );
    const covered =
      (broughtHits.length > 0 && (input.files.length > 0 || leansOnEarlierFile)) ||
      share >= PARTIAL_COVERAGE;
    const hits = [...broughtHits.slice(0, 2), ...(covered ? knowledgeHits : [])];
    if (hits.length === 0) continue;
    const ranked = rankSentences(hits, part, {
      weight,
      numeric: single ? shape.numeric : isNumeric(part),
      saidBefore,
      ownTerms,
      focusTerms,
      counted,
      known: inVocabulary,
    }).filter((s) => !used.has(s.text));
    // A follow-up's answer says the word it asked about ("and acceleration?"), when one does.
    const saysAsked = followUp
      ? ranked.findIndex((s) => tokenize(s.text).some((t) => ownTerms.has(t)))
      : -1;
    if (saysAsked > 0) ranked.unshift(...ranked.splice(saysAsked, 1));
    const isNamed = (s: AnswerSentence) =>
      s.source.kind === 'knowledge' && named.some((hit) => hit.passage.id === s.passageId);
    const onNamed = ranked[0]?.source.kind === 'knowledge' ? ranked.findIndex(isNamed) : -1;
    // Only a short question is about the topic it names as a whole; a longer one may ask
    // about one thing the topic's passage does not say.
    const short = ownTerms.size <= NAMING_QUESTION_TERMS;
    if (onNamed > 0 && saysAsked <= 0 && short) ranked.unshift(...ranked.splice(onNamed, 1));
    // A file's title line ("Founders agreement (draft)") names it; its lines say something.
    const says = (s: AnswerSentence) =>
      s.source.kind !== 'knowledge' && s.text.split(/\s+/).length >= MIN_LINE_WORDS;
    const fileLine = ranked[0]?.source.kind === 'knowledge' ? -1 : ranked.findIndex(says);
    if (fileLine > 0) ranked.unshift(...ranked.splice(fileLine, 1));
    const [direct, ...rest] = ranked;
    if (!direct) continue;
    // Their file read in the light of the answer: "runway is cash divided by net burn" finds
    // the P&L's cash and burn lines even when the question named neither.
    // The other side read in the light of the answer: a P&L's cash and burn lines for "runway
    // is cash divided by net burn", the coach's market-sizing advice for their "$80B market".
    const otherSide = direct.source.kind === 'knowledge' ? brought : knowledge;
    // Their file is read as a whole: the knowledge answers its best few lines, not one.
    const fileLines = ranked.filter((s) => s.source.kind !== 'knowledge').slice(0, FILE_LINES_READ);
    const inLight =
      direct.source.kind === 'knowledge'
        ? `${part} ${direct.text}`
        : `${part} ${fileLines.map((s) => s.text).join(' ')}`;
    const related =
      otherSide.passages.length > 0
        ? rankSentences(search(otherSide, inLight, HITS_PER_SOURCE), inLight, {
            weight,
            numeric: shape.numeric,
            saidBefore,
            ownTerms,
            focusTerms,
            known: inVocabulary,
          }).filter((s) => s.matched > 0)
        : [];
    const reasons = reasonsFor(direct, [...related, ...rest]);
    for (const s of [direct, ...reasons]) used.add(s.text);
    parts.push({ direct, reasons });
    if (share < MIN_COVERAGE) weakest = Math.min(weakest, share);
    candidates.push(...ranked);
  }
  if (parts.length === 0) return null;

  // The next step follows from the answer: advice from an answering passage, or as relevant.
  const answering = new Set(parts.map((p) => p.direct.passageId));
  const strongest = Math.max(...parts.map((p) => p.direct.matched));
  const nextStep =
    [...candidates]
      .sort((a, b) => b.score - a.score)
      .find(
        (s) =>
          !used.has(s.text) &&
          s.source.kind === 'knowledge' &&
          ADVICE.test(s.text) &&
          s.matched > 0 &&
          (answering.has(s.passageId) || s.matched >= strongest * MIN_REASON_SHARE) &&
          !saidBefore(normalised(s.text)),
      ) ?? null;
  const sources = [
    ...parts.flatMap((p) => [p.direct, ...p.reasons]),
    ...(nextStep ? [nextStep] : []),
  ].map((s) => s.source);
  // Only a weak match is told as partial: then the words no passage has are what is missing.
  const partial = weakest < MIN_COVERAGE;
  const notCovered =
    partial && options.english ? unknownWords(asked || input.message, inVocabulary) : [];
  return { parts, partial, notCovered, nextStep, sources: [...new Set(sources)] };
}
