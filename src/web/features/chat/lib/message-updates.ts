import type { ChatMessage } from './chat-message';

/**
 * Changes the message with `key`; when there is none yet (the first piece of a streamed
 * reply), starts an empty coach message at the end and changes that.
 */
export function upsertMessage(
  messages: readonly ChatMessage[],
  key: string,
  change: (message: ChatMessage) => ChatMessage,
): ChatMessage[] {
  if (!messages.some((m) => m.key === key)) {
    return [...messages, change({ key, role: 'coach', content: '' })];
  }
  return messages.map((m) => (m.key === key ? change(m) : m));
}

/** Shows the reply received so far (the pieces of one request joined) while it streams. */
export const showStreamedText = (text: string) => (message: ChatMessage) => ({
  ...message,
  content: text,
  streaming: true,
});
