import type { EngineFile, HistoryTurn } from '../chat-engine';
import { buildIndex, type Bm25Index } from '../retrieval/bm25';
import { toPassages, type KnowledgeIndex } from '../retrieval/knowledge-index';
import type { PassageSource } from '../retrieval/passages';
import { retrievalQuery } from '../retrieval/retrieval-query';
import { GENERIC_TERMS, tokenize } from '../retrieval/tokenize';
import { planAnswer } from './answer-plan';
import { composeReply, outsideKnowledge } from './compose-reply';
import { founderFacts } from './founder-facts';
import type { ToolIntent } from './intents';
import { shapeOf } from './question-shape';
import { styleOf } from './reply-style';
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
}

export interface OfflineReply {
  text: string;
  sources: PassageSource[];
}

/** Pages just read, files attached now and files attached earlier: what the person brought. */
function broughtIndex(input: OfflineReplyInput, toolResults: ToolResult[]): Bm25Index {
  return buildIndex(
    toPassages([
      ...toolResults.flatMap((r) =>
        r.kind === 'page' || r.kind === 'video'
          ? [{ source: { kind: r.kind, title: r.title, url: r.url }, text: r.text }]
          : [],
      ),
      ...input.files.map((file) => ({
        source: { kind: 'file' as const, name: file.name },
        text: file.text,
        passages: file.passages,
      })),
      ...(input.earlierFiles ?? []).map((file) => ({
        source: { kind: 'file' as const, name: file.name, earlier: true },
        text: file.text,
        passages: file.passages,
      })),
    ]),
  );
}

/**
 * The screen's facts that speak to the message ("how much runway do I have?" finds the
 * runway line): what the coach can say when its knowledge does not cover the question.
 */
function factsAbout(message: string, facts: string[]): string[] {
  const asked = new Set(tokenize(message).filter((t) => !GENERIC_TERMS.has(t)));
  return facts.filter((fact) => tokenize(fact).some((t) => asked.has(t)));
}

/** Deterministic variety: the same message always picks the same wording. */
const variantOf = (text: string) =>
  [...text].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);

/**
 * The reply `npm start` gives with no model configured: the message's own words lead the
 * search (a short follow-up borrows the previous question's), over the agent's knowledge
 * and what the person brought (files, pages); the best sentences are composed as a coach's
 * answer. Pure and deterministic: the same input always gives the same answer.
 */
export function composeOfflineReply(input: OfflineReplyInput): OfflineReply {
  const toolResults = input.toolResults ?? [];
  const notes = toolNotes(input.intents, input.agent.tools, toolResults);
  if (toolResults.some((r) => r.kind === 'slots' || r.kind === 'booked')) {
    return { text: notes.join('\n\n'), sources: [] };
  }
  const query = retrievalQuery(input);
  const shape = shapeOf(input.message || query, query);
  const brought = broughtIndex(input, toolResults);
  const plan = planAnswer({ input, query, shape, brought, pages: toolResults.length > 0 });
  if (!plan) {
    const known = factsAbout(input.message, input.screenFacts ?? []);
    const text = notes.length
      ? notes.join('\n\n')
      : known.length
        ? `From your answers so far:\n\n${known.map((fact) => `- ${fact}`).join('\n')}`
        : outsideKnowledge(input.agent.name, input.knowledge.topics);
    return { text, sources: [] };
  }
  const reply = composeReply({
    agentName: input.agent.name,
    style: styleOf(input.agent.instruction),
    shape,
    facts: founderFacts(input.message, input.history, query),
    parts: plan.parts,
    nextStep: plan.nextStep,
    askForContext: !input.history.some((turn) => turn.role === 'coach'),
    variant: variantOf(input.message),
    ownTerms: new Set(tokenize(input.message).filter((t) => !GENERIC_TERMS.has(t))),
  });
  return { text: [...notes, reply].join('\n\n'), sources: plan.sources };
}
