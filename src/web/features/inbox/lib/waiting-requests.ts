import { useSyncExternalStore } from 'react';

/**
 * The conversations asking for a person right now, as the open inbox knows them (its list
 * and its live events): the Inbox entry's badge and the page title count them.
 */
let waiting = new Set<string>();
const listeners = new Set<() => void>();

function change(next: Set<string>) {
  if (next.size === waiting.size && [...next].every((id) => waiting.has(id))) return;
  waiting = next;
  listeners.forEach((listener) => listener());
}

export const waitingRequests = {
  add: (id: string) => change(new Set(waiting).add(id)),
  remove: (id: string) => change(new Set([...waiting].filter((other) => other !== id))),
  /** What the list says of the conversations it shows: waiting or not. */
  seen: (states: ReadonlyArray<{ id: string; waiting: boolean }>) => {
    const next = new Set(waiting);
    for (const { id, waiting: asks } of states) {
      if (asks) next.add(id);
      else next.delete(id);
    }
    change(next);
  },
  /** The inbox closed: nothing tells it any more, so it counts nothing. */
  clear: () => change(new Set()),
  count: () => waiting.size,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useWaitingCount = () =>
  useSyncExternalStore(waitingRequests.subscribe, waitingRequests.count);
