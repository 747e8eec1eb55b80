import { Hand, Undo2 } from 'lucide-react';
import type { InboxConversation } from '../../../../shared/schemas/inbox';
import { Button } from '../../../components/ui/button';
import { RequestError } from '../../../components/request-error';
import { useHandBack, useTakeOver } from '../api/takeover';
import { StaffReplyBox } from './staff-reply-box';

/**
 * Take over (the coach stops answering, the owner answers) and Hand back; while the
 * conversation is the owner's, the box their replies go out from.
 */
export function TakeoverControls({ conversation }: { conversation: InboxConversation }) {
  const take = useTakeOver(conversation.id);
  const release = useHandBack(conversation.id);
  const held = conversation.handoff_state === 'person';
  const busy = take.isPending || release.isPending;
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-sm text-slate-700" role="status">
        {held
          ? `${conversation.taken_by_name ?? 'A team member'} is answering; the coach is not.`
          : conversation.handoff_state === 'waiting'
            ? 'They asked for a person: take over to answer them yourself.'
            : 'The coach is answering.'}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {held ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => release.mutate()}>
            <Undo2 aria-hidden className="size-4" /> Hand back to the coach
          </Button>
        ) : (
          <Button size="sm" disabled={busy} onClick={() => take.mutate()}>
            <Hand aria-hidden className="size-4" /> Take over
          </Button>
        )}
      </div>
      {take.isError && <RequestError error={take.error} fallback="Could not take it over." />}
      {release.isError && <RequestError error={release.error} fallback="Could not hand it back." />}
      {held && <StaffReplyBox conversationId={conversation.id} />}
    </div>
  );
}
