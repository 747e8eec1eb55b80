import { PassThrough } from 'node:stream';
import type { Db } from '../../db/client';
import type { ConversationLiveEvent, LiveState } from '../../../shared/schemas/handoff';
import type { Principal } from '../auth';
import { findHeldConversation, refuseRestrictedKey } from '../chat';
import type { LiveHub } from './live-hub';

/** How often an open stream says it is still there (proxies close quiet connections). */
export const LIVE_HEARTBEAT_MS = 20_000;

const sse = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const written = (event: ConversationLiveEvent) =>
  event.type === 'message' ? sse('message', event.message) : sse('state', event.state);

export interface LiveStreams {
  /**
   * The person's live events of their conversation of the session (who holds it is checked
   * as for reading it): `state` at once, then what team members write, notices and changes of
   * hands, until closed. A session with nothing in it yet is followed from its first event.
   */
  open(options: {
    principal: Principal;
    sessionId: string;
    agentId?: string;
  }): Promise<{ body: PassThrough; close(): void }>;
  closeAll(): void;
}

export function createLiveStreams(deps: { db: Db; hub: LiveHub; heartbeatMs?: number }) {
  const open = new Set<() => void>();
  const streams: LiveStreams = {
    async open(options) {
      refuseRestrictedKey(options.principal);
      const find = () => findHeldConversation({ db: deps.db, ...options });
      const found = await find();
      const body = new PassThrough();
      const state: LiveState = found
        ? { state: found.handoffState, by: found.takenByName }
        : { state: 'coach', by: null };
      body.write(sse('state', state));
      const write = (event: ConversationLiveEvent) => {
        if (!body.writableEnded) body.write(written(event));
      };
      let stop: () => void;
      if (found) stop = deps.hub.listen(found.id, ({ event }) => write(event));
      else {
        // Not started yet: it exists from its first event on. Events are looked at in order,
        // the database only until the conversation is known.
        let followed: string | undefined;
        let inOrder = Promise.resolve();
        stop = deps.hub.listen('*', ({ conversationId, event }) => {
          inOrder = inOrder.then(async () => {
            followed ??= (await find().catch(() => undefined))?.id;
            if (followed === conversationId) write(event);
          });
        });
      }
      const heartbeat = setInterval(
        () => !body.writableEnded && body.write(': heartbeat\n\n'),
        deps.heartbeatMs ?? LIVE_HEARTBEAT_MS,
      );
      const close = () => {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        stop();
        body.end();
      };
      open.add(close);
      body.on('close', close);
      return { body, close };
    },
    closeAll() {
      for (const close of [...open]) close();
    },
  };
  return streams;
}
