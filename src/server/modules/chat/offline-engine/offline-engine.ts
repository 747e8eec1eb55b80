import type { CatalogueCoach, EngineFile, HistoryTurn } from '../chat-engine';
import { detectLanguage, offlineEnglishNote, type ReplyLanguage } from '../language';
import type { KnowledgeIndex } from '../retrieval/knowledge-index';
import type { PassageSource } from '../retrieval/passages';
import type { ToolIntent } from './intents';
import { answerOf } from './knowledge-answer';
import { toolNotes } from './tool-notes';
import type { ToolResult } from './tool-results';

export interface OfflineReplyInput {
  /** The instruction sets the reply's tone and format (structured, concise, warm...). */
  agent: { name: string; instruction?: string; tools: string[] };
  knowledge: KnowledgeIndex;
  message: string;
  /** Earlier turns of this conversation, oldest first. */
  history: HistoryTurn[];
  files: EngineFile[];
  /** Files attached to earlier turns of this conversation, newest first (kept with it). */
  earlierFiles?: EngineFile[];
  /** What the message asks tools to do (recognised once per turn). */
  intents: ToolIntent[];
  /** What the agent's tools returned for this message (pages read, calendar slots...). */
  toolResults?: ToolResult[];
  /** What the screen knows of the person ("Runway: … = 7.5 months"), from a turn's setting. */
  screenFacts?: string[];
  /** The reply's language when the channel knows it (a call's); else read from the message. */
  language?: ReplyLanguage;
  /** The catalogue's other coaches: a decline names the one that fits. */
  otherCoaches?: readonly CatalogueCoach[];
}

export interface OfflineReply {
  text: string;
  sources: PassageSource[];
}

/** The language of the founder's previous message: "ok" after Portuguese is Portuguese. */
function previousLanguage(history: HistoryTurn[]): ReplyLanguage | undefined {
  const previous = history.findLast((turn) => turn.role === 'user')?.content;
  return previous ? detectLanguage(previous) : undefined;
}

/**
 * The reply `npm start` gives with no model configured. Small talk is answered as such; a
 * request about the previous answer ("simpler", "why?") acts on it; the founder's figures
 * are worked out first; then the message's own words lead the search (a short follow-up
 * borrows the previous question's) over the agent's knowledge and what the person brought.
 * A message in another language is answered in English after one line saying so, unless
 * the knowledge answers in that language. Pure and deterministic.
 */
export function composeOfflineReply(input: OfflineReplyInput): OfflineReply {
  const toolResults = input.toolResults ?? [];
  const notes = toolNotes(input.intents, input.agent.tools, toolResults);
  if (toolResults.some((r) => r.kind === 'slots' || r.kind === 'booked')) {
    return { text: notes.join('\n\n'), sources: [] };
  }
  const language = input.language ?? detectLanguage(input.message, previousLanguage(input.history));
  const answer = answerOf(input, toolResults, notes, language);
  const note = language !== 'en' && !answer.inLanguage ? offlineEnglishNote(language) : '';
  const text = [note, ...notes, answer.text].filter(Boolean).join('\n\n');
  return { text, sources: answer.sources };
}
