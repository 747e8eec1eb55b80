import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { openWidget, SITE } from '../../test/inbox-conversations';
import { multipartBody } from '../../test/multipart';

/**
 * A widget's visitors attach files only where the owner allowed them in the Widget tab: the
 * server refuses them otherwise, whatever a page's script sends.
 */
let t: TestApp;
let agentId: string;
let owner: Awaited<ReturnType<typeof signUp>>;
let restrictedKey: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t.app, { name: 'Owner' });
  agentId = await createKeyedAgent(t.app, owner);
  restrictedKey = (await createApiKey(t.app, owner, agentId, { key_type: 'restricted' }))
    .secret_key;
});
afterAll(() => t.close());

async function sendFileFromWidget() {
  const { sessionId: session, token } = await openWidget(t.app, agentId, restrictedKey);
  const { payload, headers } = multipartBody(
    { message: 'What does my price list say?', session_id: session, agent_id: agentId },
    [{ name: 'prices.txt', type: 'text/plain', data: 'Basic plan: 19 dollars a month.' }],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/chat-with-files/stream',
    payload,
    headers: { ...headers, ...bearer(token), origin: SITE },
  });
}

it('refuses a file while attachments are off, with a sentence, and reads it once they are on', async () => {
  const refused = await sendFileFromWidget();
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toMatchObject({
    code: 'files_not_accepted',
    message:
      'This chat does not take files. Paste the part you want to ask about into your message.',
  });

  const url = `/api/agents/${agentId}/widget-appearance`;
  const current = await t.app.inject({ url, headers: bearer(owner.accessToken) });
  expect(current.statusCode).toBe(200);
  const saved = await t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(owner.accessToken),
    payload: { ...current.json().appearance, attachments: true },
  });
  expect(saved.statusCode, saved.body).toBe(200);

  const answered = await sendFileFromWidget();
  expect(answered.statusCode, answered.body).toBe(200);
  expect(answered.body).toContain('event: done');
});
