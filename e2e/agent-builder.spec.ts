import { expect, test, type Page } from '@playwright/test';
import { messagesOf } from './fixtures/chat-page';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { signUpThroughDialog } from './fixtures/accounts';
import { servePage } from './fixtures/builder-page-server';
import { overridePublicConfig } from './fixtures/google-identity-fake';
import {
  CREATED,
  createAgentInBuilder,
  fillInformation,
  sampleAgent,
  shownDate,
  otherFounder,
  UPDATED,
} from './fixtures/builder-agent';

const REQUIRED = [
  'Agent name is required',
  'Description is required',
  'Instructions are required',
  'Knowledge base is required',
];

test('a visitor is asked to sign in before building an agent', async ({ page }) => {
  await page.goto('/agents/create');
  await expect(page.getByText('Please sign in to create an agent.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Agent' })).toHaveCount(0);
});

test('a founder creates an agent: sees the errors, fixes them and finds it in the list', async ({
  page,
}) => {
  await page.goto('/');
  await signUpThroughDialog(page);
  await page.goto('/agents/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Agent' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('switch', { name: 'Active' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('radio', { name: 'Private' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // Arrow keys move between tabs; API Keys waits for the agent to exist.
  await page.getByRole('tab', { name: 'Information' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'API Keys' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'API Keys' })).toContainText(
    'Create Agent First',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tabpanel', { name: 'Widget' })).toContainText(
    'The embed code appears here once the agent is saved',
  );
  await page.keyboard.press('Home');

  await page.getByRole('button', { name: 'Create Agent' }).click();
  for (const message of REQUIRED) await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Agent Name', exact: true })).toBeFocused();

  const agent = sampleAgent();
  await page.getByRole('textbox', { name: 'Agent Name', exact: true }).fill(agent.name);
  await expect(page.getByText('Agent name is required')).toHaveCount(0);
  await expect(page.getByText('Description is required')).toBeVisible();

  await fillInformation(page, agent);
  await page.getByRole('button', { name: 'Create Agent' }).click();
  await expect(page.getByRole('status').filter({ hasText: CREATED })).toBeVisible();
  await expect(page).toHaveURL(/\/agents$/);
  await expect(page.getByRole('heading', { name: agent.name })).toBeVisible();
});

test('a founder edits, resets, saves and finds the saved agent after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await signUpThroughDialog(page);
  const agent = await createAgentInBuilder(page);
  await page.getByRole('link', { name: `Edit ${agent.name}` }).click();
  await expect(page).toHaveURL(`/agents/${agent.id}/edit`);

  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  const save = page.getByRole('button', { name: 'Save Changes' });
  const reset = page.getByRole('button', { name: 'Reset Changes' });
  await expect(description).toHaveValue(agent.description);
  await expect(save).toBeDisabled();
  await expect(reset).toHaveCount(0);

  const info = page.getByRole('region', { name: 'Agent Information' });
  await expect(info).toContainText(agent.id);
  await expect(info).toContainText(`Created${shownDate()}`);
  await expect(info).toContainText('StatusInactive');

  await description.fill('Something else entirely.');
  await expect(save).toBeEnabled();
  await reset.click();
  const confirm = page.getByRole('dialog', { name: 'Reset changes' });
  await expect(confirm).toContainText('Are you sure you want to reset all changes?');
  await confirm.getByRole('button', { name: 'Reset Changes' }).click();
  await expect(description).toHaveValue(agent.description);
  await expect(reset).toHaveCount(0);
  await expect(save).toBeDisabled();

  await description.fill('Prices SaaS products for early-stage founders.');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
  await expect(page).toHaveURL(/\/agents$/);

  await page.goto(`/agents/${agent.id}/edit`);
  await expect(description).toHaveValue('Prices SaaS products for early-stage founders.');
  await expect(info).toContainText(agent.id);
  await expect(info).toContainText(`Last updated${shownDate()}`);
});

test('Cancel with unsaved changes asks before leaving', async ({ page }) => {
  await page.goto('/');
  await signUpThroughDialog(page);
  await page.goto('/agents/create');
  await page.getByRole('textbox', { name: 'Agent Name', exact: true }).fill('Half-built coach');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(ask).toContainText('You have unsaved changes. Are you sure you want to leave?');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/agents\/create$/);
  await expect(page.getByRole('textbox', { name: 'Agent Name', exact: true })).toHaveValue(
    'Half-built coach',
  );

  await page.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/agents$/);

  // Nothing typed: Cancel leaves at once.
  await page.goto('/agents/create');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/agents$/);
});

/** A new founder, signed up in the web app, on the editor of a fresh agent. */
async function editNewAgent(page: Page) {
  await page.goto('/');
  await signUpThroughDialog(page);
  const agent = await createAgentInBuilder(page);
  await page.goto(`/agents/${agent.id}/edit`);
  return agent;
}

async function saveAndReopen(page: Page, agentId: string) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(UPDATED)).toBeVisible();
  await expect(page).toHaveURL(/\/agents$/);
  await page.goto(`/agents/${agentId}/edit`);
}

test('tools and voice settings are saved with the agent', async ({ page }) => {
  // A server without GOOGLE_CLIENT_ID cannot connect the calendar. The e2e server has one
  // (agent-builder-calendar.spec.ts connects it), so its public config is answered without
  // it, from the start: the builder reads /api/config once, as the page loads.
  await overridePublicConfig(page, { google_client_id: null });
  const agent = await editNewAgent(page);

  await page.getByRole('tab', { name: 'Tools' }).click();
  const scraper = page.getByRole('button', { name: 'Web Scraper' });
  await expect(scraper).toHaveAttribute('aria-pressed', 'false');
  await scraper.click();
  await expect(scraper).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Selected tools (1)' })).toBeVisible();

  // No client id (the route above): the calendar cannot be connected.
  const calendar = page.getByRole('button', { name: 'Google Calendar' });
  await expect(page.getByText('Requires Config')).toBeVisible();
  await calendar.click();
  const dialog = page.getByRole('dialog', { name: 'Google Calendar' });
  await expect(
    dialog.getByText('Google Calendar is not available on this server yet'),
  ).toBeVisible();
  await expect(dialog).toContainText('Ask whoever runs this CoachForge server');
  // How to turn it on is for the operator (a start-up log line and the README), not for people.
  await expect(dialog).not.toContainText('GOOGLE_CLIENT_ID');
  await expect(dialog).not.toContainText('restart');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(calendar).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('tab', { name: 'Voice' }).click();
  await page.getByRole('switch', { name: 'Voice enabled' }).click();
  await page.getByRole('checkbox', { name: 'Spanish (es)' }).check();
  await expect(page.getByText('English, Spanish (2 languages)')).toBeVisible();
  // The owner names the agent's own language among the ticked ones: calls start in it.
  await page.getByLabel('Primary language').selectOption('es');

  await saveAndReopen(page, agent.id);
  await page.getByRole('tab', { name: 'Tools' }).click();
  await expect(scraper).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Voice' }).click();
  await expect(page.getByRole('switch', { name: 'Voice enabled' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('checkbox', { name: 'Spanish (es)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'English (en)' })).toBeChecked();
  await expect(page.getByLabel('Primary language')).toHaveValue('es');
  // Unticking the primary language makes the first ticked one primary.
  await page.getByRole('checkbox', { name: 'Spanish (es)' }).uncheck();
  await expect(page.getByLabel('Primary language')).toHaveValue('en');
});

test('widget settings and embed code are saved with the agent', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const agent = await editNewAgent(page);

  await page.getByRole('tab', { name: 'Widget' }).click();
  await page.getByLabel('Agent display name').fill('Pricing Helper');
  await page.getByRole('radio', { name: 'Top left' }).check();
  await expect(page.getByRole('button', { name: 'Remove domain 1' })).toHaveCount(0);
  await page.getByLabel('Allowed domain 1').fill('example.com');
  await page.getByRole('button', { name: 'Add Domain' }).click();
  await page.getByLabel('Allowed domain 2').fill('shop.example.com');
  await page.getByRole('button', { name: 'Add Domain' }).click();
  await expect(page.getByRole('button', { name: 'Remove domain 3' })).toBeVisible();

  // One external script tag, no inline script: a page with a CSP needs only our origin.
  const code = page.getByRole('textbox', { name: 'Embed code' });
  await expect(code).toHaveValue(
    `<script src="${baseURL}/widget.js" data-agent-id="${agent.id}" data-key="YOUR_WIDGET_KEY" ` +
      'data-name="Pricing Helper" data-position="top-left" async></script>',
  );
  await expect(page.getByText(/script-src http:\/\/localhost:\d+; connect-src/)).toBeVisible();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(agent.id);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4_000 });

  // The preview is the real widget, with the name and corner as the form has them.
  const preview = page.frameLocator('iframe[title^="Widget preview"]');
  await expect(preview.getByRole('button', { name: 'Chat with Pricing Helper' })).toBeVisible();

  await saveAndReopen(page, agent.id);
  await page.getByRole('tab', { name: 'Widget' }).click();
  await expect(page.getByLabel('Agent display name')).toHaveValue('Pricing Helper');
  await expect(page.getByRole('radio', { name: 'Top left' })).toBeChecked();
  await expect(page.getByLabel('Allowed domain 1')).toHaveValue('example.com');
  await expect(page.getByLabel('Allowed domain 2')).toHaveValue('shop.example.com');
  // The blank third row was dropped when saving.
  await expect(page.getByLabel('Allowed domain 3')).toHaveCount(0);
});

test("another person's agent cannot be opened for editing", async ({ page }) => {
  const other = await otherFounder(page.request);
  const created = await page.request.post('/api/agents', {
    headers: other,
    data: sampleAgent('Somebody Else Coach'),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto('/');
  await signUpThroughDialog(page);
  await page.goto(`/agents/${id}/edit`);
  await expect(page.getByRole('alert')).toContainText(
    'This agent does not exist or is not available to you.',
  );
  await expect(page.getByRole('textbox', { name: 'Agent Name', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Agents' }).click();
  await expect(page).toHaveURL(/\/agents$/);
});

// The e2e server lets tools reach loopback (TOOLS_ALLOW_PRIVATE_NETWORK in playwright.config.ts).
test('a founder gives an agent the web scraper and it answers from a page', async ({ page }) => {
  const phrase = `Annual plans get two months free (${Date.now().toString(36)})`;
  const site = await servePage(
    `<html><head><title>Acme pricing</title></head><body><main><h1>Acme pricing</h1><p>${phrase}.</p></main></body></html>`,
  );
  try {
    await page.goto('/');
    await signUpThroughDialog(page);
    await page.goto('/agents/create');
    const agent = sampleAgent('Page Reader Coach');
    await fillInformation(page, agent);
    await page.getByRole('switch', { name: 'Active' }).click();
    await page.getByRole('tab', { name: 'Tools' }).click();
    await page.getByRole('button', { name: 'Web Scraper' }).click();
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await expect(page).toHaveURL(/\/agents$/);

    await page.getByRole('link', { name: `Chat with ${agent.name}` }).click();
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill(`What does ${site.url} say about annual plans?`);
    await input.press('Enter');
    const reply = messagesOf(page).nth(1);
    await expect(reply).toContainText(phrase, { timeout: 15_000 });
  } finally {
    await site.close();
  }
});
