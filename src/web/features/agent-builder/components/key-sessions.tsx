import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useKeySessions } from '../api/list-key-sessions';
import { KeySessionItem } from './key-session-item';

/** Sessions shown per page: enough to scan, few enough for their transcripts. */
export const SESSIONS_PAGE = 10;

/**
 * The conversations a visitor wrote in during the period, newest first, a page at a time: the
 * same sessions the analytics count.
 */
export function KeySessions({
  agentId,
  keyId,
  days,
}: {
  agentId: string;
  keyId: string;
  days: number;
}) {
  const [skip, setSkip] = useState(0);
  const sessions = useKeySessions(agentId, keyId, { days, skip, limit: SESSIONS_PAGE });
  const headingId = `sessions-${keyId}`;
  let body;
  if (sessions.isPending) body = <StatusMessage>Loading sessions…</StatusMessage>;
  else if (sessions.isError) {
    body = <StatusMessage tone="error">Failed to load the key&apos;s sessions.</StatusMessage>;
  } else if (sessions.data.total === 0) {
    body = <p className="text-sm text-slate-700">No visitor wrote with this key in the period.</p>;
  } else {
    const { total, sessions: page } = sessions.data;
    const last = Math.min(skip + page.length, total);
    body = (
      <>
        <ul aria-labelledby={headingId} className="space-y-2">
          {page.map((session) => (
            <KeySessionItem key={session.session_id} session={session} />
          ))}
        </ul>
        <nav aria-label="Sessions pages" className="mt-2 flex items-center gap-2 text-sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={skip === 0}
            onClick={() => setSkip(Math.max(0, skip - SESSIONS_PAGE))}
          >
            Previous
          </Button>
          <span aria-live="polite">
            {skip + 1}–{last} of {total}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={last >= total}
            onClick={() => setSkip(skip + SESSIONS_PAGE)}
          >
            Next
          </Button>
        </nav>
      </>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h5 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
        Sessions
      </h5>
      {body}
    </section>
  );
}
