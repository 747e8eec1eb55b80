import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUpThroughDialog } from './fixtures/accounts';

/** What `npm run admin -- disable-user` does against the running server. */
async function disableAccount(request: APIRequestContext, email: string) {
  const handle = JSON.parse(
    fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'admin.json'), 'utf8'),
  ) as { url: string; token: string };
  const res = await request.post(`${handle.url}/api/admin/disable-user`, {
    headers: { authorization: `Bearer cfa_${handle.token}` },
    data: { email },
  });
  expect(res.status()).toBe(200);
}

test('a person whose account is disabled is signed out on their next action', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const email = await signUpThroughDialog(page);
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await disableAccount(request, email);
  await page.getByLabel('Full Name').fill('Still here?');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // Signed out: the header offers Sign In again (the profile page offers its own too).
  const headerSignIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
  await expect(headerSignIn).toBeVisible();
  await expect(page.getByText('Please sign in to see your profile.')).toBeVisible();

  // Signing in again is refused with words.
  await headerSignIn.click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill('correct horse 1');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Failed to sign in:');
  await expect(dialog.getByRole('alert')).toContainText(/disabled/i);
});
