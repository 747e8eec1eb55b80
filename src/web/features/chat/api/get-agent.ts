import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAgentId, type Agent } from '../../../../shared/schemas/agent';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /agents/{id}, cached under the key every feature uses for it, so the screens share one
 * copy. The chat screen reads name, description, icon and status of it. Retries follow the
 * app's rule (query-client.ts): an unknown id is said at once, never asked again.
 */
export const agentQuery = (id: string) =>
  queryOptions({
    queryKey: ['agents', 'detail', id],
    queryFn: ({ signal }) => apiRequest<Agent>(`/agents/${encodeURIComponent(id)}`, { signal }),
  });

/** No request for an id that cannot name an agent: the page says so straight away. */
export const useAgent = (id: string) => useQuery({ ...agentQuery(id), enabled: isAgentId(id) });
