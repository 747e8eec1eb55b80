import { buildIndex, search, type ScoredPassage } from './bm25';
import { composeReply } from './compose-reply';
import { recogniseIntents, type ToolIntent } from './intents';
import { createKnowledgeIndexCache, toPassages, type IndexedAgent } from './knowledge-index';
import type { Passage, PassageSource } from './passages';
import type { ToolResult } from './tool-results';
import { tokenize } from './tokenize';

/** A stored turn as the engines see it; a person's turn names the files it came with. */
export interface HistoryTurn {
  role: 'user' | 'coach';
  content: string;
  attachments?: string[];
}

export interface OfflineReplyInput {
  agent: {
    id: string;
    name: string;
    knowledge: string;
    tools: string[];
    updatedAt: Date;
  };
  message: string;
  /** Earlier turns of this conversation, oldest first. */
  history: HistoryTurn[];
  files: Array<{ name: string; text: string }>;
  /** What the agent's tools returned for this message (pages read, calendar slots...). */
  toolResults?: ToolResult[];
}

export interface OfflineReply {
  text: string;
  intents: ToolIntent[];
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
 * The engine `npm start` runs with no model configured: BM25 over the agent's knowledge, the
 * attached files and the conversation, with a reply composed from the best passages. Pure and
 * deterministic: the same input always gives the same answer.
 */
export function createOfflineEngine() {
  const knowledgeIndexes = createKnowledgeIndexCache();

  return {
    warm: (agent: IndexedAgent) => void knowledgeIndexes.get(agent),
    reply(input: OfflineReplyInput): OfflineReply {
      // A short follow-up ("and for seed?") borrows the words of the previous question.
      const previousQuestion = [...input.history].reverse().find((turn) => turn.role === 'user');
      // Files sent without a question: let their own words lead the search.
      const asked =
        input.message ||
        input.files
          .map((f) => f.text)
          .join(' ')
          .slice(0, 500);
      const query =
        tokenize(asked).length < 4 && previousQuestion
          ? `${asked} ${previousQuestion.content}`
          : asked;

      const knowledge = knowledgeIndexes.get(input.agent);
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
        ...search(knowledge.index, query, MAX_HITS),
        ...toldEarlier,
      ].slice(0, MAX_HITS);

      const intents = recogniseIntents(asked);
      return {
        text: composeReply({
          agentName: input.agent.name,
          query,
          hits,
          topics: knowledge.topics,
          intents,
          tools: input.agent.tools,
          toolResults,
        }),
        intents,
        sources: hits.map((hit) => hit.passage.source),
      };
    },
  };
}
