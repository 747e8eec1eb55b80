import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { apiHeadersOf, signUpThroughDialog } from './fixtures/accounts';
import { operator } from './fixtures/operator';

const meter = (page: Page, name: string) => page.getByRole('progressbar', { name });

// A new person's billing at both loopback names people type: usage, plans, billing info, invoices.
for (const host of ['localhost', '127.0.0.1']) {
  test(`at ${host}: a new founder sees today's usage and the plans, saves billing info and has no invoices`, async ({
    page,
    baseURL,
  }) => {
    // Sign-up, four pages, a form and an axe scan: near 30 s on a busy 2-core CI machine.
    test.slow();
    const origin = new URL(baseURL!);
    origin.hostname = host;
    const at = (path: string) => new URL(path, origin).href;
    await page.goto(at('/'));
    const email = await signUpThroughDialog(page);
    await page.getByRole('button', { name: email }).click();
    await page.getByRole('link', { name: 'Billing' }).click();
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();

    await expect(meter(page, 'Agents created')).toHaveAttribute('aria-valuetext', '0 / 20');
    await expect(meter(page, 'Chat requests today')).toHaveAttribute('aria-valuetext', '0 / 1,000');
    await expect(meter(page, 'Voice minutes today')).toHaveAttribute('aria-valuetext', '0 / 60');
    await expect(page.getByText(/starts again at midnight UTC/)).toBeVisible();
    const current = page.getByRole('region', { name: 'Current Subscription' });
    await expect(current).toContainText('Free');
    await expect(current).toContainText('€0.00 / month');
    await expect(current.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    const plans = page.getByRole('region', { name: 'Available Plans' });
    const enterprise = plans.getByRole('listitem').filter({ hasText: 'Enterprise' }).first();
    await expect(enterprise).toContainText('Priced by quote');
    await expect(plans).toContainText('€29.00 / month');
    await expect(plans).toContainText('Your current plan');
    await expect(plans).toContainText('Online payment is not set up on this server');
    await expectNoSeriousA11yViolations(page);

    // A chat counts at once; the page shows it when opened again.
    const agent = (await (await page.request.get(at('/api/agents'))).json())[0] as { id: string };
    const chat = await page.request.post(at('/api/chat'), {
      headers: await apiHeadersOf(page, email),
      data: { message: 'Hello', session_id: `billing_${Date.now()}`, agent_id: agent.id },
    });
    expect(chat.status()).toBe(200);
    await page.reload();
    await expect(meter(page, 'Chat requests today')).toHaveAttribute('aria-valuetext', '1 / 1,000');

    // Contact us opens the contact form on the plan.
    await plans
      .getByRole('listitem')
      .filter({ hasText: 'Pro' })
      .first()
      .getByRole('link', { name: 'Contact us' })
      .click();
    await expect(page.getByLabel('Subject')).toHaveValue('Pro plan');
    await expect(page.getByLabel('Category')).toHaveValue('billing');
    await page.goBack();

    await page.getByRole('tab', { name: 'Billing Info' }).click();
    const form = page.getByRole('form', { name: 'Billing information' });
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByLabel('Name').fill('Acme Studio');
    await form.getByLabel('Country').selectOption('PT');
    await form.getByLabel('Fiscal Number / VAT ID').fill('123');
    await form.getByRole('button', { name: 'Save Billing Information' }).click();
    await expect(form.getByText('Expected a valid PT VAT number, starting PT')).toBeVisible();
    await expect(form.getByLabel('Fiscal Number / VAT ID')).toBeFocused();
    await form.getByLabel('Fiscal Number / VAT ID').fill('501 964 843');
    await form.getByRole('button', { name: 'Save Billing Information' }).click();
    await expect(form.getByText('Billing information updated successfully')).toBeVisible();
    await expect(form.getByLabel('Fiscal Number / VAT ID')).toHaveValue('PT501964843');
    await expectNoSeriousA11yViolations(page);

    await page.goto(at('/invoices'));
    await expect(page.getByText('No invoices found')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('an operator puts a founder on Pro: the plan, cancelling and resuming it, its invoice due, then paid', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const email = await signUpThroughDialog(page);
  const assigned = await operator(request, 'set-plan', { email, plan: 'pro' });
  expect(assigned.invoice).toMatch(/^CF-\d{4}-\d{4}$/);

  await page.goto('/billing');
  const current = page.getByRole('region', { name: 'Current Subscription' });
  await expect(current).toContainText('Pro');
  await expect(current).toContainText('€29.00 / month');
  await expect(current).toContainText('Next billing date:');
  await expect(meter(page, 'Agents created')).toHaveAttribute('aria-valuetext', '0 / 5');
  await current.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Subscription cancelled successfully')).toBeVisible();
  await expect(current).toContainText('Subscription cancelled');
  await expect(current).toContainText('End of the subscription:');
  await expect(current.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  // A change of mind while the period lasts: the plan renews again.
  await current.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(current.getByText(/^Your subscription continues\. It renews on /)).toBeVisible();
  await expect(current).toContainText('Next billing date:');
  await expect(current.getByRole('button', { name: 'Resume subscription' })).toHaveCount(0);
  await expect(current.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

  await page.goto('/invoices');
  const row = page.getByRole('row').filter({ hasText: assigned.invoice });
  await expect(row).toContainText('Pro plan');
  await expect(row).toContainText('€29.00');
  await expect(row).toContainText('due');
  await expect(row).toContainText('Pay by');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download PDF of ${assigned.invoice}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${assigned.invoice}.pdf`);
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expectNoSeriousA11yViolations(page);

  await operator(request, 'record-payment', { invoice: assigned.invoice });
  await page.reload();
  await expect(row).toContainText('paid');
  await expect(row).not.toContainText('Pay by');

  // On a phone the invoice is a card, its PDF button on screen, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const card = page.getByRole('listitem').filter({ hasText: assigned.invoice });
  const pdf = card.getByRole('button', { name: `Download PDF of ${assigned.invoice}` });
  await expect(pdf).toBeInViewport({ ratio: 1 });
  const box = (await pdf.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
});

test('a return address naming no checkout of this account says nothing, and is cleaned', async ({
  page,
}) => {
  await page.goto('/');
  await signUpThroughDialog(page);
  for (const query of ['payment=success', 'payment=cancelled']) {
    await page.goto(`/billing?${query}`);
    await expect(page.getByRole('region', { name: 'Current Subscription' })).toContainText('Free');
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // An id this account never got: the server knows of no such checkout, the page says nothing.
  const asked = page.waitForResponse((res) => res.url().includes('/api/checkout-sessions/'));
  await page.goto('/billing?payment=success&checkout=00000000-0000-4000-8000-000000000000');
  expect((await asked).status()).toBe(404);
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('region', { name: 'Current Subscription' })).toContainText('Free');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
