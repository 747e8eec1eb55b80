import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  McpServerCreate,
  McpServerList,
  McpServerTest,
  McpServerUpdate,
  McpServerView,
} from '../../../../shared/schemas/mcp-servers';
import { apiRequest } from '../../../lib/api-client';

const path = '/admin/mcp-servers';
const serverPath = (id: string) => `${path}/${encodeURIComponent(id)}`;

/** The MCP servers agents may use: MCP_SERVERS's and those added in the console. */
export const mcpServersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'mcp-servers'],
    queryFn: ({ signal }) => apiRequest<McpServerList>(path, { signal }),
  });

export const useMcpServers = () => useQuery(mcpServersQuery());

export const testMcpServer = (id: string) =>
  apiRequest<McpServerTest>(`${serverPath(id)}/test`, { method: 'POST' });

export const useTestMcpServer = () => useMutation({ mutationFn: testMcpServer });

/** A change to the console's servers, after which the list (and the log) is read again. */
function useServerChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useAddMcpServer = () =>
  useServerChange((body: McpServerCreate) =>
    apiRequest<McpServerView>(path, { method: 'POST', body }),
  );

export const useUpdateMcpServer = () =>
  useServerChange(({ id, body }: { id: string; body: McpServerUpdate }) =>
    apiRequest<McpServerView>(serverPath(id), { method: 'PUT', body }),
  );

export const useSwitchMcpServer = () =>
  useServerChange(({ id, enabled }: { id: string; enabled: boolean }) =>
    apiRequest<McpServerView>(`${serverPath(id)}/enabled`, { method: 'PUT', body: { enabled } }),
  );

export const useRemoveMcpServer = () =>
  useServerChange((id: string) => apiRequest<null>(serverPath(id), { method: 'DELETE' }));
