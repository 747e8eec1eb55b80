import { useEffect } from 'react';
import { StatusMessage } from '../../../components/ui/status-message';
import { Button } from '../../../components/ui/button';
import { RequestError } from '../../../components/request-error';
import { useConversations } from '../api/list-conversations';
import { isFiltered, type InboxFilterValues } from '../lib/inbox-filters';
import { waitingRequests } from '../lib/waiting-requests';
import { ConversationRow } from './conversation-row';

/** The conversations the filters select, newest activity first, a page at a time. */
export function ConversationList({
  filters,
  selectedId,
  search,
}: {
  filters: InboxFilterValues;
  selectedId: string | undefined;
  /** The address's query, kept on the links so the list stays as it is. */
  search: string;
}) {
  const list = useConversations(filters);
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  useEffect(() => {
    if (!list.data) return;
    const shown = list.data.pages.flatMap((page) => page.conversations);
    waitingRequests.seen(shown.map((c) => ({ id: c.id, waiting: c.handoff_state === 'waiting' })));
  }, [list.data]);

  if (list.isPending) return <StatusMessage>Loading conversations…</StatusMessage>;
  // A failed next page or refetch keeps what was loaded; only a first load failing shows alone.
  if (list.isLoadingError) {
    return <RequestError error={list.error} fallback="The conversations could not be loaded." />;
  }
  if (conversations.length === 0) {
    return (
      <StatusMessage>
        {isFiltered(filters)
          ? 'No conversation matches these filters.'
          : 'No conversations yet. They appear here as people talk to your agents.'}
      </StatusMessage>
    );
  }
  return (
    <>
      <ul aria-label="Conversations" className="flex flex-col gap-2">
        {conversations.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            selected={conversation.id === selectedId}
            search={search}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3 w-full"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
      {list.isError && (
        <RequestError error={list.error} fallback="The list could not be brought up to date." />
      )}
    </>
  );
}
