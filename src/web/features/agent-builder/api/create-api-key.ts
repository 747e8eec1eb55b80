import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKey, CreatedApiKey } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { agentKeysPath, agentKeysQueryKey } from './api-key-paths';

/** POST /api/auth/api-keys/{agent_id}: the answer carries the secret, this once. */
export const createApiKey = (agentId: string, body: CreateApiKey) =>
  apiRequest<CreatedApiKey>(agentKeysPath(agentId), {
    method: 'POST',
    body: { ...body, agent_id: agentId },
  });

/** Creates a key, then reloads the agent's list (the secret is never cached). */
export function useCreateApiKey(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKey) => createApiKey(agentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeysQueryKey(agentId) }),
  });
}
