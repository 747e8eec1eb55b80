import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { GoogleCalendarConfig } from '../lib/calendar-config';
import { calendarPath } from './calendar-paths';

/** The saved setup (never the token), or null when the agent has none. */
export async function fetchCalendarConfig(agentId: string, signal?: AbortSignal) {
  try {
    return await apiRequest<GoogleCalendarConfig>(calendarPath(agentId), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const calendarConfigQuery = (agentId: string) =>
  queryOptions({
    queryKey: ['agents', 'detail', agentId, 'google_calendar'],
    queryFn: ({ signal }) => fetchCalendarConfig(agentId, signal),
    staleTime: 0,
  });

export const useCalendarConfig = (agentId: string | null) =>
  useQuery({ ...calendarConfigQuery(agentId ?? ''), enabled: agentId !== null });
