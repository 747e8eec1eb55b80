import type { InboxActivity } from '../../../../shared/schemas/inbox';
import { ApiError, apiFetch, readApiError } from '../../../lib/api-client';
import { eventData, streamEvents } from '../../../lib/event-stream';

const broken = () => new ApiError(0, 'stream_broken', 'The inbox stopped updating.');

/**
 * Reads GET /api/inbox/events until `signal` stops it, telling `onActivity` each change in
 * the owner's conversations and `onOpen` each time the stream (re)opens. A dropped stream is
 * opened again after a pause that grows up to half a minute; a refusal (signed out) ends it.
 */
export async function readInboxEvents(
  signal: AbortSignal,
  handlers: { onActivity(activity: InboxActivity): void; onOpen(): void },
) {
  let pauseMs = 1000;
  while (!signal.aborted) {
    try {
      const response = await apiFetch('/inbox/events', { accept: 'text/event-stream', signal });
      if (response.status >= 400 && response.status < 500) throw await readApiError(response);
      if (!response.ok || !response.body) throw broken();
      for await (const { event, data } of streamEvents(response.body, signal, broken)) {
        if (event === 'ready') {
          pauseMs = 1000;
          handlers.onOpen();
        } else if (event === 'activity') {
          handlers.onActivity(eventData(data, broken) as unknown as InboxActivity);
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && error.status >= 400) return;
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    pauseMs = Math.min(pauseMs * 2, 30_000);
  }
}
