import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_LIST_MAX_LIMIT } from '../../../../shared/constants';
import type { Agent } from '../../../../shared/schemas/agent';
import type { ApiKeyList } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';

/** The owner's own agents (the catalogue's first page, theirs only): the Agent filter's choices. */
export const useOwnedAgents = () =>
  useQuery(
    queryOptions({
      queryKey: ['inbox', 'choices', 'agents'],
      queryFn: ({ signal }) =>
        apiRequest<Agent[]>(`/agents?skip=0&limit=${AGENT_LIST_MAX_LIMIT}`, { signal }),
      select: (agents) =>
        agents.filter((agent) => agent.is_owner).map(({ id, name }) => ({ id, name })),
    }),
  );

/** One agent's keys: the Key filter's choices once an agent is chosen. */
export const useAgentKeys = (agentId: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: ['inbox', 'choices', 'keys', agentId],
      queryFn: ({ signal }) =>
        apiRequest<ApiKeyList>(`/auth/api-keys/${encodeURIComponent(agentId ?? '')}`, { signal }),
      select: (list) => list.keys.map(({ id, name }) => ({ id, name })),
      enabled: agentId !== undefined,
    }),
  );
