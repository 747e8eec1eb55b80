import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { useHttpToolsApp } from './http-tools-fixture';
import { httpToolSource } from './index';

const { state: ctx, as } = useHttpToolsApp();

describe("an owner's HTTP tools are theirs alone", () => {
  it("hides them from another person, refuses keys and visitors, and refuses them to other owners' agents", async () => {
    const made = await as(ctx.owner, 'POST', '/api/http-tools', {
      name: 'private_pet',
      description: 'One pet',
      method: 'GET',
      url: `${ctx.api.url}/v1/pets/{petId}`,
      input_schema: { type: 'object', properties: { petId: { type: 'string' } } },
    });
    const { id, entry } = made.json();
    const theirs = await as(ctx.stranger, 'GET', '/api/http-tools');
    expect(theirs.json().tools).toEqual([]);
    for (const [method, url, payload] of [
      [
        'PUT',
        `/api/http-tools/${id}`,
        { name: 'x', description: 'y', url: `${ctx.api.url}/v1/pets/{petId}` },
      ],
      ['DELETE', `/api/http-tools/${id}`, undefined],
      ['POST', `/api/http-tools/${id}/test`, { input: { petId: '1' } }],
    ] as const) {
      const res = await as(ctx.stranger, method, url, payload);
      expect(res.statusCode).toBe(404);
    }
    const agentId = await createKeyedAgent(ctx.t.app, ctx.owner);
    const key = await createApiKey(ctx.t.app, ctx.owner, agentId);
    expect((await as(key.secret_key, 'GET', '/api/http-tools')).statusCode).toBe(401);
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/http-tools' })).statusCode).toBe(
      401,
    );

    const strangersAgent = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(ctx.stranger.accessToken),
      payload: { name: 'A', description: 'B', instruction: 'C', knowledge: 'D', tools: [entry] },
    });
    expect(strangersAgent.statusCode).toBe(400);
    expect(strangersAgent.json().error).toMatchObject({
      code: 'unknown_http_tool',
      details: { tools: [entry] },
    });
    const source = httpToolSource({
      db: ctx.t.app.db,
      box: ctx.t.app.toolSecrets,
      config: ctx.t.app.config,
    });
    const signal = new AbortController().signal;
    expect(
      await source.toolsFor({ id: 'x', ownerId: ctx.stranger.userId, tools: [entry] }, signal),
    ).toEqual([]);

    // Deleting the tool takes it off the owner's agents.
    const ownersAgent = await createKeyedAgent(ctx.t.app, ctx.owner, {
      tools: [entry, 'web_scraper'],
    });
    expect((await as(ctx.owner, 'DELETE', `/api/http-tools/${id}`)).statusCode).toBe(204);
    const agent = await as(ctx.owner, 'GET', `/api/agents/${ownersAgent}`);
    expect(agent.json().tools).toEqual(['web_scraper']);
  });
});
