import type { HistoryTurn } from '../chat-engine';
import { search } from '../retrieval/bm25';
import type { KnowledgeIndex } from '../retrieval/knowledge-index';
import type { PassageSource } from '../retrieval/passages';
import { splitSentences } from '../retrieval/sentences';
import { GENERIC_TERMS, tokenize } from '../retrieval/tokenize';
import { normalised, rankSentences, type AnswerSentence } from './answer-sentences';
import { recogniseFollowUpAct, type FollowUpAct } from './follow-up-acts';
import { ADVICE } from './advice';

const HITS = 4;
const CAUSAL =
  /\b(?:because|since|so that|otherwise|means|as a result|that is why|risks?|leads? to|reason|in order to|so you|without)\b/i;
const EXAMPLE = /\b(?:for example|e\.g\.|such as|for instance|like)\b|\d/i;
/** Clauses that qualify a sentence: "Put simply" keeps what comes before them. */
const QUALIFIER =
  /\s*(?:\([^)]*\)|,\s*(?:because|which|so that|ideally|often|usually|for example|though|although|while|unless)\b.*$|;.*$|\s+—.*$)/i;

/** The coach's previous reply, as sentences: markdown, list marks and labels taken off. */
function sentencesOf(reply: string): string[] {
  return reply
    .split(/\n+/)
    .filter(
      (line) => !/^(?:you told me|noted:|going by what you said|to make this specific)/i.test(line),
    )
    .map((line) =>
      line
        .replace(/\*\*/g, '')
        .replace(/^(?:[-*]|\d+\.)\s+/, '')
        .replace(/^(?:next step|what i would do next|try this next):\s*/i, '')
        .replace(/^[A-Z][^.:\n]{1,40}:\s+(?=[A-Z$€£\d])/, ''),
    )
    .flatMap((line) => splitSentences(line));
}

/** What the earlier exchange was about: the last question that was not itself an act. */
function topicOf(history: HistoryTurn[], message: string): string {
  const asked = history.findLast(
    (turn) => turn.role === 'user' && recogniseFollowUpAct(turn.content) === null,
  );
  const own = tokenize(message).filter((t) => !GENERIC_TERMS.has(t));
  return `${asked?.content ?? ''} ${own.join(' ')}`.trim();
}

function simpler(previous: string): string | null {
  const sentences = sentencesOf(previous);
  // A calculation says its meaning in a plain line of its own: that is the simple version.
  const calculation = sentences.find((s) => s.includes(' = '));
  const main = sentences.find((s) => !s.includes(' = ') && s.split(/\s+/).length >= 5);
  const plain = (main ?? '').replace(QUALIFIER, '').replace(/[.!]?$/, '.');
  if (!calculation && plain.split(/\s+/).length < 4) return null;
  const lines = [`Put simply: ${plain.charAt(0).toLowerCase()}${plain.slice(1)}`];
  if (calculation) lines.unshift(`In one line: ${calculation.replace(/[.!]?$/, '.')}`);
  return lines.join('\n\n');
}

/**
 * A reply that acts on the previous answer, from the knowledge about its topic; null when
 * there is no previous answer or nothing new to say (the engine then answers as usual).
 */
export function actReply(options: {
  act: FollowUpAct;
  message: string;
  history: HistoryTurn[];
  knowledge: KnowledgeIndex;
}): { text: string; sources: PassageSource[] } | null {
  const previous = options.history.findLast((turn) => turn.role === 'coach')?.content;
  if (!previous) return null;
  if (options.act === 'simpler') {
    const text = simpler(previous);
    return text ? { text, sources: [] } : null;
  }
  const topic = topicOf(options.history, options.message);
  const said = normalised(options.history.map((turn) => turn.content).join(' '));
  const { index } = options.knowledge;
  // The passages the previous answer quoted come first: "why?" asks about what was said.
  const quoted = sentencesOf(previous).map(normalised);
  const answered = index.passages
    .filter((p) => quoted.some((q) => q.length > 20 && normalised(p.text).includes(q)))
    .map((passage) => ({ passage, score: 2 }));
  const hits = [
    ...answered,
    ...search(index, topic, HITS).filter((h) => !answered.some((a) => a.passage === h.passage)),
  ];
  const ranked = rankSentences(hits, topic, {
    weight: () => 1,
    numeric: options.act === 'example',
    saidBefore: () => false,
    ownTerms: new Set(),
    focusTerms: new Set(),
  }).filter(
    (s) =>
      (s.matched > 0 || answered.some((a) => a.passage.id === s.passageId)) &&
      !said.includes(normalised(s.text)),
  );
  const fits: Record<Exclude<FollowUpAct, 'simpler'>, (s: AnswerSentence) => boolean> = {
    example: (s) => EXAMPLE.test(s.text),
    why: (s) => CAUSAL.test(s.text) && !ADVICE.test(s.text),
    'first-step': (s) => ADVICE.test(s.text),
  };
  const chosen = ranked.filter(fits[options.act]).slice(0, 2);
  if (chosen.length === 0) return null;
  const [first, second] = chosen.map((s) => s.text);
  const text = {
    example: `For example: ${first}${second ? `\n\n${second}` : ''}`,
    why: `The reason: ${first}${second ? ` ${second}` : ''}`,
    'first-step': `**First:** ${first}${second ? `\n\n**Then:** ${second}` : ''}`,
  }[options.act];
  return { text, sources: [...new Set(chosen.map((s) => s.source))] };
}
