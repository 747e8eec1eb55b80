import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { PASSWORD, signUpThroughDialog } from './fixtures/accounts';

test('a new person closes their account from /profile and cannot sign in again', async ({
  page,
}) => {
  // From 127.0.0.1, as some people arrive (the suite's base address is localhost).
  const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100');
  base.hostname = '127.0.0.1';
  await page.goto(base.toString());
  const email = await signUpThroughDialog(page);
  await page.goto(new URL('/profile', base).toString());
  const section = page.getByRole('region', { name: 'Close account' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Close account…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  const confirm = dialog.getByRole('button', { name: 'Close my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill('not-me@example.com');
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // Keyboard only: type the address, Tab to the button, press Enter.
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.focus();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account is closed.' }),
  ).toContainText(/deleted on \d{4}-\d{2}-\d{2}/);
  const headerSignIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
  await expect(headerSignIn).toBeVisible();

  await headerSignIn.click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByRole('alert')).toContainText(
    /This account was closed on \d{4}-\d{2}-\d{2}/,
  );
});
