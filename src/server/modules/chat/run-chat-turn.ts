import { FILE_READING_LIMITS } from '../../../shared/constants';
import type { ChatResponse } from '../../../shared/schemas/chat';
import type { Db } from '../../db/client';
import type { StoredToolCall } from '../../db/chat-schema';
import type { AgentRow } from '../../db/schema';
import { billedAccountFor } from '../billing';
import type { UsageMeter } from '../billing';
import { asDomainError } from '../../domain-error';
import { keyOf, type Principal } from '../auth';
import type { ToolsContext } from '../tools';
import type { AgentCache } from './agent-cache';
import type { AttachmentReader, ReadAttachment } from './attachments';
import type { ChatEngine, EngineTurn } from './chat-engine';
import type { CoachDirectory } from './coach-directory';
import { appendExchange } from './append-exchange';
import type { StoredExchange } from './conversation-store';
import { openTurn } from './open-turn';
import { refuseWidgetFilesIfOff } from './widget-files';
import { askedForPerson, heldTurn } from './person-turns';
import type { TurnEvent, TurnHandoff, TurnInput } from './turn-events';

/** What every turn runs on: the app holds one. */
export interface TurnRuntime {
  engine: ChatEngine;
  /** What test keys always get, so trying an integration never spends model money. */
  offlineEngine: ChatEngine;
  tools: ToolsContext;
  agents: AgentCache;
  /** Daily plan limits: each turn counts against the account it is billed to. */
  usage: UsageMeter;
  /** Reads attached files on worker threads, within limits (attachments.ts). */
  attachments: AttachmentReader;
  /** The catalogue's coaches, which a decline in the app may point to. */
  coaches: CoachDirectory;
  /** Asking for a person and taking over (the handoff module sets it when it starts). */
  handoff?: TurnHandoff;
}

const storedReply = (stored: StoredExchange): TurnEvent => ({
  type: 'done',
  reply: { response: stored.reply, message_index: stored.position, engine: stored.engine },
});

/** A repeated turn answers with what was stored for it, without asking the engine again. */
function* replay(stored: StoredExchange): Generator<TurnEvent> {
  yield { type: 'delta', text: stored.reply };
  yield storedReply(stored);
}

/**
 * One chat turn for every channel: checks who may talk to which agent in which session,
 * runs the engine, and stores the exchange once the reply is whole (a failed or abandoned
 * reply leaves nothing behind). HTTP JSON, SSE, the widget and voice are adapters over the
 * events. `streaming` false lets the engine answer in one piece.
 */
export async function* runChatTurn(options: {
  db: Db;
  runtime: TurnRuntime;
  principal: Principal;
  input: TurnInput;
  signal: AbortSignal;
  /**
   * Stops the reply where it is and stores it so far, marked interrupted (a voice caller
   * talking over the coach). `signal` instead abandons the turn and stores nothing.
   */
  stop?: AbortSignal;
  streaming: boolean;
  /** The client's address key: one client's files are read one message at a time. */
  sender?: string;
}): AsyncGenerator<TurnEvent> {
  const { db, runtime, input, signal, stop } = options;
  const engine =
    keyOf(options.principal)?.keyType === 'test' ? runtime.offlineEngine : runtime.engine;
  let releaseRequest: (() => Promise<void>) | undefined;
  let completed = false;
  try {
    const opened = await openTurn({ ...options, agents: runtime.agents });
    if (opened.repeat) return yield* replay(opened.repeat);
    const { agent, conversation, history } = opened;
    // A team member holds it: the coach is silent, and nothing is read, counted or asked.
    if (conversation.handoffState === 'person') {
      return yield* heldTurn({ db, conversation, input, handoff: runtime.handoff });
    }
    if (runtime.handoff?.asksForPerson(input.message)) {
      return yield* askedForPerson({ conversation, input, handoff: runtime.handoff });
    }
    // Only now, with the caller and the agent checked, and before the plan's request is spent.
    const sender = options.sender ?? 'unknown';
    refuseWidgetFilesIfOff(options.principal, agent.row, input.uploads?.length ?? 0);
    const files = await runtime.attachments.read(input.uploads ?? [], signal, sender);
    const earlierFiles = await runtime.attachments.withPassages(opened.earlierFiles, signal);
    releaseRequest = await spendChatRequest(options, agent.row.ownerId);
    const presentedAs = presentedName(agent.row, options.principal);
    const turn: EngineTurn = {
      agent: presentedAs ? { ...agent.row, name: presentedAs } : agent.row,
      presentedAs,
      knowledgeIndex: agent.knowledgeIndex,
      message: input.message.trim(),
      history,
      files: files.map(({ name, text, passages, truncated }) => ({
        name,
        text,
        passages,
        truncated,
      })),
      earlierFiles,
      tools: await runtime.tools.toolsFor(agent.row, signal),
      setting: input.setting,
      language: input.language,
      otherCoaches: await otherCoachesFor(options, agent.row.id),
    };
    // Told with the reply's first piece: a model that fails first still answers with its status.
    let note = readInPart(files);
    let text = '';
    const toolCalls = new Map<string, StoredToolCall>();
    const engineSignal = stop ? AbortSignal.any([signal, stop]) : signal;
    try {
      for await (const event of engine.run(turn, { ...options, signal: engineSignal })) {
        if (stop?.aborted) break;
        if (note) yield { type: 'delta', text: note };
        text += note;
        note = '';
        if (event.type === 'delta') text += event.text;
        if (event.type === 'tool' && !toolCalls.has(event.callId)) {
          toolCalls.set(event.callId, {
            tool: event.tool,
            ...(event.target && { target: event.target }),
          });
        }
        yield event;
      }
    } catch (error) {
      // A stopped reply is kept as far as it got; any other failure goes on to the caller.
      if (!stop?.aborted || signal.aborted) throw error;
    }
    signal.throwIfAborted();
    const stored = await appendExchange({
      db,
      conversationId: conversation.id,
      userMessage: input.message,
      clientMessageId: input.clientMessageId ?? null,
      attachments: files.map(({ name, type, size }) => ({ name, type, size })),
      fileTexts: files.map(({ name, text }) => ({ name, text })),
      reply: text,
      engine: engine.name,
      via: input.via,
      interrupted: stop?.aborted ?? false,
      toolCalls: [...toolCalls.values()],
    });
    // The same turn, sent twice at once, was stored by the other request: its reply stands.
    if ('repeat' in stored) return yield storedReply(stored.repeat);
    completed = true;
    runtime.handoff?.stored(conversation);
    const reply: ChatResponse = {
      response: text,
      message_index: stored.position,
      engine: engine.name,
    };
    yield { type: 'done', reply, conversationId: conversation.id };
  } catch (error) {
    if (!signal.aborted) yield { type: 'error', error: asDomainError(error) };
  } finally {
    // A turn that stored nothing (failed, abandoned, answered by its twin) is not counted.
    if (!completed) await releaseRequest?.();
  }
}

/**
 * The name the person talking knows the agent by, when it is not the agent's own: on a
 * customer's site (a widget session, its text chat and its calls) the widget's display name,
 * when the owner set one, so the coach never introduces itself by an internal name ("outside
 * what I cover as Pricing Helper" under a widget called "Pricing Pal"). Everyone else meets
 * it by its name (undefined).
 */
function presentedName(row: AgentRow, principal: Principal): string | undefined {
  return (principal.kind === 'widget' && row.widgetDisplayName?.trim()) || undefined;
}

/**
 * The catalogue's other coaches, for people in the app (signed in or not) only: an API key's
 * caller or a customer's site (its widget chat and calls) must not be sent to our catalogue.
 */
async function otherCoachesFor(
  options: { db: Db; runtime: TurnRuntime; principal: Principal },
  agentId: string,
) {
  const { kind } = options.principal;
  if (kind !== 'user' && kind !== 'visitor') return [];
  return options.runtime.coaches.othersThan(options.db, agentId);
}

/**
 * Tells the person, ahead of the reply, which files were read only in part: a reply drawn from
 * the first pages of a long file must not pass for one drawn from all of it.
 */
function readInPart(files: ReadAttachment[]): string {
  const cut = files.filter((file) => file.truncated).map((file) => `"${file.name}"`);
  if (cut.length === 0) return '';
  const which = cut.length === 1 ? `${cut[0]} is long` : `${cut.join(', ')} are long`;
  const chars = FILE_READING_LIMITS.textChars.toLocaleString('en-US');
  return (
    `(${which}: I read the first ${chars} characters of ${cut.length === 1 ? 'it' : 'each'}; ` +
    'to ask about a later part, send that part as a file of its own.)\n\n'
  );
}

/**
 * Counts the turn against the plan it is billed to, or throws 402 at the limit. Voice turns
 * are paid for in voice minutes instead.
 */
async function spendChatRequest(
  options: { runtime: TurnRuntime; principal: Principal; input: TurnInput },
  agentOwnerId: string | null,
) {
  if (options.input.via === 'voice') return undefined;
  const billed = billedAccountFor(options.principal, agentOwnerId);
  return billed ? options.runtime.usage.spendChatRequest(billed) : undefined;
}
