import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { apiHeadersOf, signUpThroughApi, signUpThroughDialog } from './fixtures/accounts';
import { messagesOf } from './fixtures/chat-page';
import { pricingAgent, widgetAgent } from './fixtures/widget-agent';
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
    // The answer to asking and the live stream both brought its sentence: it shows once.
    await expect(
      log.getByText('Someone from the team is online and has been told.', { exact: false }),
    ).toHaveCount(1);

    // Handed back, the coach answers the visitor's next message.
    await view.getByRole('button', { name: 'Hand back to the coach' }).click();
    await expect(log).toContainText(`${ownerName} left; the coach answers again.`);
    const message = panel.getByRole('textbox', { name: new RegExp(`^Message ${SHOWN}`) });
    await message.fill(NEXT);
    await message.press('Enter');
    await expect(log.locator('.msg.coach').last()).toContainText(/pricing/i, { timeout: 20_000 });
    await expect(view.getByRole('log', { name: 'Messages' })).toContainText(NEXT);

    // A filter goes into the address, and the export downloads what it selects.
    await page.getByRole('combobox', { name: 'Channel' }).selectOption('widget');
    await expect(page).toHaveURL(/[?&]channel=widget/);
    await expect(row).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const exported = JSON.parse(await readFile((await (await download).path()) ?? '', 'utf8'));
    expect(exported).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'staff', content: OWNER_REPLY, channel: 'widget' }),
        expect.objectContaining({ role: 'coach', feedback: 'negative', feedback_reason: REASON }),
      ]),
    );

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

/**
 * The app's side: a person chatting in the web app asks for a person and is told nobody is
 * online; the owner takes over and writes (here through the API, the inbox's calls); the
 * person reads who joined and the reply live, a message meanwhile gets no coach bubble, and
 * once handed back the coach answers again.
 */
test('a person in the app asks for a person and reads the owner who steps in', async ({
  page,
  request,
}) => {
  // Two coach replies and a live stream: room for a busy 2-core machine.
  test.setTimeout(60_000);
  const { email, headers } = await signUpThroughApi(request);
  const ownerName = email.slice(0, email.indexOf('@'));
  const { agentId } = await pricingAgent(request, headers, { mode: 'PUBLIC' });
  const inbox = '/api/inbox/conversations';

  await page.goto(`/agents/${agentId}/run`);
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(QUESTION);
  await box.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('Value-based pricing', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Talk to a person' }).click();
  await expect(log).toContainText('Nobody from the team is online right now.');
  await expect(page.getByRole('button', { name: 'Talk to a person' })).toHaveCount(0);

  const listed = await request.get(`${inbox}?agent_id=${agentId}`, { headers });
  expect(listed.status(), await listed.text()).toBe(200);
  const { conversations } = (await listed.json()) as { conversations: Array<{ id: string }> };
  const id = conversations[0]?.id ?? '';
  expect((await request.post(`${inbox}/${id}/take`, { headers })).status()).toBe(200);
  const sent = await request.post(`${inbox}/${id}/messages`, {
    headers,
    data: { text: OWNER_REPLY },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect(log).toContainText(`${ownerName} from the team joined the conversation.`);
  await expect(messagesOf(page).last()).toContainText(`${ownerName}: ${OWNER_REPLY}`);
  await expect(
    log.getByText('Nobody from the team is online right now.', { exact: false }),
  ).toHaveCount(1);

  // After a reload the chat learns it is held and follows it again: a new line arrives live.
  await page.reload();
  await expect(log).toContainText(OWNER_REPLY);
  const again = await request.post(`${inbox}/${id}/messages`, {
    headers,
    data: { text: 'Still here.' },
  });
  expect(again.status(), await again.text()).toBe(201);
  await expect(messagesOf(page).last()).toContainText(`${ownerName}: Still here.`);
  await expect(page.getByRole('button', { name: 'Talk to a person' })).toHaveCount(0);

  // Held by the owner: the person's message is kept, and no coach bubble answers it.
  const turn = page.waitForResponse((answer) => answer.url().endsWith('/api/chat/stream'));
  await box.fill('I sell shoes.');
  await box.press('Enter');
  await (await turn).finished();
  await expect(box).toBeEnabled();
  await expect(messagesOf(page).last()).toContainText('I sell shoes.');

  expect((await request.post(`${inbox}/${id}/release`, { headers })).status()).toBe(200);
  await expect(log).toContainText(`${ownerName} left; the coach answers again.`);
  await box.fill(NEXT);
  await box.press('Enter');
  await expect(messagesOf(page).last()).toContainText(/pricing/i, { timeout: 20_000 });
  await expect(messagesOf(page).last()).not.toContainText(NEXT);
});
