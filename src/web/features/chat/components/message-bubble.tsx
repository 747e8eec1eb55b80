import clsx from 'clsx';
import { Paperclip } from 'lucide-react';
import type { ChatMessage, Rating } from '../lib/chat-message';
import { CoachReplyActions } from './coach-reply-actions';
import { FormattedText } from './formatted-text';

interface MessageBubbleProps {
  message: ChatMessage;
  ratingBusy: boolean;
  onRate(message: ChatMessage, rating: Rating): void;
}

/** One message: the user's on the right, the coach's on the left, both formatted. */
export function MessageBubble({ message, ratingBusy, onRate }: MessageBubbleProps) {
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
        <FormattedText text={message.content} />
        {message.streaming && (
          <span aria-hidden className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-slate-400" />
        )}
        {message.attachments?.length ? (
          <ul
            aria-label="Attachments"
            className={clsx('text-xs opacity-90', message.content && 'mt-2')}
          >
            {message.attachments.map((file, i) => (
              <li key={`${i}-${file.name}`}>
                <Paperclip aria-hidden className="mr-1 inline size-3" />
                {file.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {!mine && !message.streaming && (
        <>
          {message.engine === 'offline' && (
            <p className="mt-1 text-xs text-slate-600">
              Answered by the offline engine from this coach&apos;s knowledge
            </p>
          )}
          <CoachReplyActions
            content={message.content}
            rateable={message.index !== undefined}
            rating={message.rating}
            busy={ratingBusy}
            onRate={(value) => onRate(message, value)}
          />
        </>
      )}
    </li>
  );
}
