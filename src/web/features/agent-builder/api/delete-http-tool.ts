import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { httpToolsQueryKey } from './list-http-tools';

/** DELETE /api/http-tools/{id}: the server also takes it off the owner's agents. */
export const deleteHttpTool = (id: string) =>
  apiRequest<null>(`/http-tools/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteHttpTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHttpTool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: httpToolsQueryKey }),
  });
}
