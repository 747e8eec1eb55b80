import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FoundServer } from '../../../../shared/schemas/admin-settings';
import { apiRequest } from '../../../lib/api-client';

export interface FoundServers {
  servers: FoundServer[];
  checked_at: string | null;
}

const path = '/admin/model-servers';

/** The local model servers the server found at start (or at the last scan). */
export const foundServersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'model-servers'],
    queryFn: ({ signal }) => apiRequest<FoundServers>(path, { signal }),
  });

export const useFoundServers = () => useQuery(foundServersQuery());

export const scanModelServers = () => apiRequest<FoundServers>(`${path}/scan`, { method: 'POST' });

export function useScanModelServers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanModelServers,
    onSuccess: (found) => queryClient.setQueryData(foundServersQuery().queryKey, found),
  });
}
