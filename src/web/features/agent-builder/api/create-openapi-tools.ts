import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpToolList, OpenApiToolsInput } from '../../../../shared/schemas/http-tools';
import { apiRequest } from '../../../lib/api-client';
import { httpToolsQueryKey } from './list-http-tools';

/** POST /api/http-tools/openapi: the chosen operations become tools. */
export const createOpenApiTools = (body: OpenApiToolsInput) =>
  apiRequest<HttpToolList>('/http-tools/openapi', { method: 'POST', body });

export function useCreateOpenApiTools() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpenApiTools,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: httpToolsQueryKey }),
  });
}
