import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { agentKeysQueryKey, keyPath } from './api-key-paths';

/** DELETE /api/auth/api-keys/{agent_id}/{key_id}: revokes the key and answers it, revoked. */
export const revokeApiKey = (agentId: string, keyId: string) =>
  apiRequest<ApiKey>(keyPath(agentId, keyId), { method: 'DELETE' });

/** Revokes a key, then reloads the list (spec 02 §4). */
export function useRevokeApiKey(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeApiKey(agentId, keyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeysQueryKey(agentId) }),
  });
}
