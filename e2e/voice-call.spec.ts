import { expect, request, test, type Browser } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import {
  CALLER_QUESTION,
  callClosed,
  launchVoiceBrowser,
  receivedAudio,
  watchCallObjects,
} from './fixtures/voice-browser';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchVoiceBrowser();
});
test.afterAll(() => browser?.close());

// A real call: Chromium's fake microphone says the question over and over, the server hears
// it through WebRTC and Silero, answers with the offline engine and speaks with espeak-ng.
test('a visitor calls a coach from its card, hears it, talks over it and hangs up', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  for (const origin of [baseURL!, baseURL!.replace('localhost', '127.0.0.1')]) {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await watchCallObjects(page);
    await page.goto('/');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: /^Start voice call with/ }) })
      .first();
    await card.getByRole('link', { name: /^Start voice call with/ }).click();
    await expect(page).toHaveURL(/\/agents\/[^/]+\/run$/);

    const panel = page.getByRole('region', { name: 'Voice call' });
    await expect(panel.getByRole('status')).toHaveText(
      /Connecting…|Listening|You are speaking\.\.\./,
    );
    await expect(panel.getByRole('status')).toHaveText(
      /Listening|You are speaking\.\.\.|is speaking/,
      { timeout: 15_000 },
    );
    await expect(panel.getByRole('meter', { name: 'Your microphone level' })).toBeVisible();

    // What the caller said lands in the chat as their message, and the coach answers.
    const log = page.getByRole('list').filter({ hasText: CALLER_QUESTION });
    await expect(log.getByText(CALLER_QUESTION).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/You \(spoken\):/).first()).toBeAttached();
    await expect(page.getByText(/Coach \(spoken\):/).first()).toBeAttached({ timeout: 20_000 });

    // The coach's voice reaches the browser: samples with energy in the inbound audio.
    await expect
      .poll(async () => (await receivedAudio(page)).energy, { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect((await receivedAudio(page)).samples).toBeGreaterThan(16_000);

    // The fake microphone repeats the question while the coach talks: a barge-in.
    await expect(page.getByText('Interrupted: this is what you heard').first()).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole('button', { name: 'End call' }).click();
    await expect(panel).toBeHidden();
    // 3: WebSocket.CLOSED.
    await expect.poll(() => callClosed(page)).toEqual({ peer: 'closed', socket: 3 });
    await context.close();
  }
});

test('a call the server refuses says why in the spec’s words and offers Retry and End call', async ({
  baseURL,
}) => {
  // An owner's public coach that takes calls; a visitor opens its chat.
  const api = await request.newContext({ baseURL });
  const signUp = await api.post('/api/auth/sign-up/email', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { email: uniqueEmail(), password: PASSWORD, name: '' },
  });
  const token = await api.get('/api/auth/token', {
    headers: { Authorization: `Bearer ${signUp.headers()['set-auth-token']}` },
  });
  const headers = { Authorization: `Bearer ${(await token.json()).token}` };
  const coach = {
    name: 'Hiring Line',
    description: 'Answers hiring questions by phone',
    instruction: 'Help founders hire.',
    knowledge: 'Hire slowly, fire quickly.',
    status: 'active',
    mode: 'PUBLIC',
    voice_enabled: true,
  };
  const created = await api.post('/api/agents', { headers, data: coach });
  expect(created.status(), await created.text()).toBe(201);
  const agentId = (await created.json()).id as string;

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/agents/${agentId}/run`);
  await expect(page.getByRole('button', { name: 'Start voice call' })).toBeEnabled();
  // Meanwhile its owner turns calls off: the token call is refused with 409.
  const updated = await api.put(`/api/agents/${agentId}`, {
    headers,
    data: { ...coach, voice_enabled: false },
  });
  expect(updated.status(), await updated.text()).toBe(200);

  await page.getByRole('button', { name: 'Start voice call' }).click();
  const panel = page.getByRole('region', { name: 'Voice call' });
  await expect(panel.getByRole('alert')).toHaveText(
    'Authentication failed: 409 - Hiring Line does not take voice calls. Please type your message.',
  );
  await expect(panel.getByRole('status')).toHaveText('Call failed');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'End call' }).click();
  await expect(panel).toBeHidden();
  await context.close();
  await api.dispose();
});
