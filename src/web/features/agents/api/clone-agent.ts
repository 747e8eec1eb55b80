import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent, CloneAgent } from '../../../../shared/schemas/agent';
import { apiRequest } from '../../../lib/api-client';
import { agentsQuery } from './list-agents';

export function cloneAgent(body: CloneAgent) {
  return apiRequest<Agent>('/agents/clone', { method: 'POST', body });
}

/** Clones, then puts the copy first in the list without waiting for a reload. */
export function useCloneAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneAgent,
    onSuccess: (copy) => {
      queryClient.setQueryData(agentsQuery().queryKey, (list) => [copy, ...(list ?? [])]);
    },
  });
}
