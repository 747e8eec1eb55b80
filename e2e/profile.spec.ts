import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';

const PASSWORD = 'correct horse 1';
const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test('a visitor is asked to sign in on the profile page', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText('Please sign in to see your profile.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the profile API the page relies on answers a new account', async ({ page }) => {
  const email = uniqueEmail();
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Pat Founder' },
  });
  expect(signUp.ok()).toBe(true);
  const sessionToken = signUp.headers()['set-auth-token'];
  expect(sessionToken).toBeTruthy();

  const tokenAnswer = await page.request.get('/api/auth/token', {
    headers: { Authorization: `Bearer ${sessionToken}` },
  });
  expect(tokenAnswer.ok()).toBe(true);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };

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
