import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpEndpointToolInput, HttpTool } from '../../../../shared/schemas/http-tools';
import { apiRequest } from '../../../lib/api-client';
import { httpToolsQueryKey } from './list-http-tools';

/** POST /api/http-tools: one endpoint described by hand. */
export const createHttpTool = (body: HttpEndpointToolInput) =>
  apiRequest<HttpTool>('/http-tools', { method: 'POST', body });

export function useCreateHttpTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHttpTool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: httpToolsQueryKey }),
  });
}
