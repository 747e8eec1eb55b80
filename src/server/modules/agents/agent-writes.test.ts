import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../shared/schemas/agent';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let seeded: Agent;

const form = {
  name: 'My Sales Coach',
  description: 'Helps me sell',
  instruction: 'You coach sales.',
  knowledge: 'Discovery calls first.',
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t.app, { name: 'Olivia Owner' });
  stranger = await signUp(t.app, { name: 'Sam Stranger' });
  seeded = (await t.app.inject('/api/agents?limit=1')).json()[0];
});
afterAll(() => t.close());

const as = (account: TestAccount | undefined) => (account ? bearer(account.accessToken) : {});
const create = (account: TestAccount | undefined, payload: object = form) =>
  t.app.inject({ method: 'POST', url: '/api/agents', headers: as(account), payload });
const clone = (account: TestAccount | undefined, id: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/agents/clone',
    headers: as(account),
    payload: { id, clone_agent_name: name },
  });

describe('POST /api/agents', () => {
  it('creates a private, inactive agent owned by the caller, private texts visible to them', async () => {
    const res = await create(owner);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'My Sales Coach',
      owner: 'Olivia Owner',
      status: 'inactive',
      mode: 'PRIVATE',
      read_only: 0,
      is_owner: true,
      languages: ['en'],
      instruction: 'You coach sales.',
      knowledge: 'Discovery calls first.',
    });
  });

  it('lists the owner’s private agents to them only', async () => {
    const id = (await create(owner, { ...form, name: 'Only mine' })).json().id;
    const mine = await t.app.inject({ url: '/api/agents', headers: as(owner) });
    expect(mine.json().map((a: Agent) => a.id)).toContain(id);
    const theirs = await t.app.inject({ url: '/api/agents', headers: as(stranger) });
    expect(theirs.json().map((a: Agent) => a.id)).not.toContain(id);
    const visitor = await t.app.inject('/api/agents');
    expect(visitor.json().map((a: Agent) => a.id)).not.toContain(id);
  });

  it('refuses blank fields with the form’s messages', async () => {
    const res = await create(owner, { name: ' ', description: '', instruction: '', knowledge: '' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().error.details.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Agent name is required',
        'Description is required',
        'Instructions are required',
        'Knowledge base is required',
      ]),
    );
  });
});

describe('authorisation matrix', () => {
  it.each([
    ['visitor', undefined, { post: 401, put: 401, del: 401, clone: 401, get: 404 }],
    ['another user', 'stranger', { post: 201, put: 404, del: 404, clone: 404, get: 404 }],
    ['the owner', 'owner', { post: 201, put: 200, del: 204, clone: 201, get: 200 }],
  ] as const)('as %s on a private agent', async (_label, who, expected) => {
    const caller = who === 'owner' ? owner : who === 'stranger' ? stranger : undefined;
    const id = (await create(owner)).json().id;
    expect((await create(caller)).statusCode).toBe(expected.post);
    const get = await t.app.inject({ url: `/api/agents/${id}`, headers: as(caller) });
    expect(get.statusCode).toBe(expected.get);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/agents/${id}`,
      headers: as(caller),
      payload: { ...form, name: 'Renamed' },
    });
    expect(put.statusCode).toBe(expected.put);
    const clone = await t.app.inject({
      method: 'POST',
      url: '/api/agents/clone',
      headers: as(caller),
      payload: { id, clone_agent_name: 'Copy' },
    });
    expect(clone.statusCode).toBe(expected.clone);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/agents/${id}`,
      headers: as(caller),
    });
    expect(del.statusCode).toBe(expected.del);
  });

  it('lets another user read but not change a public agent', async () => {
    const id = (await create(owner, { ...form, mode: 'PUBLIC', status: 'active' })).json().id;
    const get = await t.app.inject({ url: `/api/agents/${id}`, headers: as(stranger) });
    expect(get.statusCode).toBe(200);
    expect(get.json().instruction).toBeUndefined();
    expect(get.json().is_owner).toBe(false);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/agents/${id}`,
      headers: as(stranger),
      payload: form,
    });
    expect(put.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/agents/${id}`,
      headers: as(stranger),
    });
    expect(del.statusCode).toBe(403);
  });

  it('lets nobody change or delete a read-only agent', async () => {
    for (const caller of [owner, stranger]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/agents/${seeded.id}`,
        headers: as(caller),
        payload: form,
      });
      expect(put.statusCode).toBe(403);
      expect(put.json().error.message).toContain('read-only');
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/agents/${seeded.id}`,
        headers: as(caller),
      });
      expect(del.statusCode).toBe(403);
    }
  });
});

describe('PUT, DELETE and clone', () => {
  it('saves the owner’s changes and shows them in the catalogue at once', async () => {
    const id = (await create(owner, { ...form, mode: 'PUBLIC', status: 'active' })).json().id;
    await t.app.inject('/api/agents'); // warm the visitors' cache
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/agents/${id}`,
      headers: as(owner),
      payload: {
        ...form,
        name: 'Renamed coach',
        mode: 'PUBLIC',
        status: 'active',
        voice_enabled: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed coach', voice_enabled: true });
    const list = await t.app.inject('/api/agents');
    expect(list.json().find((a: Agent) => a.id === id)?.name).toBe('Renamed coach');
  });

  it('deletes for real', async () => {
    const id = (await create(owner)).json().id;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/agents/${id}`,
      headers: as(owner),
    });
    expect(del.statusCode).toBe(204);
    const get = await t.app.inject({ url: `/api/agents/${id}`, headers: as(owner) });
    expect(get.statusCode).toBe(404);
  });

  it('clones a seeded coach into a private, editable copy that comes first in my list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agents/clone',
      headers: as(stranger),
      payload: { id: seeded.id, clone_agent_name: `  ${seeded.name} (Copy)  ` },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      name: `${seeded.name} (Copy)`,
      owner: 'Sam Stranger',
      mode: 'PRIVATE',
      read_only: 0,
      tools: seeded.tools,
      voice_enabled: seeded.voice_enabled,
      languages: seeded.languages,
    });
    expect(copy.instruction.length).toBeGreaterThan(100);
    const mine = await t.app.inject({ url: '/api/agents', headers: as(stranger) });
    expect(mine.json()[0].id).toBe(copy.id);
  });

  it('keeps another customer’s public agent’s texts theirs: no clone, no copy made', async () => {
    const published = (await create(owner, { ...form, mode: 'PUBLIC', status: 'active' })).json();
    const before = (await t.app.inject({ url: '/api/agents', headers: as(stranger) })).json();
    const res = await clone(stranger, published.id, 'Mine now');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('instructions belong to its owner');
    expect(res.body).not.toContain(form.instruction);
    const after = (await t.app.inject({ url: '/api/agents', headers: as(stranger) })).json();
    expect(after).toHaveLength(before.length);
    // Its owner still clones it.
    const own = await clone(owner, published.id, 'Second copy');
    expect(own.statusCode).toBe(201);
    expect(own.json().instruction).toBe(form.instruction);
  });

  it('refuses a blank clone name with the dialog’s message', async () => {
    const res = await clone(owner, seeded.id, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Please enter a name for the cloned agent');
  });
});
