import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';

const question = 'Should I raise on a SAFE or a priced round?';

test('a visitor chats with the Fundraising Coach, rates, copies, exports and clears', async ({
  page,
  context,
  baseURL,
}) => {
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
  await input.press('Enter');

  const log = page.getByRole('log');
  await expect(
    page.getByText('Agent is thinking...').or(log.getByText(/SAFE/).nth(1)),
  ).toBeVisible();
  const reply = log.getByRole('listitem').nth(1);
  await expect(reply).toContainText('SAFE', { timeout: 15_000 });
  await expect(reply).toContainText('Answered by the offline engine');
  await expect(log.getByRole('listitem').first()).toContainText(question);
  await expect(input).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // A reload continues the same conversation.
  await page.reload();
  await expect(log.getByRole('listitem').first()).toContainText(question);
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

  // Clear starts over.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: "Welcome! I'm Fundraising Coach." }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { name: "Welcome! I'm Fundraising Coach." }),
  ).toBeVisible();
});

test('Shift+Enter adds a line and an inactive coach explains itself', async ({ page }) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 409,
      json: { error: { code: 'agent_inactive', message: 'This coach is paused right now.' } },
    }),
  );
  await page.goto('/');
  await page.getByRole('link', { name: 'Chat with Fundraising Coach' }).click();
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill('Line one');
  await input.press('Shift+Enter');
  await input.pressSequentially('Line two');
  await expect(input).toHaveValue('Line one\nLine two');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText('This coach is paused right now.');
});
