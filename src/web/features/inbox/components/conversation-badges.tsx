import clsx from 'clsx';
import type { InboxConversation } from '../../../../shared/schemas/inbox';
import { CHANNEL_LABELS } from '../lib/channel-label';

const MARK = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

/** Where the conversation happened: its channel, and Voice when anything in it was spoken. */
export function ChannelMarks({ conversation }: { conversation: InboxConversation }) {
  return (
    <>
      <span className={clsx(MARK, 'bg-slate-100 text-slate-800')}>
        {CHANNEL_LABELS[conversation.channel]}
      </span>
      {conversation.voice && <span className={clsx(MARK, 'bg-sky-100 text-sky-900')}>Voice</span>}
    </>
  );
}

/** What needs the owner's eye: a person asked for or present, a reply rated down, files. */
export function ConversationBadges({ conversation }: { conversation: InboxConversation }) {
  const { handoff_state: state, handoff_requested_at: asked } = conversation;
  return (
    <>
      {state === 'waiting' && (
        <span className={clsx(MARK, 'bg-amber-100 text-amber-900')}>Asking for a person</span>
      )}
      {state === 'person' && (
        <span className={clsx(MARK, 'bg-brand-50 text-brand-800')}>
          With {conversation.taken_by_name ?? 'a team member'}
        </span>
      )}
      {state === 'coach' && asked && (
        <span className={clsx(MARK, 'bg-amber-50 text-amber-900')}>Asked for a person</span>
      )}
      {conversation.rated_down && (
        <span className={clsx(MARK, 'bg-red-50 text-red-800')}>Rated down</span>
      )}
      {conversation.has_files && (
        <span className={clsx(MARK, 'bg-slate-100 text-slate-800')}>Has files</span>
      )}
    </>
  );
}
