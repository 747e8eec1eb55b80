import { INBOX_CHANNELS, type InboxChannel } from '../../../../shared/schemas/inbox';

/** The inbox's filters as the address keeps them: strings, only the ones set. */
export interface InboxFilterValues {
  agent_id?: string;
  channel?: InboxChannel;
  key_id?: string;
  rated_down?: boolean;
  asked_for_person?: boolean;
  has_files?: boolean;
  from?: string;
  to?: string;
  q?: string;
}

const TEXT_FIELDS = ['agent_id', 'key_id', 'from', 'to', 'q'] as const;
export const FLAG_FIELDS = ['asked_for_person', 'rated_down', 'has_files'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

const isChannel = (value: string | null): value is InboxChannel =>
  (INBOX_CHANNELS as readonly (string | null)[]).includes(value);

/** Reads the filters from the address's query (what is not understood is left out). */
export function filtersFromParams(params: URLSearchParams): InboxFilterValues {
  const filters: InboxFilterValues = {};
  for (const field of TEXT_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) filters[field] = value;
  }
  const channel = params.get('channel');
  if (isChannel(channel)) filters.channel = channel;
  for (const flag of FLAG_FIELDS) if (params.get(flag) === 'true') filters[flag] = true;
  return filters;
}

/** The filters as a query string for the address and the API alike ('' when none). */
export function filtersToParams(filters: InboxFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of TEXT_FIELDS) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  if (filters.channel) params.set('channel', filters.channel);
  for (const flag of FLAG_FIELDS) if (filters[flag]) params.set(flag, 'true');
  return params;
}

/** Whether any filter or the search narrows the list. */
export const isFiltered = (filters: InboxFilterValues) =>
  filtersToParams(filters).toString() !== '';
