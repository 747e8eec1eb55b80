import { expect, test } from '@playwright/test';
import { signUpThroughDialog } from './fixtures/accounts';

const TABS = ['Information', 'Tools', 'Voice', 'Widget', 'API Keys'];

test('on a 360 px phone every builder tab is on screen, API Keys too, by touch and by keys', async ({
  page,
}) => {
  await page.goto('/');
  await signUpThroughDialog(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/agents/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Agent' })).toBeVisible();
  for (const name of TABS) {
    await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  }
  await page.getByRole('tab', { name: 'API Keys' }).click();
  await expect(page.getByRole('tabpanel', { name: 'API Keys' })).toContainText(
    'Create Agent First',
  );
  // Keys: one tab stop, arrows move along the tabs and open them.
  await page.getByRole('tab', { name: 'API Keys' }).focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Information' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'API Keys' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'API Keys' })).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
