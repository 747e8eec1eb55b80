import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { inboxKeys } from '../api/inbox-paths';
import { readInboxEvents } from '../api/read-inbox-events';
import { beep } from '../lib/beep';
import { waitingRequests } from '../lib/waiting-requests';

/** A sentence for the live region, new each time (the same words twice are read twice). */
export interface InboxAlert {
  key: number;
  text: string;
}

/**
 * Keeps the open inbox live: each activity refetches the lists and that conversation; a
 * request for a person chimes, counts in the badge and is announced.
 */
export function useInboxEvents(): InboxAlert | undefined {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<InboxAlert>();
  useEffect(() => {
    const controller = new AbortController();
    const refetchLists = () => queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    void readInboxEvents(controller.signal, {
      // (Re)opened: whatever happened while it was closed shows now.
      onOpen: () => void refetchLists(),
      onActivity: ({ conversation_id: id, kind }) => {
        void refetchLists();
        void queryClient.invalidateQueries({ queryKey: inboxKeys.conversation(id) });
        if (kind === 'handoff-requested') {
          waitingRequests.add(id);
          beep();
          setAlert((last) => ({ key: (last?.key ?? 0) + 1, text: 'Someone asks for a person.' }));
        } else if (kind === 'taken' || kind === 'released') {
          waitingRequests.remove(id);
        }
      },
    });
    return () => {
      controller.abort();
      waitingRequests.clear();
    };
  }, [queryClient]);
  return alert;
}
