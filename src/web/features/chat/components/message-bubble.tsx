import clsx from 'clsx';
import type { ChatMessage, Rating } from '../lib/chat-message';
import { CoachReplyActions } from './coach-reply-actions';
import { FormattedText } from './formatted-text';

interface MessageBubbleProps {
  message: ChatMessage;
  rating?: Rating;
  ratingBusy: boolean;
  onRate(message: ChatMessage, rating: Rating): void;
}

/** One message: the user's on the right as typed, the coach's on the left, formatted. */
export function MessageBubble({ message, rating, ratingBusy, onRate }: MessageBubbleProps) {
  const mine = message.role === 'user';
  return (
    <li className={clsx('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-4 py-2 break-words',
          mine
            ? 'bg-brand-700 whitespace-pre-wrap text-white'
            : 'bg-white text-slate-900 shadow-sm',
        )}
      >
        <span className="sr-only">{mine ? 'You:' : 'Coach:'} </span>
        {mine ? message.content : <FormattedText text={message.content} />}
        {message.attachments?.length ? (
          <ul className="mt-2 text-xs opacity-90">
            {message.attachments.map((file) => (
              <li key={file.name}>📎 {file.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {!mine && (
        <>
          {message.engine === 'offline' && (
            <p className="mt-1 text-xs text-slate-600">
              Answered by the offline engine from this coach&apos;s knowledge
            </p>
          )}
          <CoachReplyActions
            content={message.content}
            rateable={message.index !== undefined}
            rating={rating}
            busy={ratingBusy}
            onRate={(value) => onRate(message, value)}
          />
        </>
      )}
    </li>
  );
}
