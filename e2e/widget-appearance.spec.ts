import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { apiHeadersOf, signUpThroughDialog } from './fixtures/accounts';

const NAME = 'Pricing Coach';

test('the owner styles the widget in the Widget tab, tries it in the preview and saves it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A new person signed up in the web app, with no name, as most are.
  await page.goto('/');
  const email = await signUpThroughDialog(page);
  const created = await page.request.post('/api/agents', {
    headers: await apiHeadersOf(page, email),
    data: {
      name: NAME,
      description: 'Helps founders price',
      instruction: 'Help founders price their product.',
      knowledge: 'Value-based pricing charges by the value a customer gets, not by cost.',
      status: 'active',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/agents/${id}/edit`);
  await page.getByRole('tab', { name: 'Widget' }).click();
  const brand = page.getByRole('textbox', { name: 'Brand colour', exact: true });
  await brand.fill('#facc15');
  await expect(page.getByText(/Black text, contrast \d+\.\d\d:1 — passes WCAG AA/)).toBeVisible();
  await brand.fill('#0f766e');
  await expect(page.getByText(/White text, contrast \d+\.\d\d:1 — passes WCAG AA/)).toBeVisible();
  await page.getByRole('radio', { name: 'Pill with a label' }).check();
  await page.getByRole('textbox', { name: /^Launcher label/ }).fill('Ask us');
  await page.getByRole('textbox', { name: 'Greeting' }).fill('Hello! Ask me about pricing.');
  await page.getByRole('textbox', { name: 'Question 1' }).fill('What should I charge?');

  // The preview is the real loader and panel, with the settings not yet saved.
  const preview = page.frameLocator('iframe[title^="Widget preview"]');
  const launcher = preview.getByRole('button', { name: `Ask us: chat with ${NAME}` });
  await expect(launcher).toBeVisible({ timeout: 15_000 });
  await expect(launcher).toHaveText('Ask us');
  await expect(launcher).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  // The launcher is fixed inside the preview's frame: bring the frame itself into view.
  await page.locator('iframe[title^="Widget preview"]').scrollIntoViewIfNeeded();
  await launcher.click();
  const panel = preview.getByRole('dialog', { name: NAME });
  await expect(panel).toContainText('Hello! Ask me about pricing.');
  await panel.getByRole('textbox', { name: `Message ${NAME}` }).fill('How should I price?');
  await panel.getByRole('textbox', { name: `Message ${NAME}` }).press('Enter');
  const log = panel.getByRole('log', { name: `Conversation with ${NAME}` });
  await expect(log.locator('.msg.coach').last()).toContainText(/pric/i, { timeout: 30_000 });

  // Enter in one of its fields saves the appearance, not the agent's form around it.
  await page.getByRole('textbox', { name: 'Question 1' }).press('Enter');
  await expect(
    page.getByText('Appearance saved: visitors see it on their next page view.'),
  ).toBeVisible();
  await expect(page.getByText('Agent updated successfully!')).toHaveCount(0);
  // What the loader on a customer's page reads: the saved look, without a new snippet.
  const look = await page.request.get(`/api/widget/look/${id}`);
  expect(await look.json()).toMatchObject({
    launcher: 'pill',
    launcher_label: 'Ask us',
    brand_color: '#0f766e',
  });

  // A pill without a label is refused with a sentence, before anything is sent.
  await page.getByRole('textbox', { name: /^Launcher label/ }).fill('');
  await expect(page.getByText('A pill launcher needs a label, such as "Ask us".')).toBeVisible();

  // The tab at a phone's width: nothing wider than the screen, and axe finds nothing serious.
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  expect(overflow).toBe(false);
  await expectNoSeriousA11yViolations(page);
});
