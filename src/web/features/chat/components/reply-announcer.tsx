import type { ChatMessage } from '../lib/chat-message';

/**
 * Reads each finished reply to screen readers once, whole: the log itself is quiet, so a
 * streamed reply is not spoken piece by piece as it grows.
 */
export function ReplyAnnouncer({ reply }: { reply?: Pick<ChatMessage, 'key' | 'content'> }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {/* A new element per reply, so the same words twice are still announced. */}
      {reply && <p key={reply.key}>Coach: {reply.content}</p>}
    </div>
  );
}
