import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';

test('the service agreement has its 16 sections and dates', async ({ page }) => {
  await page.goto('/service-agreement');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Effective date: January 1, 2025')).toBeVisible();
  await expect(page.getByText('Last updated: January 1, 2025')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(16);
  // The operator's settings, never a placeholder in brackets.
  await expect(page.getByText(/governed by the laws of Ireland,/)).toBeVisible();
  await expect(
    page.getByText(/arbitration administered by the Dublin International Arbitration Centre/),
  ).toBeVisible();
  await expect(page.getByText(/Write to help@coachforge-e2e\.example\.com/)).toBeVisible();
  await expect(page.getByText(/\[[^\]]*\]/)).toHaveCount(0);
  await expect(page.getByText(/18/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the privacy policy has its 12 sections and retention periods', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(12);
  await expect(page.getByText(/12 months after/).first()).toBeVisible();
  await expect(page.getByText(/24 months/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the help center filters articles as you type and links to support', async ({ page }) => {
  await page.goto('/help');
  // An editorial pick, labelled as one: the Help Center shows no invented view counts.
  await expect(page.getByRole('heading', { name: 'Start here' })).toBeVisible();
  await expect(
    page.getByText('Chosen by the CoachForge team as the best first reads.'),
  ).toBeVisible();
  await expect(page.getByText(/\d[\d,]* views?\b/)).toHaveCount(0);
  for (const category of [
    'Getting Started',
    'Coaching Features',
    'Account & Settings',
    'Billing & Payments',
    'Privacy & Security',
    'Community & Collaboration',
  ]) {
    await expect(page.locator('summary', { hasText: category })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // A category opens from the keyboard.
  const billing = page.locator('summary', { hasText: 'Billing & Payments' });
  await billing.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details', { has: billing })).toHaveAttribute('open', '');
  await expect(page.locator('details', { has: billing })).toContainText(/\d+ min read/);

  const search = page.getByLabel('Search help articles');
  await search.fill('invoice');
  await expect(page.getByText(/articles? match(es)? “invoice”/)).toBeVisible();
  await search.fill('zzzz-nothing');
  await expect(page.getByText('No articles match “zzzz-nothing”.')).toBeVisible();
  await search.fill('');

  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the contact form checks required fields, sends, confirms and resets', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText(/24 hours/).first()).toBeVisible();
  // The operator's inbox (CONTACT_INBOX), not a made-up address.
  await expect(page.getByRole('link', { name: 'help@coachforge-e2e.example.com' })).toHaveAttribute(
    'href',
    'mailto:help@coachforge-e2e.example.com',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');

  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Subject').fill('Voice in Portuguese');
  await page.getByLabel('Category').selectOption('support');
  await page.getByLabel('Message').fill('Can my coach answer calls in Portuguese?');
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  // Shown for three seconds, then the form starts afresh.
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeHidden({
    timeout: 6_000,
  });
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('general');
});

test('the contact form shows the server refusing a bad address and keeps the text', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill('Keep this text');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not send your message:');
  await expect(page.getByLabel('Message')).toHaveValue('Keep this text');
});
