import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentListSchema, AgentSchema } from '../../../shared/schemas/agent';
import { agents } from '../../db/schema';
import { SEED_AGENTS } from '../../db/seed-agents';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function insertAgent(values: Partial<typeof agents.$inferInsert> & { name: string }) {
  const [row] = await t.database.db
    .insert(agents)
    .values({
      description: 'A test agent',
      owner: 'Someone',
      instruction: 'secret instruction',
      knowledge: 'secret knowledge',
      ...values,
    })
    .returning();
  return row!;
}

describe('GET /api/agents', () => {
  it('lists the seeded coaches, newest first, without their private texts', async () => {
    const res = await t.app.inject('/api/agents');
    expect(res.statusCode).toBe(200);
    const list = AgentListSchema.parse(res.json());
    expect(list.map((a) => a.name)).toEqual(SEED_AGENTS.map((a) => a.name));
    for (const agent of list) {
      expect(agent.read_only).toBe(1);
      expect(agent.status).toBe('active');
      expect(agent).not.toHaveProperty('instruction');
      expect(agent).not.toHaveProperty('knowledge');
    }
    expect(res.body).not.toContain(SEED_AGENTS[0]!.knowledge.slice(0, 60));
  });

  it('pages with skip and limit', async () => {
    const all = AgentListSchema.parse((await t.app.inject('/api/agents')).json());
    const page = AgentListSchema.parse((await t.app.inject('/api/agents?skip=2&limit=3')).json());
    expect(page.map((a) => a.id)).toEqual(all.slice(2, 5).map((a) => a.id));
  });

  it('caps limit at 100', async () => {
    const rows = Array.from({ length: 105 }, (_, i) => ({
      name: `Bulk ${i}`,
      description: 'bulk',
      owner: 'Bulk',
      instruction: 'i',
      knowledge: 'k',
      mode: 'PUBLIC' as const,
      status: 'active' as const,
    }));
    await t.database.db.insert(agents).values(rows);
    const res = await t.app.inject('/api/agents?limit=1000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(100);
  });

  it.each([
    ['skip=-1', 'querystring.skip'],
    ['skip=abc', 'querystring.skip'],
    ['limit=0', 'querystring.limit'],
    ['limit=1.5', 'querystring.limit'],
    ['limit=', 'querystring.limit'],
    ['limit=99999999999999', 'querystring.limit'],
  ])('refuses %s with a 400 in the error shape', async (query, path) => {
    const res = await t.app.inject(`/api/agents?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain(path);
    expect(body.detail).toBe(body.error.message);
  });

  it('hides private and inactive agents from visitors', async () => {
    const hidden = await insertAgent({ name: 'Hidden private', mode: 'PRIVATE', status: 'active' });
    const paused = await insertAgent({ name: 'Paused public', mode: 'PUBLIC', status: 'inactive' });
    const res = await t.app.inject('/api/agents?limit=100');
    const ids = AgentListSchema.parse(res.json()).map((a) => a.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(paused.id);
  });
});

describe('GET /api/agents/:id', () => {
  it('returns a public agent without instruction or knowledge', async () => {
    const [first] = AgentListSchema.parse((await t.app.inject('/api/agents?limit=1')).json());
    const res = await t.app.inject(`/api/agents/${first!.id}`);
    expect(res.statusCode).toBe(200);
    const agent = AgentSchema.parse(res.json());
    expect(agent.name).toBe(first!.name);
    expect(agent.instruction).toBeUndefined();
    expect(agent.knowledge).toBeUndefined();
  });

  it('opens a public agent that is inactive, so its page can say so', async () => {
    const paused = await insertAgent({ name: 'Paused', mode: 'PUBLIC', status: 'inactive' });
    const res = await t.app.inject(`/api/agents/${paused.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('inactive');
  });

  it('answers 404 for an unknown id and for a private agent', async () => {
    const hidden = await insertAgent({ name: 'Private', mode: 'PRIVATE' });
    for (const id of ['8f14e45f-ceea-467f-a0e6-5f3bd0e1c6a1', hidden.id]) {
      const res = await t.app.inject(`/api/agents/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'not_found',
        message: `Agent ${id} was not found.`,
      });
    }
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const res = await t.app.inject(`/api/agents/${encodeURIComponent("1' or '1'='1")}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('UUID');
  });
});
