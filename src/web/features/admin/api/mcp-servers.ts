import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { McpServerList, McpServerTest } from '../../../../shared/schemas/mcp-servers';
import { apiRequest } from '../../../lib/api-client';

const path = '/admin/mcp-servers';

/** The MCP servers agents may use, as MCP_SERVERS lists them. */
export const mcpServersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'mcp-servers'],
    queryFn: ({ signal }) => apiRequest<McpServerList>(path, { signal }),
  });

export const useMcpServers = () => useQuery(mcpServersQuery());

export const testMcpServer = (id: string) =>
  apiRequest<McpServerTest>(`${path}/${encodeURIComponent(id)}/test`, { method: 'POST' });

export const useTestMcpServer = () => useMutation({ mutationFn: testMcpServer });
