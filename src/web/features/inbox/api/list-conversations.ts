import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InboxList } from '../../../../shared/schemas/inbox';
import { apiRequest } from '../../../lib/api-client';
import type { InboxFilterValues } from '../lib/inbox-filters';
import { inboxKeys, inboxPath } from './inbox-paths';

/** GET /api/inbox/conversations: newest activity first, a page at a time ("Load more"). */
export const conversationsQuery = (filters: InboxFilterValues) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<InboxList>(
        inboxPath('conversations', filters, pageParam ? { cursor: pageParam } : {}),
        {
          signal,
        },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Live events refetch it: what is shown is as fresh as the last event.
    staleTime: 0,
  });

export const useConversations = (filters: InboxFilterValues) =>
  useInfiniteQuery(conversationsQuery(filters));
