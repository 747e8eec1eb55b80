import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';

const search = (page: Page) => page.getByLabel('Search help articles');

test('a visitor finds an article by a word of its body, reads it, follows a related one and returns', async ({
  page,
}) => {
  await page.goto('/help');
  // "headset" is in the voice article's body only: not in any title or summary.
  await search(page).focus();
  await page.keyboard.type('headset');
  await expect(page.getByText('1 article matches “headset”.')).toBeVisible();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.locator('mark', { hasText: /^headset$/i })).toBeVisible();
  await expect(results).toContainText(/Matching passage: .*headset/i);
  await expect(page).toHaveURL(/\/help\?q=headset$/);

  // From the search box to the article by keyboard.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Setting up voice chat' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/help\/voice-setup$/);
  const title = page.getByRole('heading', { level: 1, name: 'Setting up voice chat' });
  await expect(title).toBeFocused();
  await expect(page).toHaveTitle(/Setting up voice chat/);
  await expect(page.getByText('Getting Started', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Interrupting the coach' }),
  ).toBeVisible();
  await expect(page.getByText(/a real-time voice call in your browser/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
  await expect(page.getByText(/\d[\d,]* views?\b/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A related article of the same category.
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('link')).toHaveCount(3);
  await related.getByRole('link', { name: 'Start your first coaching conversation' }).click();
  await expect(page).toHaveURL(/\/help\/first-conversation$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start your first coaching conversation' }),
  ).toBeFocused();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Keep what you learned' }),
  ).toBeVisible();

  // Back in the browser, then back to the results by the page's own link.
  await page.goBack();
  await expect(title).toBeVisible();
  await page.getByRole('link', { name: 'Back to search results' }).click();
  await expect(page).toHaveURL(/\/help\?q=headset$/);
  await expect(search(page)).toHaveValue('headset');
  await expect(page.getByRole('link', { name: 'Setting up voice chat' })).toBeFocused();
});

test('a search with no match says so and offers support; the address keeps the search', async ({
  page,
}) => {
  await page.goto('/help?q=quantum%20teleportation');
  await expect(search(page)).toHaveValue('quantum teleportation');
  await expect(page.getByText('No articles match “quantum teleportation”.')).toBeVisible();
  await page.getByRole('link', { name: 'write to our support team' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('an unknown article says it does not exist and leads back to Help', async ({ page }) => {
  await page.goto('/help/no-such-article');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This article does not exist' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to the Help Center' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
});

test('on a 360 px phone the help center and an article with a table fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Start here' })).toBeVisible();
  await search(page).fill('quote');
  await page.getByRole('link', { name: 'Comparing the Free, Pro and Enterprise plans' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comparing the Free, Pro and Enterprise plans' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Voice minutes per day');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to search results' }).click();
  await expect(search(page)).toHaveValue('quote');
});
