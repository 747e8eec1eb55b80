import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentInput } from '../../../../shared/schemas/agent';
import { createAgent } from './create-agent';
import { agentQuery } from './get-agent';
import { updateAgent } from './update-agent';

/** Creates (no id) or replaces (id) the agent. */
export function useSaveAgent(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentInput) => (id ? updateAgent(id, body) : createAgent(body)),
    onSuccess: (agent) => {
      // Every list and view of agents is out of date: each refetches when it is next shown.
      void queryClient.invalidateQueries({ queryKey: ['agents'], refetchType: 'none' });
      // Except this agent's own, which the answer replaces: it is the agent as stored.
      queryClient.setQueryData(agentQuery(agent.id).queryKey, agent);
    },
  });
}
