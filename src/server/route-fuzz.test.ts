import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from './test/accounts';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { fuzzCases, type FuzzCase } from './test/fuzz-cases';

/**
 * Every route of the OpenAPI document, as a visitor and as a signed-in owner, fed malformed
 * JSON, wrong types, huge and deeply nested bodies, unicode and NUL, wrong content types and
 * odd parameters: no 5xx, no crash, no stack trace in a body, always the one error shape.
 * Bounded and seeded, so a failure repeats.
 */
let t: TestApp;
let owner: TestAccount;
let agentId: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { GOOGLE_API_BASE_URL: 'http://127.0.0.1:9' } });
  owner = await signUp(t.app, { name: 'Fuzz Owner' });
  const agent = await t.app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(owner.accessToken),
    payload: { name: 'Fuzz', description: 'd', instruction: 'i', knowledge: 'k' },
  });
  agentId = agent.json().id;
}, 60_000);
afterAll(() => t.close());

interface Operation {
  method: string;
  path: string;
  /** A GET event stream that stays open (a live feed): hung up once its status is known. */
  endless: boolean;
}

type Documented = { responses?: Record<string, { content?: Record<string, unknown> }> };

async function operations(): Promise<Operation[]> {
  const doc = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, Documented>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      endless: method === 'get' && Boolean(op.responses?.['200']?.content?.['text/event-stream']),
    })),
  );
}

const STACK_TRACE = /\n\s+at \S+ \(|node:internal|\/src\/server\//;

async function send(op: Operation, fuzz: FuzzCase, headers: Record<string, string>) {
  const hangUp = new AbortController();
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: fuzz.url(op.path, agentId),
    headers: { ...headers, ...fuzz.headers },
    ...(fuzz.body !== undefined && op.method !== 'GET' ? { payload: fuzz.body } : {}),
    ...(op.endless ? { payloadAsStream: true, signal: hangUp.signal } : {}),
  });
  if (!op.endless) return res;
  // A refusal ends at once and is read whole; an accepted live feed is hung up unread.
  const body = res.statusCode >= 400 ? await text(res.stream()) : '';
  hangUp.abort();
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) };
}

describe('every route survives malformed input', () => {
  it('answers no 5xx and no stack trace, in the one error shape', async () => {
    const failures: string[] = [];
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(50);
    for (const op of ops) {
      for (const [who, headers] of [
        ['visitor', {}],
        ['owner', bearer(owner.accessToken)],
      ] as const) {
        for (const fuzz of fuzzCases(`${op.method} ${op.path}`)) {
          const res = await send(op, fuzz, headers);
          const where = `${who} ${op.method} ${op.path} [${fuzz.name}] → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
          if (STACK_TRACE.test(res.body)) failures.push(`${where}: stack trace in the body`);
          const json = res.headers['content-type']?.toString().includes('application/json');
          if (res.statusCode >= 400 && json && !/^\/api\/auth\//.test(op.path)) {
            const error = (res.json() as { error?: { message?: unknown } }).error;
            if (typeof error?.message !== 'string') failures.push(`${where}: not the error shape`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
