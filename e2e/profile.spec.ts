import { expect, test } from '@playwright/test';
import { signUpThroughApi, signUpThroughDialog } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';

test('a visitor is asked to sign in on the profile page', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText('Please sign in to see your profile.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the profile API the page relies on answers a new account', async ({ page }) => {
  const { email, headers } = await signUpThroughApi(page.request, { name: 'Pat Founder' });

  expect((await page.request.get('/api/profile')).status()).toBe(401);
  const loaded = await page.request.get('/api/profile', { headers });
  expect(await loaded.json()).toEqual({
    name: 'Pat Founder',
    email,
    phone: '',
    company: '',
    address: '',
    city: '',
    zipCode: '',
    country: '',
    // The suite's server names its operators (playwright.config.ts): a new account is not one.
    operator: false,
  });

  const details = { phone: '+351 912 345 678', company: 'Acme', address: 'Rua 1', city: 'Lisbon' };
  const saved = await page.request.put('/api/profile', {
    headers,
    data: { name: 'Pat Founder', ...details, zipCode: '1000-001', country: 'PT' },
  });
  expect(saved.ok()).toBe(true);
  expect(await saved.json()).toMatchObject({
    message: 'Profile updated successfully!',
    profile: { email, ...details, country: 'PT' },
  });

  // The page shows these issues under their fields: the paths must stay 'body.<field>'.
  const rejected = await page.request.put('/api/profile', {
    headers,
    data: { name: 'Pat Founder', phone: 'call me', country: 'XX' },
  });
  expect(rejected.status()).toBe(400);
  const { error } = (await rejected.json()) as {
    error: { details: { issues: { path: string; message: string }[] } };
  };
  const paths = error.details.issues.map((issue) => issue.path);
  expect(paths).toEqual(expect.arrayContaining(['body.phone', 'body.country']));
});

test('a new account reads its profile without a name; saving asks for one', async ({ page }) => {
  await page.goto('/');
  await signUpThroughDialog(page);
  await page.goto('/profile');
  const name = page.getByLabel('Full Name');
  await expect(name).toHaveValue('');
  // The saved details loaded: no fallback notice.
  await expect(page.getByText('Your saved details could not be loaded')).toHaveCount(0);

  await page.getByLabel('Phone').fill('call me');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Phone may contain digits, spaces and + ( ) . - only')).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await name.fill('Pat Founder');
  await expect(page.getByText('Full name is required')).toHaveCount(0);
  await page.getByLabel('Phone').fill('+351 912 345 678');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Profile updated successfully!' });
  await expect(saved).toBeVisible();
  // An edit after saving: the confirmation no longer describes the form.
  await page.getByLabel('City').fill('Porto');
  await expect(saved).toHaveCount(0);
});

// People type either address; with no PUBLIC_URL both must sign up and keep their profile.
for (const host of ['localhost', '127.0.0.1']) {
  test(`at ${host}: sign up, open the profile, save, and find it after a reload`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!);
    origin.hostname = host;
    await page.goto(new URL('/', origin).href);
    const email = await signUpThroughDialog(page);
    await page.goto(new URL('/profile', origin).href);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByText('Your saved details could not be loaded')).toHaveCount(0);

    await page.getByLabel('Full Name').fill('Robin Founder');
    await page.getByLabel('Company').fill('Robin Labs');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Robin Founder');
    await expect(page.getByLabel('Company')).toHaveValue('Robin Labs');
    await expect(page.getByLabel('Country')).toHaveValue('GB');
    await expect(page.getByText('Your saved details could not be loaded')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
