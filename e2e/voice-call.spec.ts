import { expect, request, test, type Browser } from '@playwright/test';
import { PASSWORD, signUpThroughApi } from './fixtures/accounts';
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

/** A founder's account made through the API, and the bearer headers it calls the API with. */
async function founder(baseURL: string) {
  const api = await request.newContext({ baseURL });
  const { email, headers } = await signUpThroughApi(api, { origin: new URL(baseURL).origin });
  return { api, email, headers };
}

// A real call: Chromium's fake microphone says the question over and over, the server hears
// it through WebRTC and Silero, answers with the offline engine and speaks with espeak-ng.
test('a visitor calls a founder’s coach from its card, hears it, talks over it and hangs up', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A founder's public coach: the visitor's call spends its owner's voice minutes.
  const { api, headers } = await founder(baseURL!);
  const name = `Phone Coach ${Date.now()}`;
  const created = await api.post('/api/agents', {
    headers,
    data: {
      name,
      description: 'Answers founders by phone',
      instruction: 'Help founders find customers.',
      knowledge: 'Talk to the people who feel the problem first.',
      status: 'active',
      mode: 'PUBLIC',
      voice_enabled: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await api.dispose();
  // The second time on a phone's width.
  for (const origin of [baseURL!, baseURL!.replace('localhost', '127.0.0.1')]) {
    const phone = origin !== baseURL;
    const context = await browser.newContext({
      baseURL: origin,
      ...(phone ? { viewport: { width: 360, height: 740 } } : {}),
    });
    const page = await context.newPage();
    await watchCallObjects(page);
    await page.goto('/');
    await page.getByRole('link', { name: `Start voice call with ${name}` }).click();
    await expect(page).toHaveURL(/\/agents\/[^/]+\/run$/);

    // The card opens the call panel; only the visitor's press starts the call.
    const panel = page.getByRole('region', { name: 'Voice call' });
    await expect(panel.getByRole('status')).toHaveText(`Call ${name}`);
    await expect(panel.getByLabel('Language')).toHaveValue('en');
    await expect(panel.getByRole('button', { name: 'Start call' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    expect(
      await page.evaluate(() => (window as unknown as { peers: unknown[] }).peers.length),
    ).toBe(0);
    if (phone) {
      // A conversation longer than the screen before the call: the page scrolls.
      const input = page.getByRole('textbox', { name: 'Your message' });
      for (const question of ['Who are my first customers?', 'Where do I find them?']) {
        await input.fill(question);
        await input.press('Enter');
        await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
        await expect(input).toBeEnabled({ timeout: 15_000 });
      }
    }
    await panel.getByRole('button', { name: 'Start call' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      /Connecting…|Listening|You are speaking\.\.\./,
    );
    await expect(panel.getByRole('status')).toHaveText(
      /Listening|You are speaking\.\.\.|is speaking/,
      { timeout: 15_000 },
    );
    await expect(panel.getByRole('meter', { name: 'Your microphone level' })).toBeVisible();
    await expect(panel).toContainText('Language: English');
    // No second call can be started while this one runs.
    await expect(page.getByRole('button', { name: 'Voice call' })).toHaveCount(0);

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
    // Reading back up the conversation, the call and its End call stay in view.
    const scrollable = await page.evaluate(() => document.body.scrollHeight > innerHeight + 400);
    expect(scrollable || !phone).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(panel.getByRole('button', { name: 'End call' })).toBeInViewport({ ratio: 1 });

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
  const { api, headers } = await founder(baseURL!);
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
  await expect(page.getByRole('button', { name: 'Voice call' })).toBeEnabled();
  // Meanwhile its owner turns calls off: the token call is refused with 409.
  const updated = await api.put(`/api/agents/${agentId}`, {
    headers,
    data: { ...coach, voice_enabled: false },
  });
  expect(updated.status(), await updated.text()).toBe(200);

  await page.getByRole('button', { name: 'Voice call' }).click();
  const panel = page.getByRole('region', { name: 'Voice call' });
  await panel.getByRole('button', { name: 'Start call' }).click();
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

test('a visitor calling a platform coach is asked to sign in, and once in, the call starts', async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  // The platform's own coaches have no owner to pay for a visitor's call.
  const { api, email } = await founder(baseURL!);
  type Listed = { id: string; read_only: number; voice_enabled: boolean };
  let coach: Listed | undefined;
  // The seeded coaches are the oldest: page through what other journeys made since.
  for (let skip = 0; !coach; skip += 100) {
    const page = (await (await api.get(`/api/agents?limit=100&skip=${skip}`)).json()) as Listed[];
    if (page.length === 0) break;
    coach = page.find((agent) => agent.read_only === 1 && agent.voice_enabled);
  }
  await api.dispose();
  expect(coach).toBeDefined();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/agents/${coach!.id}/run`);
  await page.getByRole('button', { name: 'Voice call' }).click();
  const panel = page.getByRole('region', { name: 'Voice call' });
  await panel.getByRole('button', { name: 'Start call' }).click();
  await expect(panel.getByRole('status')).toHaveText('Sign in to call');
  await expect(panel).toContainText(
    "Sign in to call this coach: calls use your plan's voice minutes.",
  );
  await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  // Signed in, the panel is ready again; the call, paid from the person's own plan, starts
  // when they press Start call.
  const call = page.getByRole('region', { name: 'Voice call' });
  await call.getByRole('button', { name: 'Start call' }).click();
  await expect(call.getByRole('status')).toHaveText(
    /Listening|You are speaking\.\.\.|is speaking/,
    {
      timeout: 20_000,
    },
  );
  await call.getByRole('button', { name: 'End call' }).click();
  await expect(call).toBeHidden();
  await context.close();
});
