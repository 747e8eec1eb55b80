import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { httpTools } from '../../db/schema';
import { createKeyedAgent } from '../../test/api-key-fixtures';
import { petStoreYaml } from '../../test/fake-tools/pet-store-api';
import { useHttpToolsApp } from './http-tools-fixture';
import { httpToolSource } from './index';

const SECRET = 'sk-live-very-secret-value';

const { state: ctx, as } = useHttpToolsApp();

const auth = { name: 'X-Api-Key', value: SECRET };

describe('an HTTP tool from an OpenAPI document', () => {
  it('lists the operations, makes the chosen ones tools and calls them with the auth header', async () => {
    const document = petStoreYaml(ctx.api.url);
    const listed = await as(ctx.owner, 'POST', '/api/http-tools/openapi/operations', { document });
    expect(listed.statusCode).toBe(200);
    const { title, operations } = listed.json();
    expect(title).toBe('Pet store');
    expect(operations.map((o: { key: string }) => o.key)).toEqual([
      'GET /pets/{petId}',
      'POST /pets',
      'POST /pets/upload',
    ]);
    expect(operations[0]).toMatchObject({ name: 'getPet', problem: null });
    expect(operations[2].problem).toBe('Its request body is not JSON.');

    const made = await as(ctx.owner, 'POST', '/api/http-tools/openapi', {
      document,
      operations: ['GET /pets/{petId}', 'POST /pets'],
      auth_header: auth,
    });
    expect(made.statusCode).toBe(201);
    const [getPet, addPet] = made.json().tools;
    expect(getPet).toMatchObject({
      name: 'getPet',
      method: 'GET',
      url: `${ctx.api.url}/v1/pets/{petId}`,
      auth_header: { name: 'X-Api-Key' },
      entry: `http:${getPet.id}`,
    });
    expect(addPet.input_schema.properties.body.required).toEqual(['name']);
    expect(made.body).not.toContain(SECRET);

    const tested = await as(ctx.owner, 'POST', `/api/http-tools/${getPet.id}/test`, {
      input: { petId: 'a/b', fields: 'name', 'X-Trace': 't1' },
    });
    expect(tested.json()).toEqual({
      ok: true,
      result: { status: 200, body: { id: 'a/b', name: 'Rex', fields: 'name' } },
    });
    const sent = ctx.api.requests.at(-1)!;
    expect(sent.path).toBe('/v1/pets/a%2Fb?fields=name');
    expect(sent.headers['x-api-key']).toBe(SECRET);
    expect(sent.headers['x-trace']).toBe('t1');

    // An agent of the owner's switches it on; its turn gets the tool and the call goes out.
    const agentId = await createKeyedAgent(ctx.t.app, ctx.owner, { tools: [addPet.entry] });
    const tools = await httpToolSource({
      db: ctx.t.app.db,
      box: ctx.t.app.toolSecrets,
      config: ctx.t.app.config,
    }).toolsFor(
      { id: agentId, ownerId: ctx.owner.userId, tools: [addPet.entry] },
      new AbortController().signal,
    );
    expect(tools.map((tool) => tool.name)).toEqual(['http_addPet']);
    expect(tools[0]!.activity({})).toEqual({
      label: 'Calling addPet',
      target: new URL(ctx.api.url).host,
    });
    const answer = await tools[0]!.execute(
      { body: { name: 'Tom' } },
      { agentId, signal: new AbortController().signal, now: new Date() },
    );
    expect(answer).toEqual({ status: 201, body: { added: { name: 'Tom' } } });
    expect(ctx.api.requests.at(-1)!.headers['x-api-key']).toBe(SECRET);
  });

  it('never fetches a $ref outside the document', async () => {
    const before = ctx.api.requests.length;
    const document = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Refs', version: '1' },
      servers: [{ url: `${ctx.api.url}/v1` }],
      paths: {
        '/pets': {
          post: {
            requestBody: {
              content: { 'application/json': { schema: { $ref: `${ctx.api.url}/schema.json` } } },
            },
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    });
    const res = await as(ctx.owner, 'POST', '/api/http-tools/openapi/operations', { document });
    expect([200, 400]).toContain(res.statusCode);
    expect(ctx.api.requests.length).toBe(before);
  });

  it.each([
    ['not YAML or JSON', '{ "openapi": "3.0.0", ', /neither valid JSON nor YAML/],
    [
      'Swagger 2',
      'swagger: "2.0"\ninfo: { title: x, version: "1" }\npaths: {}',
      /no "openapi" version/,
    ],
    [
      'an old version',
      'openapi: 2.0.0\ninfo: { title: x, version: "1" }\npaths: {}',
      /version 2\.0\.0/,
    ],
    ['not OpenAPI', 'openapi: 3.0.3\ninfo: 12\npaths: 7', /does not follow OpenAPI 3/],
    [
      'a YAML alias bomb',
      `a: &a [x,x,x,x,x,x,x,x]\n${[...'bcdefghijklm'].map((k, i) => `${k}: &${k} [${Array(8).fill(`*${'abcdefghijklm'[i]}`).join(',')}]`).join('\n')}`,
      /neither valid JSON nor YAML/,
    ],
  ])('refuses %s with a sentence', async (_what, document, message) => {
    const res = await as(ctx.owner, 'POST', '/api/http-tools/openapi/operations', { document });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_openapi');
    expect(res.json().error.message).toMatch(message);
  });

  it('refuses a document past the size limit', async () => {
    const document = `openapi: 3.0.3\n# ${'x'.repeat(600_000)}`;
    const res = await as(ctx.owner, 'POST', '/api/http-tools/openapi/operations', { document });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('an HTTP tool for one endpoint', () => {
  const endpoint = {
    name: 'add_note',
    description: 'Adds a note to a pet',
    method: 'POST',
    url: '',
    input_schema: {
      type: 'object',
      properties: { petId: { type: 'string' }, text: { type: 'string' } },
    },
  };

  it('sends the path value in the URL and the other fields as the JSON body', async () => {
    const made = await as(ctx.owner, 'POST', '/api/http-tools', {
      ...endpoint,
      url: `${ctx.api.url}/v1/pets`,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().auth_header).toBeNull();
    const tested = await as(ctx.owner, 'POST', `/api/http-tools/${made.json().id}/test`, {
      input: { text: 'Good dog' },
    });
    expect(tested.json()).toEqual({
      ok: true,
      result: { status: 201, body: { added: { text: 'Good dog' } } },
    });
  });

  it('keeps, replaces and removes the auth header without ever showing it', async () => {
    const made = await as(ctx.owner, 'POST', '/api/http-tools', {
      ...endpoint,
      name: 'get_pet_plain',
      method: 'GET',
      url: `${ctx.api.url}/v1/pets/{petId}`,
      auth_header: auth,
    });
    const { id } = made.json();
    const [row] = await ctx.t.app.db.select().from(httpTools).where(eq(httpTools.id, id));
    expect(row!.authHeaderSealed).not.toContain(SECRET);
    const change = {
      name: 'get_pet_plain',
      description: 'One pet',
      url: `${ctx.api.url}/v1/pets/{petId}`,
    };
    const kept = await as(ctx.owner, 'PUT', `/api/http-tools/${id}`, change);
    expect(kept.json().auth_header).toEqual({ name: 'X-Api-Key' });
    await as(ctx.owner, 'POST', `/api/http-tools/${id}/test`, { input: { petId: '7', text: 'q' } });
    expect(ctx.api.requests.at(-1)!.path).toBe('/v1/pets/7?text=q');
    expect(ctx.api.requests.at(-1)!.headers['x-api-key']).toBe(SECRET);
    const removed = await as(ctx.owner, 'PUT', `/api/http-tools/${id}`, {
      ...change,
      auth_header: null,
    });
    expect(removed.json().auth_header).toBeNull();
    await as(ctx.owner, 'POST', `/api/http-tools/${id}/test`, { input: { petId: '7' } });
    expect(ctx.api.requests.at(-1)!.headers['x-api-key']).toBeUndefined();
    const listed = await as(ctx.owner, 'GET', '/api/http-tools');
    expect(listed.body).not.toContain(SECRET);
  });

  it.each([
    [
      'a placeholder in the host',
      { url: 'http://{host}.example.com/x' },
      /host must be written out/,
    ],
    ['a non-web URL', { url: 'file:///etc/passwd' }, /http:\/\/ or https:\/\//],
    [
      'a path value missing from the schema',
      { url: `${'http://api.example.com'}/pets/{id}` },
      /no property for the URL's \{id\}/,
    ],
    [
      'a line break in the auth header',
      { auth_header: { name: 'X-Key', value: 'a\r\nHost: evil' } },
      /line breaks/,
    ],
    [
      'an auth header the server sets',
      { auth_header: { name: 'Host', value: 'evil' } },
      /sets the Host header itself/,
    ],
    [
      'a schema that is not an object',
      { input_schema: { type: 'string' } },
      /must describe an object/,
    ],
  ])('refuses %s', async (_what, change, message) => {
    const res = await as(ctx.owner, 'POST', '/api/http-tools', {
      ...endpoint,
      url: 'https://api.example.com/pets',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });

  it('says a name is taken with 409', async () => {
    const payload = { ...endpoint, name: 'twice', url: `${ctx.api.url}/v1/pets` };
    expect((await as(ctx.owner, 'POST', '/api/http-tools', payload)).statusCode).toBe(201);
    const again = await as(ctx.owner, 'POST', '/api/http-tools', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('name_taken');
  });
});
