import clsx from 'clsx';
import { Mic, Paperclip } from 'lucide-react';
import { Link } from 'react-router';
import { useIsOperator } from '../../../lib/operator';
import type { ChatMessage, Rating } from '../lib/chat-message';
import { CoachReplyActions } from './coach-reply-actions';
import { CoachMarkdown } from './coach-markdown';
import { ErrorAction } from './error-action';
import { PersonText } from './person-text';
import { ToolUseLines } from './tool-use-lines';

interface MessageBubbleProps {
  message: ChatMessage;
  ratingBusy: boolean;
  onRate(message: ChatMessage, rating: Rating): void;
}

/** While a reply streams, a blinking block follows its last line (drawn by CSS, never read). */
const STREAMING_CURSOR =
  "[&>:last-child]:after:ml-0.5 [&>:last-child]:after:inline-block [&>:last-child]:after:h-4 [&>:last-child]:after:w-1.5 [&>:last-child]:after:animate-pulse [&>:last-child]:after:bg-slate-400 [&>:last-child]:after:align-text-bottom [&>:last-child]:after:content-['']";

/**
 * One message: the person's on the right (bold, italic, line breaks), the coach's on the left
 * as markdown (lists, links, code, tables), a team member's on the left under their name, a
 * notice ("Ana joined") as a centred line.
 */
export function MessageBubble({ message, ratingBusy, onRate }: MessageBubbleProps) {
  const mine = message.role === 'user';
  // Only an operator can connect a model, so only they are shown the way to the console.
  const operator = useIsOperator();
  if (message.role === 'notice') {
    return <li className="text-center text-sm text-slate-600 italic">{message.content}</li>;
  }
  if (message.role === 'staff') return <StaffBubble message={message} />;
  return (
    <li className={clsx('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div
        className={clsx(
          'max-w-[85%] min-w-0 rounded-2xl px-4 py-2 break-words',
          mine ? 'bg-brand-700 text-white' : 'bg-white text-slate-900 shadow-sm',
        )}
      >
        <span className="sr-only">
          {mine ? 'You' : 'Coach'}
          {message.spoken ? ' (spoken)' : ''}:{' '}
        </span>
        {message.spoken && <Mic aria-hidden className="float-right ml-2 size-3 opacity-70" />}
        <div className={clsx(message.streaming && STREAMING_CURSOR)}>
          {mine ? <PersonText text={message.content} /> : <CoachMarkdown text={message.content} />}
        </div>
        {message.action && <ErrorAction action={message.action} />}
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
      {message.interrupted && (
        <p className="mt-1 text-xs text-slate-600">Interrupted: this is what you heard</p>
      )}
      {!mine && !message.streaming && (
        <>
          {message.tools?.length ? <ToolUseLines calls={message.tools} /> : null}
          {message.engine === 'offline' && (
            <p className="mt-1 text-xs text-slate-600">
              Answered by the offline engine from this coach&apos;s knowledge
              {operator && (
                <>
                  {' · '}
                  <Link to="/admin/model" className="font-medium text-brand-700 underline">
                    Connect a language model
                  </Link>
                </>
              )}
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

/** A team member's message, under their name: they took the conversation over. */
function StaffBubble({ message }: { message: ChatMessage }) {
  const author = message.author ?? 'Team member';
  return (
    <li className="flex flex-col items-start">
      <p aria-hidden className="mb-1 text-xs font-semibold text-slate-700">
        {author}
      </p>
      <div className="max-w-[85%] min-w-0 rounded-2xl border border-brand-700 bg-brand-50 px-4 py-2 break-words text-slate-900">
        <span className="sr-only">{author}: </span>
        <CoachMarkdown text={message.content} />
      </div>
    </li>
  );
}
