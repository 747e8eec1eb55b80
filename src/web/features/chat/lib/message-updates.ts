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

/** The key of a notice shown at once from the server's answer, before the stream brings it. */
export const LOCAL_NOTICE_PREFIX = 'local-notice-';

/**
 * Puts a message from the live stream in its place: once (by its key), and a notice this
 * screen already showed from the server's answer takes the stored one's place instead of
 * showing twice.
 */
export function receiveLiveMessage(
  messages: readonly ChatMessage[],
  live: ChatMessage,
): ChatMessage[] {
  if (messages.some((m) => m.key === live.key)) {
    return messages.map((m) => (m.key === live.key ? live : m));
  }
  const local = messages.findIndex(
    (m) =>
      m.key.startsWith(LOCAL_NOTICE_PREFIX) && live.role === 'notice' && m.content === live.content,
  );
  if (local >= 0) return messages.map((m, i) => (i === local ? live : m));
  return [...messages, live];
}

/**
 * Shows the server's answer to asking for a person, unless the live stream was quicker and
 * the same notice is already the last thing shown.
 */
export function showLocalNotice(messages: readonly ChatMessage[], notice: ChatMessage) {
  const last = messages.at(-1);
  if (last?.role === 'notice' && last.content === notice.content) return [...messages];
  return [...messages, notice];
}
