import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SESSION_TIMEOUTS } from '../../shared/api-key-constants';
import { buildTestApp, type TestApp } from '../test/build-test-app';

type Schema = { properties?: Record<string, Schema>; [keyword: string]: unknown };
type Response = { content?: Record<string, { schema: Schema }> };
type Operation = {
  responses: Record<string, Response>;
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  doc = (await t.app.inject('/api/docs/json')).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

describe('the OpenAPI document', () => {
  it('documents every error body as JSON in the error shape', () => {
    const wrong = operations().flatMap(({ name, op }) =>
      Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400 && !name.endsWith(' /api/health'))
        .filter(([, response]) => {
          const types = Object.keys(response.content ?? {});
          const error = response.content?.['application/json']?.schema.properties?.error;
          return types.join() !== 'application/json' || !error?.properties?.message;
        })
        .map(([status]) => `${name} ${status}`),
    );
    expect(wrong).toEqual([]);
  });

  it.each([
    ['post', '/api/chat/stream', 'text/event-stream'],
    ['post', '/api/chat-with-files/stream', 'text/event-stream'],
    ['post', '/api/wizard-sessions/{session_id}/chat/stream', 'text/event-stream'],
    ['post', '/api/wizard-sessions/{session_id}/plan/stream', 'text/event-stream'],
    ['get', '/api/invoices/{id}/pdf', 'application/pdf'],
    ['get', '/api/wizard-sessions/{session_id}/plan.pdf', 'application/pdf'],
    ['get', '/api/wizard-sessions/{session_id}/plan.md', 'text/markdown'],
  ])('documents %s %s answering %s on success', (method, path, type) => {
    const ok = doc.paths[path]![method]!.responses['200'];
    expect(Object.keys(ok?.content ?? {})).toEqual([type]);
  });

  it("documents session_timeout_seconds' choices where it is sent, and no input rules where it is answered", () => {
    const create = doc.paths['/api/auth/api-keys/{agent_id}']!.post!;
    const update = doc.paths['/api/auth/api-keys/{agent_id}/{key_id}']!.put!;
    for (const op of [create, update]) {
      const input = op.requestBody!.content['application/json']!.schema;
      expect(input.properties!.session_timeout_seconds!.enum).toEqual([
        ...API_KEY_SESSION_TIMEOUTS,
      ]);
    }
    const answered =
      create.responses['201']!.content!['application/json']!.schema.properties!
        .session_timeout_seconds!;
    expect(answered).not.toHaveProperty('default');
    expect(answered).not.toHaveProperty('enum');
  });
});
