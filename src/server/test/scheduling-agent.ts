import type { FastifyInstance } from 'fastify';
import { bearer, type TestAccount } from './accounts';

/** A live, public agent of `owner`'s, for calendar tests to connect a calendar to. */
export async function createSchedulingAgent(app: FastifyInstance, owner: TestAccount) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(owner.accessToken),
    payload: {
      name: 'Scheduling Coach',
      description: 'Books sessions',
      instruction: 'Help people book time.',
      knowledge: 'Sessions last 30 minutes.',
      status: 'active',
      mode: 'PUBLIC',
    },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`agent not created: ${res.statusCode} ${res.body}`);
  }
  return res.json().id as string;
}
