import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts';
import { watchPageNoise } from './fixtures/page-noise';
import { startWidgetHost } from './fixtures/widget-host';

const NAME = 'Pricing Help';
/** What a visitor reads when the chat is refused for a reason only the site's owner can fix. */
const NOT_AVAILABLE = 'This chat is not available right now. Please try again later.';
let api: APIRequestContext;
let appOrigin: string;
let agentId: string;
let allowedHost: Awaited<ReturnType<typeof startWidgetHost>>;
let refusedHost: Awaited<ReturnType<typeof startWidgetHost>>;
let busyHost: Awaited<ReturnType<typeof startWidgetHost>>;

/** A person, an active agent and a public key made through the API, as an owner would. */
async function ownerWithAgent() {
  const { headers } = await signUpThroughApi(api, { origin: appOrigin });
  const agent = await api.post('/api/agents', {
    headers,
    data: {
      name: 'Pricing Coach',
      description: 'Helps founders price',
      instruction: 'Help founders price their product.',
      knowledge: 'Value-based pricing charges by the value a customer gets, not by cost.',
      status: 'active',
      widget_display_name: NAME,
    },
  });
  expect(agent.status(), await agent.text()).toBe(201);
  return { headers, agentId: (await agent.json()).id as string };
}

async function keyFor(headers: Record<string, string>, allowedDomains: string[], perHour = 100) {
  const key = await api.post(`/api/auth/api-keys/${agentId}`, {
    headers,
    data: {
      name: 'Acme shop',
      key_type: 'restricted',
      allowed_domains: allowedDomains,
      rate_limit_per_hour: perHour,
    },
  });
  expect(key.status(), await key.text()).toBe(201);
  return (await key.json()).secret_key as string;
}

test.beforeAll(async ({ baseURL }) => {
  appOrigin = new URL(baseURL ?? '').origin;
  api = await request.newContext({ baseURL: appOrigin });
  const owner = await ownerWithAgent();
  agentId = owner.agentId;
  const snippet = { appOrigin, agentId, key: '', name: NAME, position: 'bottom-left' };
  allowedHost = await startWidgetHost(snippet);
  refusedHost = await startWidgetHost(snippet);
  // The key's domains name one site's origin; the other site differs only by its port.
  snippet.key = await keyFor(owner.headers, [allowedHost.origin]);
  // A site whose key allows one request an hour: opening the chat spends it.
  const busy = { ...snippet, key: '' };
  busyHost = await startWidgetHost(busy);
  busy.key = await keyFor(owner.headers, [busyHost.origin], 1);
});
test.afterAll(async () => {
  await allowedHost?.close();
  await refusedHost?.close();
  await busyHost?.close();
  await api?.dispose();
});

/** Content Security Policy reports: the widget must need nothing beyond the app's origin. */
function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('a visitor chats with the widget on a strict-CSP site and keeps the chat on reload', async ({
  page,
}) => {
  const violations = watchCsp(page);
  const noise = watchPageNoise(page);
  const historyReads: string[] = [];
  page.on('request', (request) => {
    // The conversation's read, not its live events (followed once it exists, issue 33 §5).
    if (/\/api\/conversations\/[^/?]+(\?|$)/.test(request.url()))
      historyReads.push(request.method());
  });
  await page.goto(allowedHost.url);
  const launcher = page.getByRole('button', { name: `Chat with ${NAME}` });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: NAME });
  await expect(panel).toBeVisible();
  const box = panel.getByRole('textbox', { name: `Message ${NAME}` });
  await expect(box).toBeFocused();
  await box.fill('How should I price my product?');
  await box.press('Enter');

  const log = panel.getByRole('log');
  await expect(log).toContainText('How should I price my product?');
  await expect(log).toContainText('Value-based pricing charges by the value', { timeout: 15_000 });
  // A first visit has no history to read: no failing request, nothing red in the site's console.
  expect(historyReads).toEqual([]);
  expect(noise.take()).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();

  // The session id lives in the page's sessionStorage: a reload continues the conversation.
  await page.reload();
  await page.getByRole('button', { name: `Chat with ${NAME}` }).click();
  await expect(page.getByRole('log')).toContainText('Value-based pricing charges by the value');
  expect(historyReads).toEqual(['GET']);
  expect(noise.take()).toEqual([]);
  expect(violations).toEqual([]);
});

test("the coach introduces itself by the widget's name, not the agent's own", async ({ page }) => {
  await page.goto(allowedHost.url);
  await page.getByRole('button', { name: `Chat with ${NAME}` }).click();
  const panel = page.getByRole('dialog', { name: NAME });
  await panel
    .getByRole('textbox', { name: `Message ${NAME}` })
    .fill('What is the best recipe for sourdough bread?');
  await panel.getByRole('button', { name: 'Send' }).click();
  const log = panel.getByRole('log');
  await expect(log).toContainText(`outside what I cover as ${NAME}`, { timeout: 15_000 });
  await expect(log).not.toContainText('Pricing Coach');
});

test('on a site the key does not allow, the visitor reads a neutral sentence', async ({ page }) => {
  await page.goto(refusedHost.url);
  await page.getByRole('button', { name: `Chat with ${NAME}` }).click();
  const alert = page.getByRole('dialog', { name: NAME }).getByRole('alert');
  // The owner's fix ("add it to the key's allowed domains") is for the owner, not the visitor.
  await expect(alert).toHaveText(NOT_AVAILABLE);
});

test("when the site's key is at its hourly limit, the visitor reads a neutral sentence", async ({
  page,
}) => {
  await page.goto(busyHost.url);
  await page.getByRole('button', { name: `Chat with ${NAME}` }).click();
  const panel = page.getByRole('dialog', { name: NAME });
  await panel.getByRole('textbox', { name: `Message ${NAME}` }).fill('How should I price?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('alert')).toHaveText(NOT_AVAILABLE);
  await expect(panel.getByRole('log')).not.toContainText('requests per hour');
});

test('the launcher fits a 360 px phone and the panel fills the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(allowedHost.url);
  await page.getByRole('button', { name: `Chat with ${NAME}` }).click();
  const panel = page.getByRole('dialog', { name: NAME });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBe(360);
  expect(box?.height).toBe(640);
  // No autofocus on phones: the keyboard would cover the chat.
  await expect(panel.getByRole('textbox')).not.toBeFocused();
});
