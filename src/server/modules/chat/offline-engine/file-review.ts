import { search, type Bm25Index } from '../retrieval/bm25';
import { splitSentences } from '../retrieval/sentences';
import { GENERIC_TERMS, tokenize } from '../retrieval/tokenize';
import { normalised, rankSentences, type AnswerSentence } from './answer-sentences';
import type { ReviewedFile } from './file-to-review';
import { idfOf } from './question-coverage';

/** Lines of their file a reply goes through. */
const MAX_LINES = 5;
/** The first lines reviewed get a second sentence when their passage has one to add. */
const FULL_LINES = 2;
const HITS_PER_LINE = 3;
/** A line is a title ("Seed deck v3 (draft)") below this many words: nothing to review. */
const MIN_LINE_WORDS = 4;
/** A first line that is a title: short, no label, no full stop. */
const TITLE = /^[^:.]{3,60}$/;
/** "Vesting: none, the shares are ours": what the line is about, before its colon. */
const LABEL = /^([^:–—]{2,40}?)\s*(?::|\s[-–—]\s)/;
/** How much more a sentence on the line's label counts than one sharing its other words. */
const LABEL_WEIGHT = 2;
/** A figure in the same unit as the line's ("0.25%" and "0.5-2%") compares with it. */
const SAME_UNIT_WEIGHT = 2;
/** The knowledge says something of a line when its best sentence shares this much weight. */
const MIN_MATCH = 1;
const UNITS: ReadonlyArray<[string, RegExp]> = [
  ['percent', /\d\s?%/],
  ['money', /[$€£]\s?\d|\d\s?(?:k|m)?\s?(?:euros?|dollars?|usd|eur|gbp)\b/i],
  ['days', /\d\s?-?\s?days?\b/i],
  ['months', /\d\s?-?\s?months?\b/i],
];
const unitsOf = (text: string) => UNITS.filter(([, unit]) => unit.test(text)).map(([n]) => n);

/** A sheet of figures is read by the calculators, not line by line. */
const isTable = (text: string) =>
  text.split('\n').filter((line) => (line.match(/[,;\t]/g) ?? []).length >= 2).length >= 3;

const linesOf = (text: string) =>
  text
    .split('\n')
    .flatMap((line) => splitSentences(line.replace(/^\s*(?:#+|[-*•]|\d{1,3}[.)])\s+/, '')))
    .map((line) => line.trim())
    // "Very disappointed: 19 (31%)" is short, but its label says what it is.
    .filter(
      (line) =>
        (line.split(/\s+/).length >= MIN_LINE_WORDS || LABEL.test(line)) && /\p{L}/u.test(line),
    );

interface LineReview {
  line: string;
  says: AnswerSentence[];
  /** How many of the question's words the line has: the lines asked about lead. */
  asked: number;
  score: number;
}

interface ReviewContext {
  knowledge: Bm25Index;
  weight: (term: string) => number;
  known: (term: string) => boolean;
  saidBefore: (normalisedText: string) => boolean;
  /** Said already in this reply: a sentence is not said twice, nor a part of one. */
  isUsed: (text: string) => boolean;
}

/** Figures and their units ("$140,000 per year") say nothing of what a line is about. */
const MEASURES = new Set(tokenize('per day week month year'));
const termsOf = (text: string, known: (term: string) => boolean) =>
  new Set(
    tokenize(text, known).filter(
      (t) => !GENERIC_TERMS.has(t) && !MEASURES.has(t) && !/^\d/.test(t),
    ),
  );

/** The knowledge's sentences on one line of their file, best first. */
function sentencesOnLine(line: string, context: ReviewContext) {
  const { known } = context;
  const lineTerms = termsOf(line, known);
  const labelTerms = [...termsOf(LABEL.exec(line)?.[1] ?? '', known)];
  const lineUnits = unitsOf(line);
  return (
    rankSentences(search(context.knowledge, line, HITS_PER_LINE), line, {
      weight: context.weight,
      numeric: false,
      saidBefore: context.saidBefore,
      ownTerms: lineTerms,
      focusTerms: lineTerms,
      known,
    })
      .filter((s) => s.matched >= MIN_MATCH && !context.isUsed(s.text))
      .map((s) => {
        const terms = termsOf(`${s.topic ?? ''} ${s.text}`, known);
        const shared = [...lineTerms].filter((t) => terms.has(t)).length;
        const onLabel = labelTerms.some((t) => terms.has(t));
        // Under a topic named like the label ("Vesting and acceleration") beats a mention.
        const topic = termsOf(s.topic ?? '', known);
        const label = labelTerms.some((t) => topic.has(t))
          ? LABEL_WEIGHT ** 2
          : onLabel
            ? LABEL_WEIGHT
            : 1;
        const unit = unitsOf(s.text).some((u) => lineUnits.includes(u)) ? SAME_UNIT_WEIGHT : 1;
        return { s, shared, onLabel, score: s.matched * label * unit };
      })
      // One shared word ("raise" in "until we raise") is chance; two, or the label, is not.
      .filter((fit) => fit.onLabel || fit.shared >= 2)
      .sort((a, b) => b.score - a.score)
  );
}

/**
 * Their file read the way a coach reads a draft: each line the knowledge has something to say
 * about, with what it says; the lines the question names first ("is the market slide
 * convincing?"), then those the knowledge speaks to most. Null when no line meets the
 * knowledge (a file on another subject).
 */
export function reviewFile(options: {
  file: ReviewedFile;
  knowledge: Bm25Index;
  question: string;
  saidBefore: (normalisedText: string) => boolean;
  /** What the reply says before the review. */
  alreadySaid: string;
}): string | null {
  const { file, knowledge } = options;
  if (isTable(file.text)) return null;
  const weight = (term: string) => idfOf(knowledge, term) ?? 0;
  const known = (term: string) => knowledge.postings.has(term);
  const used = options.alreadySaid ? [normalised(options.alreadySaid)] : [];
  const isUsed = (text: string) => {
    const plain = normalised(text);
    return used.some((said) => said.includes(plain) || plain.includes(said));
  };
  const context = { knowledge, weight, known, saidBefore: options.saidBefore, isUsed };
  const asked = termsOf(options.question, known);
  const reviews: LineReview[] = [];
  // "Founding Engineer (remote, EU)" on its first line names the file better than its name.
  const title = file.text.split('\n')[0]?.trim() ?? '';
  const titled = TITLE.test(title);
  for (const line of new Set(linesOf(file.text))) {
    if (titled && line === title) continue;
    const [best, ...rest] = sentencesOnLine(line, context);
    if (!best) continue;
    const more = rest.find((fit) => fit.s.passageId === best.s.passageId);
    const says = more ? [best.s, more.s] : [best.s];
    used.push(...says.map((s) => normalised(s.text)));
    const names = [...termsOf(line, known)].filter((t) => asked.has(t)).length;
    reviews.push({ line, says, asked: names, score: best.score });
  }
  if (reviews.length === 0) return null;
  const chosen = reviews
    .sort((a, b) => b.asked - a.asked || b.score - a.score)
    .slice(0, MAX_LINES)
    .map((review, i) => {
      const says = review.says.slice(0, i < FULL_LINES ? 2 : 1).sort((a, b) => a.order - b.order);
      return `- **"${review.line}"** ${says.map((s) => s.text).join(' ')}`;
    });
  const named = titled ? `your "${title}"` : `"${file.name}"`;
  const opening = file.earlier
    ? `Going back to ${named}, line by line:`
    : `Going through ${named}, line by line:`;
  return `${opening}\n\n${chosen.join('\n')}`;
}
