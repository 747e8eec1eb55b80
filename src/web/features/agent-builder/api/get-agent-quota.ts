import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import type { AgentQuota } from '../lib/agent-quota';

/**
 * The signed-in person's agents against their plan's limit (from GET /api/subscription),
 * read afresh each time the create page opens: an agent made or deleted since counts.
 */
export const useAgentQuota = () =>
  useQuery({
    queryKey: ['agents', 'quota'],
    queryFn: ({ signal }) => apiRequest<Subscription>('/subscription', { signal }),
    select: (s): AgentQuota => ({
      plan: s.plan_name,
      used: s.usage_agents,
      limit: s.limits_agents,
    }),
    refetchOnMount: 'always',
  });
