import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';

test('a visitor browses the coaches and opens a chat', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);

  // Other journeys publish agents of their own into the same catalogue: take a seeded coach.
  const first = cards.filter({ hasText: 'Created by CoachForge Team' }).first();
  const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await expect(first).toContainText(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(first).toContainText(/Updated [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  // Seeded coaches are read-only: no Edit action.
  await expect(first.getByRole('link', { name: /^Edit/ })).toHaveCount(0);

  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Agent' })).toBeVisible();
  await expect(page.getByText('Sign in to create your own coaches')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await first.getByRole('link', { name: `Chat with ${name}` }).click();
  await expect(page).toHaveURL(/\/agents\/[0-9a-f-]{36}\/run$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome! I'm ${name}.` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Back to Agents' }).click();
  await expect(page).toHaveURL(/\/agents$/);
});

test('the catalogue is usable by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const firstChat = page.getByRole('link', { name: /^Chat with / }).first();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await firstChat.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(firstChat).toBeFocused();
  const outline = await firstChat.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/run$/);
});

test('the catalogue fits a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Nothing to see here!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('account screens ask visitors to sign in', async ({ page }) => {
  const screens = {
    '/billing': 'Please sign in to see your billing.',
    '/invoices': 'Please sign in to see your invoices.',
  };
  for (const [path, sentence] of Object.entries(screens)) {
    await page.goto(path);
    await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  }
});

test('an empty catalogue invites the visitor to create the first agent', async ({ page }) => {
  await page.route('**/api/agents?*', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  await expect(page.getByText('No agents found')).toBeVisible();
  await page.getByRole('link', { name: 'Create Your First Agent' }).click();
  await expect(page).toHaveURL(/\/agents\/create$/);
});

test('a failing catalogue shows the server message', async ({ page }) => {
  await page.route('**/api/agents?*', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'service_unavailable', message: 'Database is down' } },
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText('Error: Database is down', { timeout: 15_000 });
});
