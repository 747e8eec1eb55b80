import { expect, request, test, type Browser } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts';
import {
  CALLER_QUESTION,
  callClosed,
  launchVoiceBrowser,
  receivedAudio,
  watchCallObjects,
} from './fixtures/voice-browser';
import { startWidgetHost } from './fixtures/widget-host';

const NAME = 'Hiring Helper';
let browser: Browser;
let host: Awaited<ReturnType<typeof startWidgetHost>>;

/** An owner's coach that takes calls, and a widget key for one customer site. */
test.beforeAll(async ({ baseURL }) => {
  browser = await launchVoiceBrowser();
  const appOrigin = new URL(baseURL!).origin;
  const api = await request.newContext({ baseURL: appOrigin });
  const { headers } = await signUpThroughApi(api, { origin: appOrigin });
  const agent = await api.post('/api/agents', {
    headers,
    data: {
      name: 'Hiring Coach',
      description: 'Helps founders hire',
      instruction: 'Help founders hire their first team.',
      knowledge:
        'Your first customers come from the people who already feel the problem: list twenty, call five this week.',
      status: 'active',
      voice_enabled: true,
      languages: ['en', 'pt'],
      primary_language: 'en',
      widget_display_name: NAME,
    },
  });
  expect(agent.status(), await agent.text()).toBe(201);
  const agentId = (await agent.json()).id as string;
  const snippet = { appOrigin, agentId, key: '', name: NAME, position: 'bottom-right' };
  host = await startWidgetHost(snippet);
  const key = await api.post(`/api/auth/api-keys/${agentId}`, {
    headers,
    data: { name: 'Acme shop', key_type: 'restricted', allowed_domains: [host.origin] },
  });
  expect(key.status(), await key.text()).toBe(201);
  snippet.key = (await key.json()).secret_key;
  await api.dispose();
});
test.afterAll(async () => {
  await host?.close();
  await browser?.close();
});

test('a visitor calls the coach from the widget on a strict-CSP site', async () => {
  test.setTimeout(60_000);
  // A Brazilian visitor: the panel speaks Portuguese, and the call is offered in Portuguese,
  // one of the coach's languages.
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await watchCallObjects(page);
  await page.goto(host.url);
  await page.getByRole('button', { name: `Chat with ${NAME}` }).click();
  const panel = page.getByRole('dialog', { name: NAME });
  const callButton = panel.getByRole('button', {
    name: `Iniciar uma chamada de voz com ${NAME}`,
  });
  await callButton.click();

  // The call waits for the visitor's press, in the language shown.
  const call = panel.getByRole('region', { name: 'Chamada de voz' });
  await expect(call.getByRole('status')).toHaveText(`Ligar ${NAME}`);
  await expect(call.getByLabel('Idioma')).toHaveValue('pt');
  expect(await page.evaluate(() => (window as unknown as { peers: unknown[] }).peers.length)).toBe(
    0,
  );
  await call.getByRole('button', { name: 'Iniciar chamada' }).click();
  await expect(call.getByRole('status')).toHaveText(/Ouvindo|Você está falando|está falando/, {
    timeout: 15_000,
  });
  const log = panel.getByRole('log');
  await expect(log).toContainText(CALLER_QUESTION, { timeout: 20_000 });
  await expect(log.locator('.msg.coach')).not.toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await receivedAudio(page)).energy, { timeout: 20_000 })
    .toBeGreaterThan(0);
  // The fake microphone asks again while the coach talks: the reply is cut and marked.
  await expect(log).toContainText('(interrupted)', { timeout: 30_000 });
  await expect(log).not.toContainText('_(interrupted)_');
  // The chosen language is said during the call; it is no longer a choice.
  await expect(call).toContainText('Portuguese');
  await expect(call.getByLabel('Idioma')).toHaveCount(0);
  // The level of the visitor's microphone is shown while the call is live.
  await expect(call.getByRole('meter', { name: 'Nível do seu microfone' })).toBeVisible();
  expect(
    await page.evaluate(() =>
      (window as unknown as { sockets: WebSocket[] }).sockets.map((socket) => socket.url),
    ),
  ).toContainEqual(expect.stringContaining('&language=pt'));

  await call.getByRole('button', { name: 'Encerrar chamada' }).click();
  await expect(call).toBeHidden();
  await expect(callButton).toBeFocused();
  // 3: WebSocket.CLOSED.
  await expect.poll(() => callClosed(page)).toEqual({ peer: 'closed', socket: 3 });
  expect(violations).toEqual([]);
  await context.close();
});
