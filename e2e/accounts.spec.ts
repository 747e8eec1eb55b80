import { expect, test } from '@playwright/test';
import {
  e2eInbox,
  mailTo,
  PASSWORD,
  signUpThroughApi,
  signUpThroughDialog,
  uniqueEmail,
} from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';

test('a visitor signs up, stays signed in across a reload, signs out and back in', async ({
  page,
}) => {
  // Two full axe scans and three password checks: ~21 s on an idle machine, so a busy one
  // crossed the 30 s default.
  test.slow();
  const email = uniqueEmail();
  await page.goto('/');
  await expect(page.getByText('Sign in to create your own coaches')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(signUp.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'email');
  await expect(signUp.getByLabel(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
  await expect(signUp.getByText('Use at least 6 characters.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel(/^Password/).fill(PASSWORD);
  await signUp.getByLabel('Confirm password').fill('something else 2');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByRole('alert')).toHaveText('Passwords do not match');

  await signUp.getByLabel('Confirm password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(sent.getByRole('status')).toContainText(`We have sent an e-mail to ${email}.`);
  await expectNoSeriousA11yViolations(page);
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The link in the e-mail confirms the address and signs the person in.
  const link = await e2eInbox(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  const menuButton = page.getByRole('button', { name: email });
  await expect(menuButton).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByText('Sign in to create your own coaches')).toBeHidden();

  await page.reload();
  await expect(menuButton).toBeVisible();

  await menuButton.click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/invoices');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Billing' })).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  const signOut = page.waitForResponse('**/api/auth/sign-out');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect((await signOut).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
  await expectNoSeriousA11yViolations(page);
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Password').fill('wrong password 9');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByRole('alert')).toHaveText(
    'Failed to sign in: The e-mail or password is incorrect.',
  );
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toBeHidden();
  await expect(menuButton).toBeVisible();

  // A link signs in once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(
    'This link has been used already. Sign in with your e-mail and password.',
  );
});

test('a sign-up with a taken e-mail shows the same words, and its owner is told by e-mail', async ({
  page,
}) => {
  const { email } = await signUpThroughApi(page.request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel(/^Password/).fill('another one 2');
  await signUp.getByLabel('Confirm password').fill('another one 2');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Check your e-mail' }).getByRole('status'),
  ).toContainText(`We have sent an e-mail to ${email}.`);
  await expect
    .poll(async () => (await mailTo(email)).map((mail) => mail.subject))
    .toContain('Someone tried to sign up to CoachForge with your e-mail address');
});

test('the dialogs require their fields, check the password rules and link to each other', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Enter your e-mail and password.');
  await expect(signIn.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  await signIn.getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await signUp.getByLabel('E-mail').fill(uniqueEmail());
  await signUp.getByLabel(/^Password/).fill('abc');
  await signUp.getByLabel('Confirm password').fill('abc');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByRole('alert')).toHaveText(
    'Password must contain at least 6 characters.',
  );

  await signUp.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor who asks to create an agent signs in first and lands on the editor', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/');
  await signUpThroughDialog(page, email);
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();

  await page.getByRole('link', { name: 'Create Agent' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/agents\/create$/);
});

test('a signed-in person sends the bearer token, a visitor sends none', async ({ page }) => {
  const seen: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/agents?')) seen.push(request.headers().authorization);
  });
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(seen.at(-1)).toBeUndefined();

  const email = uniqueEmail();
  const customer = page.waitForResponse('**/api/create-customer');
  await signUpThroughDialog(page, email);
  // Sign-up also creates the billing customer, with the new person's bearer token.
  expect((await customer).status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: email })).toBeVisible();
  expect(seen.at(-1)).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
});

test("a refused address is explained in the server's own words", async ({ page }) => {
  const refusal = (message: string) => ({
    status: 403,
    json: { error: { code: 'invalid_origin', message }, detail: message },
  });
  const signUpWords = 'Accounts are created at https://coach.example.com, not at this address.';
  const signInWords = 'Sign in at https://coach.example.com, not at this address.';
  await page.route('**/api/auth/sign-up/email', (route) => route.fulfill(refusal(signUpWords)));
  await page.route('**/api/auth/sign-in/email', (route) => route.fulfill(refusal(signInWords)));
  await page.goto('/');

  await page.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await signUp.getByLabel('E-mail').fill(uniqueEmail());
  await signUp.getByLabel(/^Password/).fill(PASSWORD);
  await signUp.getByLabel('Confirm password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByRole('alert')).toHaveText(`Failed to create account: ${signUpWords}`);

  await signUp.getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('E-mail').fill(uniqueEmail());
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByRole('alert')).toHaveText(`Failed to sign in: ${signInWords}`);
});
