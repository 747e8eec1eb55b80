import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { apiHeadersOf, signUpThroughDialog } from './fixtures/accounts';
import { createAgentInBuilder, shownDate } from './fixtures/builder-agent';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new founder, signed up in the web app, on the API Keys tab of a fresh agent. */
async function openApiKeysOfNewAgent(page: Page) {
  await page.goto('/');
  const email = await signUpThroughDialog(page);
  const agent = await createAgentInBuilder(page);
  await page.goto(`/agents/${agent.id}/edit`);
  await page.getByRole('tab', { name: 'API Keys' }).click();
  return { agent, email, panel: page.getByRole('tabpanel', { name: 'API Keys' }) };
}

test('an owner creates a key, sees its secret once, copies its id, revokes it and reads its usage', async ({
  page,
  context,
  baseURL,
}) => {
  // A long journey (two dialogs, a revoke, the details) on a shared, busy machine.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { panel } = await openApiKeysOfNewAgent(page);
  await expect(panel.getByRole('heading', { name: 'No API Keys' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The dialog starts with the spec's defaults and checks before sending.
  await panel.getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API Key' });
  const create = dialog.getByRole('button', { name: 'Create Key' });
  await expect(dialog.getByRole('radio', { name: /^Live/ })).toBeChecked();
  await expect(dialog.getByLabel('Rate limit (requests per hour)')).toHaveValue('100');
  await expect(dialog.getByLabel('Session timeout')).toHaveValue('3600');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Key Name').fill('   ');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Key Name').fill('Support backend');
  await dialog.getByLabel('Allowed domain 1').fill('example.com');
  await dialog.getByLabel('Rate limit (requests per hour)').fill('20000');
  await create.click();
  await expect(dialog.getByText('Rate limit must be a whole number from 1 to 10000')).toBeVisible();
  await dialog.getByLabel('Rate limit (requests per hour)').fill('250');
  await dialog.getByLabel('Session timeout').selectOption({ label: '2 hours' });
  await expectNoSeriousA11yViolations(page);
  await create.click();

  // The secret, this once.
  const shown = page.getByRole('dialog', { name: 'API Key Created' });
  await expect(shown).toContainText("This is the only time you'll see your secret key");
  const secret = await shown.getByLabel('Secret key for Support backend').inputValue();
  expect(secret).toMatch(/^cf_live_/);
  await shown.getByRole('button', { name: 'Copy Key' }).click();
  await expect(shown.getByText('Copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(shown).toBeHidden();
  await expect(panel.getByRole('status')).toContainText('API key created successfully!');

  // Listed by its prefix only, with its limit, dates and domains.
  const item = panel.getByRole('listitem', { name: 'Support backend' });
  await expect(item).toContainText(/cf_live_\w+\*\*\*/);
  const prefix = /(cf_live_\w+)\*\*\*/.exec((await item.textContent()) ?? '')?.[1] ?? '';
  expect(secret.startsWith(prefix)).toBe(true);
  expect(secret.length).toBeGreaterThan(prefix.length);
  await expect(item).not.toContainText(secret);
  await expect(item).toContainText('250 per hour');
  await expect(item).toContainText(`Created${shownDate()}`);
  await expect(item).toContainText('Last usedNever used');
  await expect(item).toContainText('Allowed domainsexample.com');
  await expect(item).toContainText('Live');
  await expect(item).toContainText('Active');

  await item.getByRole('button', { name: 'Copy Key ID' }).click();
  await expect(panel.getByRole('status')).toContainText('Copied to clipboard!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(UUID);

  // Revoking asks first; the key leaves the active list for the revoked one, without Revoke.
  await item.getByRole('button', { name: 'Revoke' }).click();
  const ask = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(ask).toContainText(
    'Are you sure you want to revoke the API key "Support backend"? This action cannot be undone.',
  );
  await ask.getByRole('button', { name: 'Revoke' }).click();
  await expect(panel.getByRole('status')).toContainText('API key revoked successfully');
  const filter = panel.getByRole('group', { name: 'Show keys' });
  await expect(filter.getByRole('button', { name: 'Active (0)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(item).toBeHidden();
  await filter.getByRole('button', { name: 'Revoked or expired (1)' }).click();
  await expect(item).toContainText('Revoked');
  await expect(item.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  // Its details: no traffic yet, and nothing said about a reset of a key never used.
  await item.getByRole('button', { name: 'Details' }).click();
  await expect(item).toContainText('0 requests in the last 30 days (UTC): 0 errors, 0 refused.');
  await expect(item.getByRole('definition').filter({ hasText: /^0$/ }).first()).toBeVisible();
  await expect(item).toContainText('No visitor wrote with this key in the period.');
  await expect(item).toContainText('No call was refused in the period.');
  await expect(item).toContainText('No website has used this key yet.');
  const rate = item.getByRole('region', { name: 'Rate limit' });
  await expect(rate).toContainText('250 per hour');
  await expect(rate).toContainText('No requests yet');
  await expect(rate).not.toContainText(/in \d+ minutes?/);
  await item.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await expect(item).toContainText('0 requests in the last 7 days (UTC): 0 errors, 0 refused.');
  // The chart is dated, and a bar says its day's numbers when focused.
  const today = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(item.getByTestId('usage-axis')).toContainText(today);
  const bars = item.getByRole('group', { name: 'Requests per day' }).getByRole('button');
  await expect(bars).toHaveCount(7);
  await bars.last().focus();
  await expect(item.getByText(`${today}: 0 requests, 0 errors, 0 refused`).first()).toBeVisible();
  await item.getByText('Daily numbers as a table').click();
  await expect(
    item.getByRole('table', { name: 'Requests, errors and refusals per day' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the keys list shows active keys first, newest first, and filters revoked ones', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { agent, email, panel } = await openApiKeysOfNewAgent(page);
  const headers = await apiHeadersOf(page, email);
  const keysUrl = `/api/auth/api-keys/${agent.id}`;
  const make = async (name: string) => {
    const res = await page.request.post(keysUrl, { headers, data: { name } });
    expect(res.status()).toBe(201);
    return (await res.json()).id as string;
  };
  await make('Oldest backend');
  const revoked = await make('Revoked script');
  await make('Newest widget');
  expect((await page.request.delete(`${keysUrl}/${revoked}`, { headers })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: 'API Keys' }).click();

  const keys = panel.getByRole('list', { name: 'API keys' }).locator(':scope > li h4');
  await expect(keys).toHaveText(['Newest widget', 'Oldest backend']);
  const filter = panel.getByRole('group', { name: 'Show keys' });
  await filter.getByRole('button', { name: 'All (3)' }).click();
  await expect(keys).toHaveText(['Newest widget', 'Oldest backend', 'Revoked script']);
  await filter.getByRole('button', { name: 'Revoked or expired (1)' }).click();
  await expect(keys).toHaveText(['Revoked script']);
});

test("the widget tab makes a restricted key for the agent's saved domains and fills the code", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { agent } = await openApiKeysOfNewAgent(page);
  await page.getByRole('tab', { name: 'Widget' }).click();
  await page.getByLabel('Allowed domain 1').fill('shop.example.com');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/agents$/);
  await page.goto(`/agents/${agent.id}/edit`);
  await page.getByRole('tab', { name: 'Widget' }).click();

  const code = page.getByRole('textbox', { name: 'Embed code' });
  await expect(code).toHaveValue(/data-key="YOUR_WIDGET_KEY"/);
  await expect(
    page.getByText(/only on the saved allowed domains: shop\.example\.com/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create a widget key' }).click();
  await expect(code).toHaveValue(/data-key="cf_rk_[^"]+"/);
  await expect(page.getByRole('status').filter({ hasText: 'It is shown only now' })).toBeVisible();

  await page.getByRole('tab', { name: 'API Keys' }).click();
  const item = page.getByRole('listitem', { name: 'Widget key' });
  await expect(item).toContainText('Restricted');
  await expect(item).toContainText('shop.example.com');
});
