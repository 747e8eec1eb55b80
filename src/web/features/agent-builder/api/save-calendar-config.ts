import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GoogleCalendarConfig, GoogleCalendarConfigInput } from '../lib/calendar-config';
import { agentQuery } from './get-agent';
import { calendarConfigQuery } from './get-calendar-config';
import { calendarPath, needsAgent } from './calendar-paths';

/** Stores the setup; the server keeps the token encrypted and gives the agent the tool. */
export const saveCalendarConfig = (agentId: string, body: GoogleCalendarConfigInput) =>
  apiRequest<GoogleCalendarConfig>(calendarPath(agentId), { method: 'PUT', body });

export function useSaveCalendarConfig(agentId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoogleCalendarConfigInput) => saveCalendarConfig(needsAgent(agentId), body),
    onSuccess: (config) => {
      queryClient.setQueryData(calendarConfigQuery(needsAgent(agentId)).queryKey, config);
      // The server added or removed the tool: lists and the agent's dates change.
      void queryClient.invalidateQueries({ queryKey: ['agents', 'list'] });
      void queryClient.invalidateQueries({
        queryKey: agentQuery(needsAgent(agentId)).queryKey,
        exact: true,
      });
    },
  });
}
