import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../shared/schemas/agent';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * 'Created by' on cards anyone can read: a person's current profile name, or nothing until
 * they set one, and never their e-mail (issue 11: visitors saw creators' addresses).
 */
let t: TestApp;
let nameless: TestAccount;
let reader: TestAccount;

const published = {
  name: 'Cold Email Coach',
  description: 'Helps with outreach',
  instruction: 'You coach outreach.',
  knowledge: 'Short subject lines.',
  mode: 'PUBLIC',
  status: 'active',
};

beforeAll(async () => {
  // The visitors' catalogue cache is on, as in production: a new name must still show at once.
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', CATALOGUE_CACHE_TTL_MS: '60000' } });
  nameless = await signUp(t.app);
  reader = await signUp(t.app, { name: 'Rita Reader' });
});
afterAll(() => t.close());

const as = (account?: TestAccount) => (account ? bearer(account.accessToken) : {});
const publish = async (account: TestAccount) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: as(account),
    payload: published,
  });
  expect(res.statusCode).toBe(201);
  return res;
};
const read = (url: string, account?: TestAccount) => t.app.inject({ url, headers: as(account) });
const saveName = (account: TestAccount, name: string) =>
  t.app.inject({ method: 'PUT', url: '/api/profile', headers: as(account), payload: { name } });

describe('the creator of an agent', () => {
  it('is nobody in particular until they name themselves, on every answer', async () => {
    const created = await publish(nameless);
    const id = (created.json() as Agent).id;
    const clone = await t.app.inject({
      method: 'POST',
      url: '/api/agents/clone',
      headers: as(nameless),
      payload: { id, clone_agent_name: 'My copy' },
    });
    const answers = [
      created,
      clone,
      await t.app.inject({
        method: 'PUT',
        url: `/api/agents/${id}`,
        headers: as(nameless),
        payload: { ...published, description: 'Helps with outreach, now more' },
      }),
      await read('/api/agents'),
      await read(`/api/agents/${id}`),
      await read('/api/agents', reader),
      await read(`/api/agents/${id}`, reader),
      await read('/api/agents', nameless),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(300);
      expect(answer.body).not.toContain(nameless.email);
    }
    const card = (await read('/api/agents')).json<Agent[]>().find((agent) => agent.id === id);
    expect(card?.owner).toBeNull();
  });

  it('shows the name they save afterwards at once, to visitors too', async () => {
    const namer = await signUp(t.app);
    const id = (await publish(namer)).json<Agent>().id;
    // A visitor's page is cached now, with no name on the card.
    const before = (await read('/api/agents')).json<Agent[]>().find((agent) => agent.id === id);
    expect(before?.owner).toBeNull();

    expect((await saveName(namer, 'Nora Namer')).statusCode).toBe(200);

    const after = (await read('/api/agents')).json<Agent[]>().find((agent) => agent.id === id);
    expect(after?.owner).toBe('Nora Namer');
    expect((await read(`/api/agents/${id}`)).json<Agent>().owner).toBe('Nora Namer');
    expect((await read('/api/agents', reader)).body).not.toContain(namer.email);
  });
});
