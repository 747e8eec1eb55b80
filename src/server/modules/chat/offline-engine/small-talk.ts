import type { KnowledgeIndex } from '../retrieval/knowledge-index';
import { FILLERS, PHRASES, type SmallTalkKind, type SmallTalkLanguage } from './small-talk-phrases';
import { starterQuestions, topicNames } from './starter-questions';

export type { SmallTalkKind, SmallTalkLanguage };
export interface SmallTalk {
  kind: SmallTalkKind;
  language: SmallTalkLanguage;
}

/** Longer than this, a message is saying something more than hello. */
const MAX_WORDS = 12;
/** "Hi Maria", "hello Pricing Strategist": a name after a greeting, in capitals. */
const MAX_NAME_WORDS = 3;
/** When one message holds several ("hi, thanks, bye"), the reply answers the weightiest. */
const WEIGHT: Record<SmallTalkKind, number> = {
  greeting: 0,
  thanks: 1,
  goodbye: 2,
  capabilities: 3,
};

const anchored = (phrase: string) => new RegExp(`^(?:${phrase})(?= |$)`);
const MATCHERS = Object.entries(PHRASES).flatMap(([kind, byLanguage]) =>
  Object.entries(byLanguage).flatMap(([language, phrases]) =>
    phrases.map((phrase) => ({
      kind: kind as SmallTalkKind,
      language: language as SmallTalkLanguage,
      pattern: anchored(phrase),
    })),
  ),
);
const FILLER_MATCHERS = FILLERS.map(anchored);

const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** How many words of `rest` the pattern takes from its start (0: none). */
function wordsTaken(pattern: RegExp, rest: string): number {
  const match = pattern.exec(rest);
  return match && match[0] ? match[0].split(' ').length : 0;
}

/**
 * Is the whole message small talk, and which? Every word must belong to a greeting, thanks,
 * "what can you do?" or goodbye phrase, a filler ("there", "so much") or a name after a
 * greeting: "hi, how do I price my SaaS?" is a question (null), answered as one.
 */
export function recogniseSmallTalk(message: string): SmallTalk | null {
  const words = message.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS) return null;
  const plainWords = words.map(plain);
  let found: SmallTalk | null = null;
  let afterGreeting = false;
  let position = 0;
  while (position < words.length) {
    const rest = plainWords.slice(position).join(' ');
    let best = { taken: 0, talk: null as SmallTalk | null };
    for (const { kind, language, pattern } of MATCHERS) {
      const taken = wordsTaken(pattern, rest);
      if (taken > best.taken) best = { taken, talk: { kind, language } };
    }
    const filler = Math.max(0, ...FILLER_MATCHERS.map((pattern) => wordsTaken(pattern, rest)));
    if (best.talk && best.taken >= filler) {
      if (!found || WEIGHT[best.talk.kind] > WEIGHT[found.kind]) found = best.talk;
      afterGreeting = best.talk.kind === 'greeting';
      position += best.taken;
    } else if (filler > 0) {
      position += filler;
    } else if (afterGreeting && isName(words.slice(position, position + MAX_NAME_WORDS))) {
      position += nameLength(words.slice(position, position + MAX_NAME_WORDS));
    } else {
      return null;
    }
  }
  return found;
}

const capitalised = (word: string) => /^\p{Lu}/u.test(word);
const nameLength = (words: string[]) => {
  const end = words.findIndex((word) => !capitalised(word));
  return end === -1 ? words.length : end;
};
const isName = (words: string[]) => nameLength(words) > 0;

/** "runway and burn, default alive and unit economics" */
function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const LISTED_TOPICS = 3;

/** What this coach helps with, in one sentence. */
function helpsWith(agent: { name: string }, knowledge: KnowledgeIndex): string {
  const topics = topicNames(knowledge);
  if (topics.length === 0) {
    return `I'm ${agent.name}, and I answer from the knowledge I was given.`;
  }
  // Topic names stand bare in a list of topics ("LLC, C corporation"), not after "with".
  const listed = topics.slice(0, LISTED_TOPICS);
  const named = topics.length > LISTED_TOPICS ? `${listed.join(', ')} and more` : listOf(listed);
  return `I'm ${agent.name}. The topics I cover include ${named}.`;
}

/** " I can also help with runway and burn, …", to go on with something else. */
function alsoCovers(knowledge: KnowledgeIndex): string {
  const topics = topicNames(knowledge).slice(0, LISTED_TOPICS);
  return topics.length > 0 ? ` I also cover topics such as ${listOf(topics)}.` : '';
}

function startingPoints(knowledge: KnowledgeIndex): string {
  return ['You could ask me:', ...starterQuestions(knowledge).map((q) => `- ${q}`)].join('\n');
}

/** The reply to small talk, in English: warm, short, and pointing at what to ask next. */
export function smallTalkReply(
  kind: SmallTalkKind,
  agent: { name: string },
  knowledge: KnowledgeIndex,
): string {
  switch (kind) {
    case 'greeting':
      return `Hi, good to meet you! ${helpsWith(agent, knowledge)}\n\n${startingPoints(knowledge)}`;
    case 'capabilities':
      return (
        `${helpsWith(agent, knowledge)} Ask in your own words, with your own figures if you ` +
        `have them.\n\n${startingPoints(knowledge)}`
      );
    case 'thanks':
      return `You're welcome! If you'd like to go further, ask me for an example, a simpler version or what to do next.${alsoCovers(knowledge)}`;
    case 'goodbye':
      return 'Good luck! Come back whenever you want to think something through.';
  }
}

const ASKS =
  /\?|\b(?:what|whats|how|why|when|where|which|who|can|could|should|would|is|are|do|does)\b/i;
/** Words a short message may have after its small talk ("thanks, realy helpfull"). */
const MAX_OPENING_REST = 6;

/**
 * The small talk a short message opens with ("thanks, realy helpfull" opens with thanks),
 * for a message the knowledge does not answer: typos after a greeting are still a greeting.
 */
export function smallTalkOpening(message: string): SmallTalkKind | null {
  // "hi, how do I bake bread?" asks something: the question is answered (or declined).
  if (ASKS.test(message)) return null;
  const words = message.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  for (let taken = Math.min(3, words.length); taken >= 1; taken--) {
    if (words.length - taken > MAX_OPENING_REST) continue;
    const talk = recogniseSmallTalk(words.slice(0, taken).join(' '));
    if (talk) return talk.kind;
  }
  return null;
}
