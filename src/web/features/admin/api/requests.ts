import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorRequest } from '../../../../shared/schemas/admin-people';
import { apiRequest } from '../../../lib/api-client';

export type RequestFilter = 'new' | 'answered' | 'all';

export const requestsQuery = (status: RequestFilter) =>
  queryOptions({
    queryKey: ['admin', 'requests', status],
    queryFn: ({ signal }) =>
      apiRequest<{ requests: OperatorRequest[] }>(`/admin/requests?status=${status}`, { signal }),
  });

export const useOperatorRequests = (status: RequestFilter) => useQuery(requestsQuery(status));

export const setRequestStatus = (id: string, status: OperatorRequest['status']) =>
  apiRequest<OperatorRequest>(`/admin/requests/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
  });

export function useSetRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OperatorRequest['status'] }) =>
      setRequestStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'requests'] }),
  });
}
