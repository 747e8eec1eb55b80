import type { ChatMessage } from '../lib/chat-message';
import { CoachPlainText } from './coach-markdown';

/**
 * Reads each finished reply to screen readers once, whole: the log itself is quiet, so a
 * streamed reply is not spoken piece by piece as it grows. The words only: no asterisks or
 * other markup read out, and no links to tab to in a hidden region.
 */
export function ReplyAnnouncer({
  reply,
  who = 'Coach',
}: {
  reply?: Pick<ChatMessage, 'key' | 'content'>;
  /** Whose words they are, read first ('Coach', a team member's name); none for a notice. */
  who?: string | null;
}) {
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {/* A new element per reply, so the same words twice are still announced. */}
      {reply && (
        <div key={reply.key}>
          {who ? `${who}: ` : ''}
          <CoachPlainText text={reply.content} />
        </div>
      )}
    </div>
  );
}
