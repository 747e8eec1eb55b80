import type { ChatMessage, Rating } from '../lib/chat-message';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: readonly ChatMessage[];
  ratings: Record<string, Rating>;
  ratingKey?: string;
  onRate(message: ChatMessage, rating: Rating): void;
}

/** The conversation as a polite live log, so new replies are read out. */
export function MessageList({ messages, ratings, ratingKey, onRate }: MessageListProps) {
  return (
    <div role="log" aria-live="polite" aria-label="Conversation">
      <ol className="flex flex-col gap-4">
        {messages.map((message) => (
          <MessageBubble
            key={message.key}
            message={message}
            rating={ratings[message.key]}
            ratingBusy={ratingKey === message.key}
            onRate={onRate}
          />
        ))}
      </ol>
    </div>
  );
}
