import { PassThrough } from 'node:stream';
import type { InboxActivityHub } from './inbox-activity';
import type { InboxPresence } from './inbox-presence';

/** How often an open inbox says it is still there (a comment line, and its presence renewed). */
export const HEARTBEAT_MS = 20_000;

const sse = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export interface InboxStreams {
  /** The owner's live inbox: `ready`, then `activity` for their conversations, until closed. */
  open(ownerId: string): { body: PassThrough; close(): void };
  /** Ends one person's streams (their account was closed or disabled). */
  closeFor(ownerId: string): void;
  /** Ends every open stream (the app is closing: they would hold it open for ever). */
  closeAll(): void;
}

export function createInboxStreams(deps: {
  hub: InboxActivityHub;
  presence: InboxPresence;
  heartbeatMs?: number;
}): InboxStreams {
  const open = new Map<() => void, string>();
  return {
    open(ownerId) {
      const body = new PassThrough();
      body.write(sse('ready', {}));
      const unsubscribe = deps.hub.subscribe(ownerId, (activity) => {
        body.write(sse('activity', activity));
      });
      const here = deps.presence.join(ownerId);
      const heartbeat = setInterval(() => {
        body.write(': heartbeat\n\n');
        here.refresh();
      }, deps.heartbeatMs ?? HEARTBEAT_MS);
      const close = () => {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        unsubscribe();
        here.leave();
        body.end();
      };
      open.set(close, ownerId);
      body.on('close', close);
      return { body, close };
    },
    closeFor(ownerId) {
      for (const [close, owner] of [...open]) if (owner === ownerId) close();
    },
    closeAll() {
      for (const close of [...open.keys()]) close();
    },
  };
}
