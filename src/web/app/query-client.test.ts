import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentQuery as builderAgentQuery } from '../features/agent-builder/api/get-agent';
import { agentsQuery } from '../features/agents/api/list-agents';
import { agentQuery as chatAgentQuery } from '../features/chat/api/get-agent';
import { profileQuery } from '../features/profile/api/get-profile';
import { ApiError, apiRequest, networkError } from '../lib/api-client';
import { startScriptedServer } from '../test/scripted-server';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('shows client errors at once', () => {
    for (const status of [400, 401, 403, 404, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'x', 'x'))).toBe(false);
    }
  });

  it('asks twice more after a network or server failure', () => {
    for (const error of [networkError(), new ApiError(503, 'x', 'x'), new Error('boom')]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(false);
    }
  });
});

/** A real server that refuses every request with `status`, in the one error shape. */
async function serverRefusesWith(status: number) {
  const server = await startScriptedServer({
    status,
    body: { error: { code: 'refused', message: 'Refused' } },
  });
  server.asPageOrigin();
  servers.push(server);
  return server.seen;
}
const servers: Array<Awaited<ReturnType<typeof startScriptedServer>>> = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('the app’s queries and writes', () => {
  const id = '8f14e45f-ceea-467f-a0e6-5f3bd0e1c6a1';
  const queries: [string, (client: QueryClient) => Promise<unknown>][] = [
    ['the chat page’s agent', (client) => client.fetchQuery(chatAgentQuery(id))],
    ['the builder’s agent', (client) => client.fetchQuery(builderAgentQuery(id))],
    ['the catalogue', (client) => client.fetchQuery(agentsQuery())],
    ['the profile', (client) => client.fetchQuery(profileQuery())],
  ];

  it.each(queries)('ask for %s once when the server refuses (4xx)', async (_name, ask) => {
    for (const status of [400, 404]) {
      const calls = await serverRefusesWith(status);
      await expect(ask(createQueryClient())).rejects.toMatchObject({ status });
      expect(calls).toHaveLength(1);
    }
  });

  it('send a refused write once', async () => {
    const calls = await serverRefusesWith(409);
    const client = createQueryClient();
    const write = client.getMutationCache().build(client, {
      mutationFn: () => apiRequest('/agents', { method: 'POST', body: {} }),
    });
    await expect(write.execute(undefined)).rejects.toMatchObject({ status: 409 });
    expect(calls).toHaveLength(1);
  });
});
