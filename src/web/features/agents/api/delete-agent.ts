import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agentsQuery } from './list-agents';

export function deleteAgent(id: string) {
  return apiRequest<null>(`/agents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes on the server, then drops the agent from the list. */
export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData(agentsQuery().queryKey, (list) =>
        (list ?? []).filter((agent) => agent.id !== id),
      );
    },
  });
}
