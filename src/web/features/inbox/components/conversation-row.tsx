import clsx from 'clsx';
import { Link } from 'react-router';
import type { InboxConversation } from '../../../../shared/schemas/inbox';
import { personLabel } from '../lib/channel-label';
import { formatMoment } from '../lib/when';
import { ChannelMarks, ConversationBadges } from './conversation-badges';

/** Who wrote the last message, as its line in the list starts. */
function lastMessageLine(conversation: InboxConversation) {
  const last = conversation.last_message;
  if (!last) return 'No messages yet';
  const who =
    last.role === 'user'
      ? personLabel(conversation.channel)
      : last.role === 'coach'
        ? 'Coach'
        : last.role === 'staff'
          ? 'Team'
          : 'Notice';
  return `${who}: ${last.content}`;
}

/** One conversation in the list: a link to it, keeping the list's filters in the address. */
export function ConversationRow({
  conversation,
  selected,
  search,
}: {
  conversation: InboxConversation;
  selected: boolean;
  search: string;
}) {
  return (
    <li>
      <Link
        to={{ pathname: `/inbox/${conversation.id}`, search }}
        aria-current={selected ? 'page' : undefined}
        className={clsx(
          'block rounded-lg border p-3 hover:bg-slate-50',
          selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white',
        )}
      >
        <span className="flex flex-wrap items-center justify-between gap-x-2">
          <span className="font-semibold text-slate-900">{conversation.agent_name}</span>
          <span className="text-xs text-slate-600">
            {formatMoment(conversation.last_activity_at)}
          </span>
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-1 text-xs text-slate-700">
          <ChannelMarks conversation={conversation} />
          {conversation.api_key_name && <span>Key: {conversation.api_key_name}</span>}
        </span>
        <span className="mt-1 block truncate text-sm text-slate-700">
          {lastMessageLine(conversation)}
        </span>
        <span className="mt-1 flex flex-wrap gap-1">
          <ConversationBadges conversation={conversation} />
        </span>
      </Link>
    </li>
  );
}
