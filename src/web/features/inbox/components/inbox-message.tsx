import clsx from 'clsx';
import { Mic, Paperclip, ThumbsDown, ThumbsUp, Wrench } from 'lucide-react';
import type { InboxChannel, InboxMessage as Message } from '../../../../shared/schemas/inbox';
import { personLabel } from '../lib/channel-label';
import { formatMoment } from '../lib/when';

/** Who wrote a message, as the conversation view names them. */
export function authorOf(message: Message, channel: InboxChannel) {
  if (message.role === 'user') return personLabel(channel);
  if (message.role === 'coach') return 'Coach';
  if (message.role === 'staff') return message.author ?? 'Team member';
  return 'Notice';
}

/** One stored message: who, when, how (voice), its files, the tools used and its rating. */
export function InboxMessage({ message, channel }: { message: Message; channel: InboxChannel }) {
  const when = formatMoment(message.created_at);
  if (message.role === 'notice') {
    return (
      <li className="text-center text-sm text-slate-600 italic">
        {message.content} <span className="not-italic">· {when}</span>
      </li>
    );
  }
  const person = message.role === 'user';
  return (
    <li className={clsx('flex flex-col', person ? 'items-start' : 'items-end')}>
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{authorOf(message, channel)}</span> · {when}
        {message.via === 'voice' && (
          <span className="ml-1 inline-flex items-center gap-0.5">
            · <Mic aria-hidden className="size-3" /> Spoken
          </span>
        )}
      </p>
      <div
        className={clsx(
          'mt-1 max-w-[90%] min-w-0 rounded-2xl px-3 py-2 break-words whitespace-pre-wrap',
          person && 'bg-white text-slate-900 shadow-sm',
          message.role === 'coach' && 'bg-slate-100 text-slate-900',
          message.role === 'staff' && 'bg-brand-700 text-white',
        )}
      >
        {message.content}
        {message.attachments.length > 0 && (
          <ul aria-label="Attachments" className="mt-2 text-xs">
            {message.attachments.map((file, i) => (
              <li key={`${i}-${file.name}`}>
                <Paperclip aria-hidden className="mr-1 inline size-3" />
                {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
              </li>
            ))}
          </ul>
        )}
      </div>
      {message.interrupted && (
        <p className="mt-1 text-xs text-slate-600">Interrupted: the caller heard only this much</p>
      )}
      {message.tool_calls.length > 0 && (
        <ul aria-label="Tools used" className="mt-1 text-xs text-slate-700">
          {message.tool_calls.map((call, i) => (
            <li key={`${i}-${call.tool}`}>
              <Wrench aria-hidden className="mr-1 inline size-3" />
              Used {call.tool}
              {call.target ? ` on ${call.target}` : ''}
            </li>
          ))}
        </ul>
      )}
      {message.feedback && (
        <p className="mt-1 text-xs text-slate-700">
          {message.feedback.rating === 'positive' ? (
            <>
              <ThumbsUp aria-hidden className="mr-1 inline size-3" /> Rated helpful
            </>
          ) : (
            <>
              <ThumbsDown aria-hidden className="mr-1 inline size-3" /> Rated not helpful
              {message.feedback.reason ? `: ${message.feedback.reason}` : ''}
            </>
          )}
        </p>
      )}
    </li>
  );
}
