import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
let operator: TestAccount;
let founder: TestAccount;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  operator = await signUp(t.app);
  founder = await signUp(t.app, { name: 'Rita' });
});
afterAll(() => t.close());

const asOperator = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: bearer(operator.accessToken),
    ...(payload && { payload }),
  });

it('shows a "Contact us" request sent signed in with its account and plan, newest first', async () => {
  // The signed-out contact form, then the Billing page's "Contact us" while signed in.
  const signedOut = await t.app.inject({
    method: 'POST',
    url: '/api/request-quote',
    payload: {
      name: 'Jo',
      email: 'jo@example.com',
      company: 'Jo Lda',
      plan: 'enterprise',
      message: 'How much for 40 seats?',
    },
  });
  expect(signedOut.statusCode).toBe(201);
  const upgrade = await t.app.inject({
    method: 'POST',
    url: '/api/request-info',
    headers: bearer(founder.accessToken),
    payload: {
      name: 'Rita',
      email: 'rita.work@example.com',
      category: 'billing',
      subject: 'Pro plan',
      message: 'I would like the Pro plan.',
    },
  });
  expect(upgrade.statusCode).toBe(201);

  const res = await asOperator('/api/admin/requests');
  expect(res.statusCode).toBe(200);
  const { requests } = res.json();
  expect(requests).toHaveLength(2);
  expect(requests[0]).toMatchObject({
    id: upgrade.json().id,
    kind: 'info',
    category: 'billing',
    subject: 'Pro plan',
    status: 'new',
    account: { id: founder.userId, email: founder.email, plan: { id: 'free', name: 'Free' } },
  });
  expect(requests[1]).toMatchObject({ kind: 'quote', plan: 'enterprise', account: null });
});

it('marks a request answered, filters by status, and logs the change', async () => {
  const [newest] = (await asOperator('/api/admin/requests')).json().requests;
  const marked = await asOperator(`/api/admin/requests/${newest.id}/status`, {
    status: 'answered',
  });
  expect(marked.json()).toEqual({ id: newest.id, status: 'answered' });
  const answered = (await asOperator('/api/admin/requests?status=answered')).json().requests;
  expect(answered.map((r: { id: string }) => r.id)).toEqual([newest.id]);
  const fresh = (await asOperator('/api/admin/requests?status=new')).json().requests;
  expect(fresh).toHaveLength(1);
  const [entry] = (await asOperator('/api/admin/log')).json().entries;
  expect(entry).toMatchObject({
    actor: operator.email,
    action: 'request-status',
    detail: { request: newest.id, status: 'answered' },
  });
});

it('refuses a malformed id, an unknown one and an unknown status in sentences', async () => {
  const malformed = await asOperator('/api/admin/requests/42/status', { status: 'new' });
  expect(malformed.statusCode).toBe(400);
  const unknownId = '00000000-0000-4000-8000-000000000000';
  const unknown = await asOperator(`/api/admin/requests/${unknownId}/status`, { status: 'new' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().error.message).toBe(
    `No request has the id ${unknownId}; reload the list of requests.`,
  );
  const status = await asOperator('/api/admin/requests?status=closed');
  expect(status.statusCode).toBe(400);
  expect(typeof status.json().error.message).toBe('string');
});
