import type { KeySessions } from '../../../../shared/schemas/api-keys';
import { formatDate } from '../../../lib/format';

type KeySession = KeySessions['sessions'][number];

/** Who wrote a line: a team member who took the conversation over writes as 'Team'. */
const ROLE_LABELS: Record<KeySession['messages'][number]['role'], string> = {
  user: 'Visitor',
  coach: 'Coach',
  staff: 'Team',
  notice: 'Note',
};

const CHANNEL_LABELS: Record<KeySession['channel'], string> = {
  api: 'API',
  widget: 'Widget',
};

/** One session: when, where from, and its transcript behind a disclosure. */
export function KeySessionItem({ session }: { session: KeySession }) {
  // Counted as the analytics count them: what the visitor wrote, not the coach's replies.
  const count = session.messages.filter((message) => message.role === 'user').length;
  return (
    <li className="rounded-lg border border-slate-200">
      <details>
        <summary className="cursor-pointer p-3 text-sm text-slate-800">
          {formatDate(session.started_at)} · {CHANNEL_LABELS[session.channel]}
          {session.origin && ` · ${session.origin}`} · {count}{' '}
          {count === 1 ? 'visitor message' : 'visitor messages'}
        </summary>
        <ol aria-label="Transcript" className="space-y-2 border-t border-slate-200 p-3 text-sm">
          {session.messages.map((message) => (
            <li key={message.index}>
              <span className="font-medium text-slate-900">{ROLE_LABELS[message.role]}:</span>{' '}
              <span className="whitespace-pre-wrap text-slate-800">{message.content}</span>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
