import type { HistoryTurn } from '../chat-engine';
import { buildIndex, search, type ScoredPassage } from '../retrieval/bm25';
import { toPassages, type KnowledgeIndex } from '../retrieval/knowledge-index';
import type { Passage, PassageSource } from '../retrieval/passages';
import { retrievalQuery } from '../retrieval/retrieval-query';
import { composeReply } from './compose-reply';
import type { ToolIntent } from './intents';
import type { ToolResult } from './tool-results';

export interface OfflineReplyInput {
  /** The instruction sets the reply's tone and format (structured, concise, warm...). */
  agent: { name: string; instruction?: string; tools: string[] };
  knowledge: KnowledgeIndex;
  message: string;
  /** Earlier turns of this conversation, oldest first. */
  history: HistoryTurn[];
  files: Array<{ name: string; text: string }>;
  /** Files attached to earlier turns of this conversation, newest first (kept with it). */
  earlierFiles?: Array<{ name: string; text: string }>;
  /** What the message asks tools to do (recognised once per turn). */
  intents: ToolIntent[];
  /** What the agent's tools returned for this message (pages read, calendar slots...). */
  toolResults?: ToolResult[];
}

export interface OfflineReply {
  text: string;
  sources: PassageSource[];
}

const MAX_HITS = 3;
const FETCHED_OR_FILE = new Set(['file', 'page', 'video']);

/**
 * "What does this page say?" shares few words with the page, yet the page is the answer: a
 * page or video that matched nothing still contributes its opening passage.
 */
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
 * The reply `npm start` gives with no model configured: BM25 over the agent's knowledge, the
 * attached files and the conversation, composed from the best passages. Pure and
 * deterministic: the same input always gives the same answer.
 */
export function composeOfflineReply(input: OfflineReplyInput): OfflineReply {
  const query = retrievalQuery(input);
  const toolResults = input.toolResults ?? [];
  const fetched = toolResults.flatMap((r) =>
    r.kind === 'page' || r.kind === 'video'
      ? [{ source: { kind: r.kind, title: r.title, url: r.url }, text: r.text }]
      : [],
  );
  const context = buildIndex(
    toPassages([
      ...fetched,
      ...input.files.map((file) => ({
        source: { kind: 'file' as const, name: file.name },
        text: file.text,
      })),
      ...input.history.map((turn) => ({
        source: { kind: 'conversation' as const, role: turn.role },
        text: turn.content,
      })),
    ]),
  );
  // Attached files and pages just read are what the person is asking about: they rank first.
  const contextHits = search(context, query, MAX_HITS * 2);
  const fileHits = withOpeningOfEachPage(
    context.passages,
    contextHits.filter((hit) => FETCHED_OR_FILE.has(hit.passage.source.kind)),
  );
  // What the person told us earlier ("our runway is 8 months") grounds later answers.
  const toldEarlier = contextHits.filter(
    (hit) => hit.passage.source.kind === 'conversation' && hit.passage.source.role === 'user',
  );
  const hits: ScoredPassage[] = [
    ...fileHits.slice(0, 2),
    ...search(input.knowledge.index, query, MAX_HITS),
    ...toldEarlier,
  ].slice(0, MAX_HITS);

  return {
    text: composeReply({
      agentName: input.agent.name,
      query,
      hits,
      topics: input.knowledge.topics,
      intents: input.intents,
      tools: input.agent.tools,
      toolResults,
    }),
    sources: hits.map((hit) => hit.passage.source),
  };
}
