import type { ChatResponse } from '../../../shared/schemas/chat';
import type { DomainError } from '../../domain-error';
import type { Upload } from './attachments';
import type { EngineEvent, EngineTurn } from './chat-engine';
import type { ConversationRef, MessageToStore, StoredMessage } from './conversation-store';

/**
 * What the screen the person is on adds to a turn (a wizard step): told to the model after the
 * agent's instruction, and used by the offline engine to read short questions in its light.
 */
export interface TurnSetting {
  /** What the agent should help with here, and how. */
  instructions: string;
  /** What the person already told the screen, as "Topic: answer" lines. */
  facts: string[];
  /** What is being worked on now (the open question), for short follow-ups like "which one?". */
  topic: string;
}

/** One message to an agent, from any channel (HTTP, SSE, and next the widget and voice). */
export interface TurnInput {
  agentId: string;
  sessionId: string;
  message: string;
  /** The sender's id for this message: a repeat returns the stored reply (idempotency). */
  clientMessageId?: string;
  /**
   * Files as they arrived, not yet read: the turn reads them once the caller may talk to this
   * agent in this session, so nobody gets a file parsed by naming any agent.
   */
  uploads?: Upload[];
  /** How it was exchanged: typed (the default) or spoken in a voice call; stored with both messages. */
  via?: 'text' | 'voice';
  /** Context from the screen the message was sent from; not stored with the message. */
  setting?: TurnSetting;
  /** The language the reply must be in, when the channel knows it (a voice call's). */
  language?: EngineTurn['language'];
}

/**
 * What a turn reports, in order: pieces of the reply and tools used as they happen, then
 * `done` once the exchange is stored, or `error` (nothing is stored then). A caller that
 * goes away (its signal aborts) gets no further event.
 */
export type TurnEvent =
  | EngineEvent
  /** `conversationId` is there when this turn stored the exchange (not for a replayed repeat). */
  | { type: 'done'; reply: ChatResponse; conversationId?: string }
  | { type: 'error'; error: DomainError };

/**
 * What stepping in (issue 33 §5, the handoff module) adds to every turn; the chat module knows
 * it only by this, so the handoff module may build on the chat module's face.
 */
export interface TurnHandoff {
  /** The person's words ask for someone of the team. */
  asksForPerson(message: string): boolean;
  /**
   * Records their request: stores their message and the notice answering it, tells the team.
   * Answers the notice (its sentence says whether someone is around).
   */
  request(conversation: ConversationRef, person: MessageToStore): Promise<StoredMessage>;
  /** Tells the agent owner's inboxes, on every node, that a message was stored. */
  stored(conversation: ConversationRef): void;
}
