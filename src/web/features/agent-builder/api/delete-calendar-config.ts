import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agentQuery } from './get-agent';
import { calendarConfigQuery } from './get-calendar-config';
import { calendarPath, needsAgent } from './calendar-paths';

/** Disconnects Google Calendar: the setup and the tool leave the agent. */
export const deleteCalendarConfig = (agentId: string) =>
  apiRequest<null>(calendarPath(agentId), { method: 'DELETE' });

export function useDeleteCalendarConfig(agentId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCalendarConfig(needsAgent(agentId)),
    onSuccess: () => {
      queryClient.setQueryData(calendarConfigQuery(needsAgent(agentId)).queryKey, null);
      // The server added or removed the tool: lists and the agent's dates change.
      void queryClient.invalidateQueries({ queryKey: ['agents', 'list'] });
      void queryClient.invalidateQueries({
        queryKey: agentQuery(needsAgent(agentId)).queryKey,
        exact: true,
      });
    },
  });
}
