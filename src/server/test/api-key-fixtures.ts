import type { FastifyInstance } from 'fastify';
import type { CreateApiKey, CreatedApiKey } from '../../shared/schemas/api-keys';
import { bearer, type TestAccount } from './accounts';

/** An active, private agent of `owner`'s: reachable only by its owner and its keys. */
export async function createKeyedAgent(
  app: FastifyInstance,
  owner: TestAccount,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(owner.accessToken),
    payload: {
      name: 'Pricing Coach',
      description: 'Helps founders price',
      instruction: 'Answer pricing questions plainly.',
      knowledge: 'Value-based pricing starts from the customer outcome, not from cost.',
      status: 'active',
      mode: 'PRIVATE',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`agent not created: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/** A key made through the real route, secret included. */
export async function createApiKey(
  app: FastifyInstance,
  owner: TestAccount,
  agentId: string,
  payload: Partial<CreateApiKey> = {},
): Promise<CreatedApiKey> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/auth/api-keys/${agentId}`,
    headers: bearer(owner.accessToken),
    payload: { name: 'Server key', ...payload },
  });
  if (res.statusCode !== 201) throw new Error(`key not created: ${res.statusCode} ${res.body}`);
  return res.json();
}
