import { expect, test } from '@playwright/test';
import { signUpThroughDialog } from './fixtures/accounts';
import { createAgentInBuilder, sampleAgent } from './fixtures/builder-agent';
import { startHostPage } from './fixtures/widget-host';

const QUESTION = 'How should I price my product?';

/**
 * The whole story as people live it: an owner makes the widget's key in the web app and
 * pastes the embed code into their site (another origin); a visitor there chats; the owner
 * then sees that session and its usage on the key. A site the key does not name is refused.
 */
test('an owner embeds the widget, a visitor chats on their site, the owner sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const appOrigin = new URL(baseURL ?? '').origin;
  let embedCode = '';
  const site = await startHostPage(appOrigin, () => embedCode);
  const otherSite = await startHostPage(appOrigin, () => embedCode);
  try {
    await page.goto('/');
    await signUpThroughDialog(page);
    const agent = await createAgentInBuilder(page, sampleAgent());

    // Active, and the widget allowed on the owner's site only; then a key for it.
    await page.goto(`/agents/${agent.id}/edit`);
    await page.getByRole('switch', { name: 'Active' }).click();
    await page.getByRole('tab', { name: 'Widget' }).click();
    await page.getByLabel('Allowed domain 1').fill(site.origin);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/agents$/);
    await page.goto(`/agents/${agent.id}/edit`);
    await page.getByRole('tab', { name: 'Widget' }).click();
    await page.getByRole('button', { name: 'Create a widget key' }).click();
    const code = page.getByRole('textbox', { name: 'Embed code' });
    await expect(code).toHaveValue(/data-key="cf_rk_[^"]+"/);
    embedCode = await code.inputValue();

    // A visitor on the owner's site, in a browser of their own.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(site.url);
    await visitorPage.getByRole('button', { name: `Chat with ${agent.name}` }).click();
    const panel = visitorPage.getByRole('dialog', { name: agent.name });
    await panel.getByRole('textbox', { name: `Message ${agent.name}` }).fill(QUESTION);
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('log')).toContainText('Value-based pricing', { timeout: 20_000 });

    // The same code on a site the key does not name is refused: its visitor reads a neutral
    // sentence, the owner finds the site among the key's refusals below.
    const strangerPage = await visitor.newPage();
    await strangerPage.goto(otherSite.url);
    await strangerPage.getByRole('button', { name: `Chat with ${agent.name}` }).click();
    await expect(
      strangerPage.getByRole('dialog', { name: agent.name }).getByRole('alert'),
    ).toHaveText('This chat is not available right now. Please try again later.');
    await visitor.close();

    // The owner sees the visitor's session, its transcript and the calls on the key.
    await page.getByRole('tab', { name: 'API Keys' }).click();
    const item = page.getByRole('listitem', { name: 'Widget key' });
    await expect(item).not.toContainText('Never used');
    await item.getByRole('button', { name: 'Details' }).click();
    const sessions = item.getByRole('region', { name: 'Sessions' });
    await expect(sessions).toContainText(`Widget · ${site.origin} · 1 visitor message`);
    await sessions.getByText(`Widget · ${site.origin}`).click();
    await expect(sessions.getByRole('list', { name: 'Transcript' })).toContainText(
      `Visitor: ${QUESTION}`,
    );
    // Opening the session, the message, and the refused site's attempt are all counted: the
    // attempt as a refusal, for its reason, not as an error.
    await expect(item).toContainText(
      /[1-9]\d* requests in the last 30 days \(UTC\): 0 errors, [1-9]\d* refused\./,
    );
    await expect(item).toContainText("from a site outside the key's allowed domains.");
    await expect(item).toContainText(otherSite.origin);
  } finally {
    await site.close();
    await otherSite.close();
  }
});
