import type { EngineTurn } from '../chat-engine';
import { detectLanguage, LANGUAGE_NAMES, type ReplyLanguage } from '../language';

/** The person's last few messages set the conversation's language; older ones add nothing. */
const EARLIER_MESSAGES = 3;

/**
 * The language the reply should be in: the channel's when it knows it (a voice call's),
 * else the person's latest message's. A message too short to tell ("ok", "$29?") keeps the
 * language of the person's last few messages, read oldest first, each in the light of the
 * one before.
 */
export function replyLanguage(turn: EngineTurn): ReplyLanguage {
  if (turn.language) return turn.language;
  const earlier = turn.history
    .filter((past) => past.role === 'user')
    .slice(-EARLIER_MESSAGES)
    .reduce<ReplyLanguage>((language, past) => detectLanguage(past.content, language), 'en');
  return detectLanguage(turn.message, earlier);
}

/** Told last, so the knowledge's language (often English) does not set the reply's. */
export function languageSection(turn: EngineTurn): string {
  const name = LANGUAGE_NAMES[replyLanguage(turn)];
  const why = turn.language
    ? 'the language of this call'
    : "the language of the person's latest message";
  return `\n\n# Language\nAnswer in ${name}, ${why}, even where your instruction or knowledge is in another language. Keep the person's figures and any startup terms they used as they wrote them.`;
}
