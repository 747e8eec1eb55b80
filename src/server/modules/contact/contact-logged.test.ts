import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  // No mail server: buildTestApp would otherwise give the app one.
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', SMTP_URL: '' } });
});
afterAll(() => t.close());

it('without SMTP_URL, stores the request and records that it was logged', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/request-info',
    payload: { name: 'Bo', email: 'bo@example.com', subject: 'Hi', message: 'Hello there' },
  });
  expect(res.statusCode).toBe(201);
  await t.app.contactOutbox.idle();
  const [row] = await t.database.db
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.id, res.json().id));
  // No category given: the form's default applies.
  expect(row).toMatchObject({ category: 'general', deliveryStatus: 'logged', deliveryAttempts: 1 });
});
