import type { ChatMessage, Rating } from '../lib/chat-message';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: readonly ChatMessage[];
  /** A reply is on its way: the log is marked busy until it is whole. */
  busy: boolean;
  ratingKey?: string;
  onRate(message: ChatMessage, rating: Rating): void;
}

/**
 * The conversation as a log. It is not a live region itself (a streamed reply would be read
 * out piece by piece); ReplyAnnouncer reads each finished reply instead.
 */
export function MessageList({ messages, busy, ratingKey, onRate }: MessageListProps) {
  return (
    <div role="log" aria-live="off" aria-busy={busy} aria-label="Conversation">
      <ol className="flex flex-col gap-4">
        {messages.map((message) => (
          <MessageBubble
            key={message.key}
            message={message}
            ratingBusy={ratingKey === message.key}
            onRate={onRate}
          />
        ))}
      </ol>
    </div>
  );
}
