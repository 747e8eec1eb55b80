import { liveMessage, tellInboxes, type HandoffContext } from './handoff-context';
import { expireWaiting } from './handoff-store';

export const NOBODY_JOINED =
  'Nobody from the team could join just now, so the coach carries on. The team has your request and may reply here later.';

/** Each sweep looks this often at most, and at least twice within a wait. */
const MOST_MS_BETWEEN = 30_000;

/**
 * Requests nobody took within `waitSeconds` go back to the coach, with a sentence to the
 * person. Every node sweeps; the statement changes each conversation once (handoff-store.ts).
 */
export function startHandoffTimeout(context: HandoffContext, waitSeconds: number) {
  const sweep = async () => {
    const expired = await expireWaiting(context.db, { waitSeconds, notice: NOBODY_JOINED });
    for (const { conversationId, agentId, ownerId, notice } of expired) {
      void context.live.tell(conversationId, { type: 'message', message: liveMessage(notice) });
      void context.live.tell(conversationId, {
        type: 'state',
        state: { state: 'coach', by: null },
      });
      tellInboxes(context, { conversationId, agentId, ownerId, kind: 'released' });
    }
  };
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(
    () => {
      running = sweep().catch((error: unknown) => {
        context.log.warn({ err: error }, 'handoff: the sweep of unanswered requests failed');
      });
    },
    Math.min(MOST_MS_BETWEEN, (waitSeconds * 1000) / 2),
  );
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
