import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { apiHeadersOf, signUpThroughDialog } from './fixtures/accounts';
import { widgetAgent } from './fixtures/widget-agent';
import { startWidgetHost } from './fixtures/widget-host';

const SHOWN = 'Pricing Helper';
const GREETING = 'Hi! I help founders price their product.';
const QUESTION = 'How should I price my software?';
const REASON = 'I wanted numbers for my shop';
const OWNER_REPLY = 'Hi, I run this shop. What do you sell?';
const NEXT = 'What is cost-plus pricing?';

/** What sticks out past the page's right edge (none: no sideways scrolling), by tag and class. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 1)
      .map((node) => `${node.tagName.toLowerCase()}.${node.className}`),
  );

/**
 * Issue 33's journey: a visitor on a customer's page (another origin) is greeted, taps a
 * suggested question, rates the reply and asks for a person; the owner, in their inbox in
 * another browser, sees it arrive live (badge and title), takes over and types; the visitor
 * reads "<name> … joined" and the reply; the owner hands back and the coach answers again.
 */
test('an owner sees a visitor ask for a person, steps in and hands back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const appOrigin = new URL(baseURL ?? '').origin;
  const snippet = { appOrigin, agentId: '', key: '', name: SHOWN, position: 'bottom-right' };
  const site = await startWidgetHost(snippet);
  const visitor = await browser.newContext({ locale: 'en-US' });
  try {
    await page.goto('/');
    const email = await signUpThroughDialog(page);
    const ownerName = email.slice(0, email.indexOf('@'));
    const headers = await apiHeadersOf(page, email);
    const agent = await widgetAgent(page.request, headers, {
      shownName: SHOWN,
      siteOrigin: site.origin,
      look: { greeting: GREETING, suggestions: [QUESTION, NEXT] },
    });
    Object.assign(snippet, { agentId: agent.agentId, key: agent.key });

    await page.getByRole('link', { name: /^Inbox/ }).click();
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(page.getByText('No conversations yet.', { exact: false })).toBeVisible();

    // The visitor: greeted, a suggested question, a reply rated down with a reason.
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(site.url);
    await visitorPage.getByRole('button', { name: `Chat with ${SHOWN}` }).click();
    const panel = visitorPage.getByRole('dialog', { name: SHOWN });
    const log = panel.getByRole('log', { name: `Conversation with ${SHOWN}` });
    await expect(log).toContainText(GREETING);
    await panel
      .getByRole('list', { name: 'Suggested questions' })
      .getByRole('button', { name: QUESTION })
      .click();
    const reply = log.locator('.msg.coach').last();
    await expect(reply).toContainText('Value-based pricing', { timeout: 20_000 });
    await reply.getByRole('button', { name: 'Not helpful' }).click();
    const why = reply.getByRole('textbox', { name: 'What was wrong with this reply?' });
    await why.fill(REASON);
    await why.press('Enter');
    await expect(reply.getByRole('status')).toHaveText('Thank you for your feedback.');

    // The owner's list brings it in live, marked, without a reload.
    const conversations = page.getByRole('list', { name: 'Conversations' });
    const row = conversations.getByRole('link').filter({ hasText: agent.name });
    await expect(row).toContainText('Widget');

    // The visitor asks for a person and is told truly that someone is around.
    await panel.getByRole('button', { name: 'Talk to a person' }).click();
    await expect(log).toContainText('Someone from the team is online and has been told.');

    // The owner hears of it: the badge on the Inbox entry, the title, the row's badge.
    await expect(row).toContainText('Asking for a person');
    await expect(row).toContainText('Rated down');
    await expect(page.getByRole('link', { name: /^Inbox 1 asking for a person/ })).toBeVisible();
    await expect(page).toHaveTitle(/^\(1\) Inbox/);
    await expectNoSeriousA11yViolations(page);

    await row.click();
    const view = page.getByRole('region', { name: agent.name });
    await expect(view.getByRole('log', { name: 'Messages' })).toContainText(QUESTION);
    await expect(view).toContainText(`Rated not helpful: ${REASON}`);
    await expectNoSeriousA11yViolations(page);

    await view.getByRole('button', { name: 'Take over' }).click();
    const box = view.getByRole('textbox', { name: 'Your reply' });
    await box.fill(OWNER_REPLY);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(view.getByRole('log', { name: 'Messages' })).toContainText(OWNER_REPLY);
    await expect(page).toHaveTitle(/^Inbox/);

    // The visitor reads who joined and their reply, under their name.
    await expect(log).toContainText(`${ownerName} from the team joined the conversation.`);
    const staff = log.locator('.msg.staff').last();
    await expect(staff).toContainText(ownerName);
    await expect(staff).toContainText(OWNER_REPLY);

    // Handed back, the coach answers the visitor's next message.
    await view.getByRole('button', { name: 'Hand back to the coach' }).click();
    await expect(log).toContainText(`${ownerName} left; the coach answers again.`);
    const message = panel.getByRole('textbox', { name: new RegExp(`^Message ${SHOWN}`) });
    await message.fill(NEXT);
    await message.press('Enter');
    await expect(log.locator('.msg.coach').last()).toContainText(/pricing/i, { timeout: 20_000 });
    await expect(view.getByRole('log', { name: 'Messages' })).toContainText(NEXT);

    // On a phone the conversation takes the page; its way back leads to the list.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(conversations).toBeHidden();
    expect(await overflowing(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(conversations).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
  } finally {
    await visitor.close();
    await site.close();
  }
});
