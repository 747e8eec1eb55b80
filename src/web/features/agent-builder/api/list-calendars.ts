import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CalendarListItem } from '../lib/calendar-config';
import { calendarPath } from './calendar-paths';

/**
 * The calendars of the Google account behind a fresh token; the server asks Google. Before
 * the agent exists (create screen) the agent-free route is used.
 */
export function listCalendars(agentId: string | null, accessToken: string) {
  const path = agentId ? `${calendarPath(agentId)}/calendars` : '/tools/google_calendar/calendars';
  return apiRequest<CalendarListItem[]>(path, {
    method: 'POST',
    body: { access_token: accessToken },
  });
}

export const useListCalendars = (agentId: string | null) =>
  useMutation({ mutationFn: (accessToken: string) => listCalendars(agentId, accessToken) });
