import { expect, request, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { startWidgetHost } from './fixtures/widget-host';

const NAME = 'Pricing Helper';
const GREETING = 'Hi! I help founders **price** their product.';
const QUESTION = 'How should I price my software?';
const REASON = 'I wanted numbers for my shop';

/**
 * The panel as a visitor on a phone uses it (issue 33 §2): on a customer's page of another
 * origin, 360 px wide, the agent's greeting and suggested questions; a tapped question gets a
 * reply with its time; a thumbs down with a reason reaches the owner's store; Start over gives
 * a new, empty conversation with the greeting again; Escape closes the panel.
 */
test('a visitor is greeted, asks a suggested question, rates the reply down and starts over', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const appOrigin = new URL(baseURL ?? '').origin;
  const owner = await request.newContext({ baseURL: appOrigin });
  const { headers } = await signUpThroughApi(owner, { origin: appOrigin });
  const created = await owner.post('/api/agents', {
    headers,
    data: {
      name: 'Pricing Coach',
      description: 'Helps founders price',
      instruction: 'Answer pricing questions plainly.',
      knowledge: 'Value-based pricing usually beats cost-plus pricing for software.',
      status: 'active',
      widget_display_name: NAME,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const agentId = (await created.json()).id as string;
  const look = await owner.put(`/api/agents/${agentId}/widget-appearance`, {
    headers,
    data: {
      brand_color: '#0f766e',
      launcher: 'icon',
      launcher_label: '',
      theme: 'light',
      offset_x: 20,
      offset_y: 20,
      greeting: GREETING,
      suggestions: [QUESTION, 'What is cost-plus pricing?'],
      privacy_url: 'https://acme.example/privacy',
      show_powered_by: true,
      avatar: 'agent-icon',
      attachments: true,
    },
  });
  expect(look.status(), await look.text()).toBe(200);
  const snippet = { appOrigin, agentId, key: '', name: NAME, position: 'bottom-right' };
  const site = await startWidgetHost(snippet);
  try {
    const key = await owner.post(`/api/auth/api-keys/${agentId}`, {
      headers,
      data: { name: 'Acme shop', key_type: 'restricted', allowed_domains: [site.origin] },
    });
    expect(key.status(), await key.text()).toBe(201);
    snippet.key = (await key.json()).secret_key as string;

    const visitor = await browser.newContext({
      viewport: { width: 360, height: 740 },
      locale: 'en-US',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await visitor.newPage();
    await page.goto(site.url);
    const launcher = page.getByRole('button', { name: `Chat with ${NAME}` });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: NAME });
    const log = panel.getByRole('log', { name: `Conversation with ${NAME}` });
    await expect(log).toContainText('Hi! I help founders price their product.');
    await expect(log.locator('strong')).toHaveText('price');
    const suggestions = panel.getByRole('list', { name: 'Suggested questions' });
    await expect(suggestions.getByRole('button')).toHaveCount(2);
    await expect(panel.getByRole('link', { name: /Privacy/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(panel).toContainText('Powered by CoachForge');
    await expect(panel.getByRole('button', { name: 'Attach TXT or PDF files' })).toBeVisible();
    // The panel fills the phone's width, nothing sideways.
    expect(await panel.evaluate((node) => node.getBoundingClientRect().width)).toBe(360);
    await expectNoSeriousA11yViolations(page);

    await suggestions.getByRole('button', { name: QUESTION }).click();
    await expect(log.locator('.msg.user')).toContainText(QUESTION);
    const reply = log.locator('.msg.coach').last();
    await expect(reply).toContainText('Value-based pricing', { timeout: 20_000 });
    await expect(suggestions).toHaveCount(0);
    await expect(reply.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await reply.getByRole('button', { name: 'Copy this reply' }).click();
    await expect(reply.getByRole('button', { name: 'Copy this reply' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Value-based');

    // Thumbs down asks why, by keyboard as well as by pointer.
    await reply.getByRole('button', { name: 'Not helpful' }).click();
    const why = reply.getByRole('textbox', { name: 'What was wrong with this reply?' });
    await expect(why).toBeFocused();
    await why.fill(REASON);
    await why.press('Enter');
    await expect(reply.getByRole('status')).toHaveText('Thank you for your feedback.');
    await expect(reply.getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSeriousA11yViolations(page);

    // The owner's store has the rating with its reason, as the app's ratings are kept.
    const exported = await owner.get(
      `/api/inbox/export?format=json&agent_id=${agentId}&channel=widget`,
      { headers },
    );
    expect(exported.status(), await exported.text()).toBe(200);
    const rows = (await exported.json()) as Array<{
      role: string;
      session_id: string;
      feedback: string | null;
      feedback_reason: string | null;
    }>;
    const rated = rows.find((row) => row.role === 'coach');
    expect(rated).toMatchObject({ feedback: 'negative', feedback_reason: REASON });

    // Start over: a new conversation, empty but for the greeting, its questions offered again.
    await panel.getByRole('button', { name: 'Start over' }).click();
    await expect(log.locator('.msg.user')).toHaveCount(0);
    await expect(log).toContainText('Hi! I help founders price their product.');
    await expect(suggestions.getByRole('button')).toHaveCount(2);
    const message = panel.getByRole('textbox', { name: `Message ${NAME}` });
    await expect(message).toBeFocused();
    // A TXT file goes with the question, as the app sends files (the agent allows them).
    await panel.locator('input[type=file]').setInputFiles({
      name: 'my-prices.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Starter plan: 9 dollars a month. Team plan: 29 dollars a month.'),
    });
    await expect(panel.getByRole('button', { name: 'Remove my-prices.txt' })).toBeVisible();
    await message.fill('What is cost-plus pricing?');
    await message.press('Enter');
    await expect(log.locator('.msg.user').last()).toContainText('my-prices.txt');
    await expect(log.locator('.msg.coach').last()).toContainText(/pricing/i, { timeout: 20_000 });
    await expect(panel.getByRole('button', { name: 'Remove my-prices.txt' })).toHaveCount(0);
    // Two conversations now, each under its own session id.
    const sessionIds = async () => {
      const answer = await owner.get(
        `/api/inbox/export?format=json&agent_id=${agentId}&channel=widget`,
        { headers },
      );
      return new Set(((await answer.json()) as typeof rows).map((row) => row.session_id)).size;
    };
    await expect.poll(sessionIds).toBe(2);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await visitor.close();
  } finally {
    await site.close();
    await owner.dispose();
  }
});
