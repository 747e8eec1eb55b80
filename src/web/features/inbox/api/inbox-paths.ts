import { filtersToParams, type InboxFilterValues } from '../lib/inbox-filters';

/** The query keys of the inbox: every list and conversation sits under ['inbox']. */
export const inboxKeys = {
  all: ['inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (filters: InboxFilterValues) => [...inboxKeys.lists(), filters] as const,
  conversation: (id: string) => [...inboxKeys.all, 'conversation', id] as const,
};

/** `/inbox/<what>?<filters>&<extra>`, under /api. */
export function inboxPath(
  what: string,
  filters: InboxFilterValues,
  extra: Record<string, string> = {},
) {
  const params = filtersToParams(filters);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return `/inbox/${what}${query ? `?${query}` : ''}`;
}

export const conversationPath = (id: string) => `/inbox/conversations/${encodeURIComponent(id)}`;
