import { queryOptions, useQuery } from '@tanstack/react-query';
import type { McpToolList } from '../../../../shared/schemas/mcp-tools';
import { apiRequest } from '../../../lib/api-client';

/** The MCP servers' tools an agent can be given; listed afresh at most every half minute. */
export const mcpToolsQuery = () =>
  queryOptions({
    queryKey: ['mcp-tools'],
    queryFn: ({ signal }) => apiRequest<McpToolList>('/mcp-tools', { signal }),
    staleTime: 30_000,
  });

export const useMcpTools = () => useQuery(mcpToolsQuery());
