/**
 * Chat turns: the engine the app chose, conversations, retrieval and the event stream.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { abortOnDisconnect } from './abort-on-disconnect';
export { type ChatEngine, type EngineRunOptions, OFFLINE_ENGINE_NAME } from './chat-engine';
export {
  collectReply,
  replyWithEvents,
  replyWithEventStream,
  sse,
  sseError,
} from './chat-event-stream';
export { chatModule, chatServices } from './chat-module';
export { chatRateLimit, type ChatTurnLimit } from './chat-rate-limit';
export { CHAT_ERRORS, STREAM_DESCRIPTION } from './chat-routes';
export { keyScope, refuseRestrictedKey, userScope, visitorScope } from './conversation-access';
export { findHeldConversation } from './conversation-lookup';
export {
  type ConversationRef,
  keepHeardPartOfReply,
  type MessageToStore,
  type StoredMessage,
  storeMessages,
} from './conversation-store';
export { runCalculator } from './founder-math';
export { httpTurn } from './http-turn';
export { openConversation } from './open-turn';
export { createLanguageModel } from './model-engine/language-model';
export { type Bm25Index, buildIndex, search } from './retrieval/bm25';
export { buildKnowledgeIndex, toPassages } from './retrieval/knowledge-index';
export { type PassageSource } from './retrieval/passages';
export { splitSentences } from './retrieval/sentences';
export { GENERIC_TERMS, tokenize } from './retrieval/tokenize';
export { runChatTurn, type TurnRuntime } from './run-chat-turn';
export { type TurnEvent, type TurnHandoff, type TurnInput, type TurnSetting } from './turn-events';
