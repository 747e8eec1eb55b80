import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxConversationDetail } from '../../../../shared/schemas/inbox';
import { apiRequest } from '../../../lib/api-client';
import { conversationPath, inboxKeys } from './inbox-paths';

/** GET /api/inbox/conversations/:id: its messages, calls and files. */
export const conversationDetailQuery = (id: string) =>
  queryOptions({
    queryKey: inboxKeys.conversation(id),
    queryFn: ({ signal }) => apiRequest<InboxConversationDetail>(conversationPath(id), { signal }),
    staleTime: 0,
  });

export const useConversationDetail = (id: string) => useQuery(conversationDetailQuery(id));
