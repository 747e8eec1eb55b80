import { expect, test, type Page } from '@playwright/test';

/** The provider's own development login as Grace, then its consent screen. */
async function signInAtProvider(popup: Page) {
  await popup.locator('input[name="login"]').fill('grace');
  await popup.locator('input[name="password"]').fill('anything');
  await popup.locator('button[type="submit"]').click();
  await popup.locator('button[type="submit"]').click();
}

test('a visitor signs in with the OpenID provider in a 500×600 popup', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });

  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Acme SSO' }).click();
  const popup = await popupOpened;
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([500, 600]);

  await signInAtProvider(popup);

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Grace Oidc|grace@oidc\.test/ })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue('grace@oidc.test');
});

test('closing the popup says so in words', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Acme SSO' }).click();
  await (await popupOpened).close();
  await expect(dialog.getByRole('alert')).toContainText(
    'Failed to sign in: The sign-in window was closed before signing in finished.',
  );
});

test('a blocked popup says so in words', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('button', { name: 'Continue with Acme SSO' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Failed to sign in:');
  await expect(dialog.getByRole('alert')).toContainText(/block/i);
});

test('a page on another address is told it may not sign in from there', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/auth/providers', (route) =>
    route.fulfill({
      json: {
        providers: [{ id: 'oidc', name: 'Acme SSO' }],
        trusted_origins: ['https://app.example'],
      },
    }),
  );
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('button', { name: 'Continue with Acme SSO' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Failed to sign in: Signing in is not allowed from this web address.',
  );
});

/** The page's address on another loopback name: a second origin served by the same server. */
const otherOrigin = (baseURL: string | undefined) =>
  new URL(baseURL ?? '').origin.replace('localhost', '127.0.0.1');

test('the popup runs on the auth origin and believes only its completion page', async ({
  page,
  baseURL,
}) => {
  const authOrigin = new URL(baseURL ?? '').origin;
  const pageOrigin = otherOrigin(baseURL);
  await page.route('**/api/auth/providers', (route) =>
    route.fulfill({
      json: {
        providers: [{ id: 'oidc', name: 'Acme SSO' }],
        trusted_origins: [authOrigin, pageOrigin],
        auth_origin: authOrigin,
      },
    }),
  );
  await page.goto(`${pageOrigin}/`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  const started = page
    .context()
    .waitForEvent('request', (request) => request.url().includes('/oauth-popup/start'));
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Acme SSO' }).click();
  const start = new URL((await started).url());
  expect(start.origin).toBe(authOrigin);
  expect(start.searchParams.get('popupOrigin')).toBe(pageOrigin);

  // A message of the right shape and nonce, but from the page's own origin, is ignored.
  const nonce = start.searchParams.get('popupNonce');
  await page.evaluate(
    (n) => window.postMessage({ type: 'better-auth:oauth-popup', nonce: n, token: 'forged' }, '*'),
    nonce,
  );
  await (await popupOpened).close();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to sign in: The sign-in window was closed before signing in finished.',
  );
});

test('a page on another loopback address signs in through the auth origin', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${otherOrigin(baseURL)}/`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Acme SSO' }).click();
  const popup = await popupOpened;
  await signInAtProvider(popup);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Grace Oidc|grace@oidc\.test/ })).toBeVisible();
});
