import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentInput } from '../../../../shared/schemas/agent';
import { createAgent } from './create-agent';
import { builderAgentQuery } from './get-agent';
import { updateAgent } from './update-agent';

/** Creates (no id) or replaces (id) the agent; every agent list and view then refetches. */
export function useSaveAgent(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentInput) => (id ? updateAgent(id, body) : createAgent(body)),
    onSuccess: async (agent) => {
      queryClient.setQueryData(builderAgentQuery(agent.id).queryKey, agent);
      await queryClient.invalidateQueries({
        queryKey: ['agents'],
        predicate: (query) => query.queryKey[3] !== 'builder',
      });
    },
  });
}
