import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { PASSWORD, signUpThroughDialog } from './fixtures/accounts';
import { pdfFile, pngFile, textFile, type UploadFile } from './fixtures/chat-files';
import { openFundraisingChat, question, messagesOf } from './fixtures/chat-page';

test('a visitor chats with the Fundraising Coach, rates, copies, exports and clears', async ({
  page,
  context,
  baseURL,
}) => {
  // Many steps and three accessibility scans: 27–30 s with two workers on a 2-core machine
  // (scripts/e2e.mjs e2e/chat.spec.ts, on 13193a9 and 802dac0 alike), at the default 30 s.
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/');
  await page.getByRole('link', { name: 'Chat with Fundraising Coach' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fundraising Coach' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: "Welcome! I'm Fundraising Coach." }),
  ).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Your message' });
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill(question);
  // The reply is streamed.
  const streamRequest = page.waitForRequest('**/api/chat/stream');
  await input.press('Enter');
  expect((await streamRequest).postDataJSON()).toMatchObject({ message: question });

  const log = page.getByRole('log');
  await expect(
    page.getByText('Agent is thinking...').or(log.getByText(/SAFE/).nth(1)),
  ).toBeVisible();
  const reply = messagesOf(page).nth(1);
  await expect(reply).toContainText('SAFE', { timeout: 15_000 });
  await expect(reply).toContainText('Answered by the offline engine');
  await expect(messagesOf(page).first()).toContainText(question);
  await expect(input).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // A reload continues the same conversation.
  await page.reload();
  await expect(messagesOf(page).first()).toContainText(question);
  await expect(reply).toContainText('SAFE');

  // Thumbs down asks for a reason before sending.
  await reply.getByRole('button', { name: 'Not helpful' }).click();
  const dialog = page.getByRole('dialog', { name: "Why wasn't this helpful?" });
  const submit = dialog.getByRole('button', { name: 'Submit Feedback' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('   ');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Too generic for my stage');
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(reply.getByRole('button', { name: 'Not helpful' })).toBeDisabled();
  await expect(reply.getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toBeDisabled();

  // The rating and the engine label survive a reload.
  await page.reload();
  await expect(reply).toContainText('Answered by the offline engine');
  await expect(reply.getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reply.getByRole('button', { name: 'Not helpful' })).toBeDisabled();
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toBeDisabled();

  // Copy shows the check mark.
  await reply.getByRole('button', { name: 'Copy reply' }).click();
  await expect(reply.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('SAFE');

  // Export downloads the conversation as text.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('coachforge-conversation.txt');
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text.startsWith(`You: ${question}`)).toBe(true);
  expect(text).toContain('Coach:');

  // Clear asks first: Cancel keeps the conversation.
  const clear = page.getByRole('button', { name: 'Clear' });
  await clear.click();
  const confirm = page.getByRole('dialog', { name: 'Clear this conversation?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(messagesOf(page).first()).toContainText(question);
  // Confirmed, it starts over and deletes the stored conversation (the privacy policy's promise).
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api/conversations/'),
  );
  await clear.click();
  await confirm.getByRole('button', { name: 'Clear conversation' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(input).toBeFocused();
  await expect(messagesOf(page)).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: "Welcome! I'm Fundraising Coach." }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { name: "Welcome! I'm Fundraising Coach." }),
  ).toBeVisible();
});

test('Shift+Enter adds a line and an inactive coach explains itself', async ({ page }) => {
  await page.route('**/api/chat/stream', (route) =>
    route.fulfill({
      status: 409,
      json: { error: { code: 'agent_inactive', message: 'This coach is paused right now.' } },
    }),
  );
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/chat')) chatRequests.push(request.url());
  });
  const input = await openFundraisingChat(page);
  await input.fill('Line one');
  await input.press('Shift+Enter');
  await input.pressSequentially('Line two');
  await expect(input).toHaveValue('Line one\nLine two');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText('This coach is paused right now.');
  // The server's refusal is shown; the message is not sent again.
  expect(chatRequests).toHaveLength(1);
});

test('a visitor attaches a TXT and a PDF and the coach answers from both', async ({ page }) => {
  const input = await openFundraisingChat(page);
  const attach = page.getByRole('button', { name: 'Attach files' });
  const choose = async (files: UploadFile[]) => {
    const chooser = page.waitForEvent('filechooser');
    await attach.click();
    await (await chooser).setFiles(files);
  };
  const chips = page.getByRole('list', { name: 'Attached files' });
  const alert = page.getByRole('alert');

  // A picture is refused with the spec's sentence.
  await choose([pngFile('logo.png')]);
  await expect(alert).toHaveText(
    'File type image/png is not supported. Please upload TXT, PDF documents.',
  );
  await expect(chips).toHaveCount(0);

  const metrics = textFile('metrics.txt', 'Our zorblat ratio climbed to 7.3 in the last quarter.');
  const pilot = pdfFile('pilot.pdf', ['The quimby index of our pilot customers is 88 points.']);
  await choose([metrics, pilot]);
  await expect(chips.getByRole('listitem')).toHaveCount(2);
  await expect(chips).toContainText('metrics.txt');
  await expect(chips).toContainText('pilot.pdf');
  await expect(alert).toBeEmpty();

  // Five at once at most: the extra file is refused and the button is disabled.
  await choose(['a', 'b', 'c', 'd'].map((n) => textFile(`${n}.txt`, `Note ${n}`)));
  await expect(alert).toHaveText('Maximum 5 files can be attached at once.');
  await expect(chips.getByRole('listitem')).toHaveCount(5);
  await expect(attach).toBeDisabled();
  for (const name of ['a.txt', 'b.txt', 'c.txt']) {
    await chips.getByRole('button', { name: `Remove ${name}` }).click();
  }
  await expect(chips.getByRole('listitem')).toHaveCount(2);
  await expect(attach).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await input.fill('What are our zorblat ratio and quimby index?');
  const streamRequest = page.waitForRequest('**/api/chat-with-files/stream');
  await page.getByRole('button', { name: 'Send' }).click();
  await streamRequest;
  await expect(chips).toHaveCount(0);

  const sent = messagesOf(page).first();
  await expect(sent.getByRole('list', { name: 'Attachments' })).toContainText('metrics.txt');
  await expect(sent.getByRole('list', { name: 'Attachments' })).toContainText('pilot.pdf');
  const reply = messagesOf(page).filter({ hasText: 'Coach:' }).first();
  await expect(reply).toContainText('7.3', { timeout: 15_000 });
  await expect(reply).toContainText('88 points');
  await expect(input).toBeFocused();

  // After a reload the files are still listed, and a thumbs up stays given.
  await reply.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(sent).toContainText('What are our zorblat ratio and quimby index?');
  await expect(sent.getByRole('list', { name: 'Attachments' })).toContainText('pilot.pdf');
  await expect(reply).toContainText('quimby');
  await expect(reply).toContainText('Answered by the offline engine');
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reply.getByRole('button', { name: 'Not helpful' })).toBeDisabled();
});

test('files alone are sent and answered through the stream', async ({ page }) => {
  await openFundraisingChat(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles([textFile('plan.txt', 'We plan to hire two welders in March.')]);
  const streamRequest = page.waitForRequest('**/api/chat-with-files/stream');
  await page.getByRole('button', { name: 'Send' }).click();
  await streamRequest;
  const log = page.getByRole('log');
  await expect(log.getByRole('list', { name: 'Attachments' })).toContainText('plan.txt');
  // The coach quotes the file: it travelled with the streamed request.
  const reply = messagesOf(page).filter({ hasText: 'Coach:' });
  await expect(reply).toContainText('two welders', { timeout: 15_000 });
  await expect(reply).toContainText('Answered by the offline engine');
});

test('Clear cancels a reply that is still on its way', async ({ page }) => {
  // A stream that never answers, so the reply is still pending when Clear is pressed.
  await page.route('**/api/chat/stream', () => undefined);
  const input = await openFundraisingChat(page);
  await input.fill(question);
  const cancelled = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/chat/stream'));
  await input.press('Enter');
  await expect(page.getByText('Agent is thinking...')).toBeVisible();
  await expect(input).toBeDisabled();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('button', { name: 'Clear conversation' }).click();
  await cancelled;
  await expect(page.getByText('Agent is thinking...')).toBeHidden();
  await expect(
    page.getByRole('heading', { name: "Welcome! I'm Fundraising Coach." }),
  ).toBeVisible();
  await expect(input).toBeEnabled();
});

test('a signed-in person streams with their bearer token and keeps the conversation', async ({
  page,
}) => {
  await page.goto('/');
  const email = await signUpThroughDialog(page);
  await page.getByRole('link', { name: 'Chat with Fundraising Coach' }).click();
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill(question);
  const streamRequest = page.waitForRequest('**/api/chat/stream');
  await input.press('Enter');
  expect((await streamRequest).headers().authorization).toMatch(/^Bearer \S+/);
  const reply = messagesOf(page).nth(1);
  await expect(reply).toContainText('Answered by the offline engine', { timeout: 15_000 });
  await page.reload();
  await expect(reply).toContainText('SAFE');

  // At the plan's daily limit the bubble says so and leads to Billing, where it is lifted.
  const limit =
    'You have used all 50 chat requests of the Free plan today; they start again at midnight UTC.';
  await page.route('**/api/chat/stream', (route) =>
    route.fulfill({ status: 402, json: { error: { code: 'plan_limit', message: limit } } }),
  );
  await input.fill('One more?');
  await input.press('Enter');
  const refusal = messagesOf(page).nth(3);
  await expect(refusal).toContainText(limit);
  await expect(refusal.getByRole('link', { name: 'See plans in Billing' })).toHaveAttribute(
    'href',
    '/billing',
  );
  await page.unroute('**/api/chat/stream');

  // Signed out, the tab chats as a visitor: a fresh conversation that works, not the account's.
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(
    page.getByRole('heading', { name: "Welcome! I'm Fundraising Coach." }),
  ).toBeVisible();
  await input.fill('How long should my runway be?');
  await input.press('Enter');
  await expect(reply).toContainText('Answered by the offline engine', { timeout: 15_000 });
  await expect(page.getByText('Sorry, I encountered an error. Please try again.')).toHaveCount(0);

  // Signed in again, the account's conversation is back.
  await page.getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toBeHidden();
  await expect(messagesOf(page).first()).toContainText(question);
});

/** A reply in markdown, answered by the stream without the model. */
const markdownReply = (markdown: string) => ({
  status: 200,
  contentType: 'text/event-stream',
  body:
    `event: delta\ndata: ${JSON.stringify({ text: markdown })}\n\n` +
    `event: done\ndata: ${JSON.stringify({ response: markdown, message_index: 1, engine: 'offline' })}\n\n`,
});

test('Copy and Export give the words without markdown marks', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.route('**/api/chat/stream', (route) =>
    route.fulfill(markdownReply('## Next\n\n1. **Close** the _SAFE_\n2. Read `the memo`')),
  );
  const input = await openFundraisingChat(page);
  await input.fill('What **now**?');
  await input.press('Enter');
  const reply = messagesOf(page).nth(1);
  await expect(reply.locator('strong')).toHaveText('Close');
  await reply.getByRole('button', { name: 'Copy reply' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Next\n\n1. Close the SAFE\n2. Read the memo',
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const text = await fs.readFile(await (await downloading).path(), 'utf8');
  expect(text).toBe(
    'You: What now?\n\nCoach: Next\n\nCoach: 1. Close the SAFE\nCoach: 2. Read the memo\n',
  );
});

test("a visitor at the visitors' daily limit is asked to sign up, in one tap", async ({ page }) => {
  const limit =
    'You have sent the 20 messages a day that visitors get; they start again at midnight UTC. Sign up for more: a free account gets 50 a day.';
  await page.route('**/api/chat/stream', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '3600' },
      json: { error: { code: 'visitor_limit', message: limit } },
    }),
  );
  const input = await openFundraisingChat(page);
  await input.fill(question);
  await input.press('Enter');
  const refusal = messagesOf(page).nth(1);
  await expect(refusal).toContainText(limit);
  await refusal.getByRole('link', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(signUp).toBeVisible();
  // Closed, the dialog stays closed: the address no longer asks for it.
  await page.keyboard.press('Escape');
  await expect(signUp).toBeHidden();
  await expect(page).not.toHaveURL(/auth=/);
  await expect(refusal).toContainText(limit);
});

for (const { width, height } of [
  { width: 360, height: 740 },
  { width: 1280, height: 720 },
]) {
  test(`at ${width} px the header is one row and the message box is pinned, whole and in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    // A long reply, so the page scrolls.
    const long = Array.from(
      { length: 40 },
      (_, i) => `Point ${i + 1}: keep runway above 12 months.`,
    );
    await page.route('**/api/chat/stream', (route) =>
      route.fulfill(markdownReply(long.join('\n\n'))),
    );
    const input = await openFundraisingChat(page);
    const header = page.getByRole('banner').first();
    const menu = header.getByRole('button', { name: 'Menu' });
    if (width < 640) {
      // One row: the logo, Sign In and a Menu with the rest.
      expect((await header.boundingBox())?.height).toBeLessThan(70);
      const signIn = header.getByRole('button', { name: 'Sign In' });
      expect(await signIn.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
      await menu.click();
      const entries = header.getByRole('list', { name: 'Menu' });
      await expect(entries.getByRole('link', { name: 'Setup Wizard' })).toBeVisible();
      await expect(entries.getByRole('link', { name: 'Create Agent' })).toBeVisible();
      await entries.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(input).toHaveAttribute('placeholder', 'Type your message…');
    } else {
      await expect(menu).toBeHidden();
      await expect(header.getByRole('link', { name: 'Create Agent' })).toBeVisible();
      await expect(input).toHaveAttribute(
        'placeholder',
        'Type your message… (Shift+Enter for a new line)',
      );
    }
    const inView = async () => {
      const box = await input.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(height);
      expect(box && box.y).toBeGreaterThan(0);
      return box;
    };
    // In view before anything is sent, as wide as the screen allows on a phone.
    const box = await inView();
    if (width < 640) expect(box?.width).toBeGreaterThanOrEqual(width - 40);
    await input.fill(question);
    await input.press('Enter');
    await expect(messagesOf(page).nth(1)).toContainText('Point 40');
    // Scrolled to the top of a long conversation, the box stays at the bottom of the screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await inView();
    await messagesOf(page).nth(1).getByText('Point 20').scrollIntoViewIfNeeded();
    await inView();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
