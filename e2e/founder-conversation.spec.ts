import { expect, test, type Page } from '@playwright/test';
import { messagesOf } from './fixtures/chat-page';
import { watchPageNoise } from './fixtures/page-noise';

// Issue 30: a visitor talks to a platform coach the way founders do, with no model key (the
// default engine): small talk, their own figures, a follow-up that changes one of them, and a
// question in Portuguese. Each reply must be one a founder would call useful.

/** Sends a message and returns the coach's reply to it, once whole. */
async function say(page: Page, message: string, turn: number) {
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill(message);
  await input.press('Enter');
  const reply = messagesOf(page).nth(turn * 2 + 1);
  await expect(reply).toContainText('Answered by the offline engine', { timeout: 15_000 });
  return reply;
}

test('a visitor greets the finance coach, works out runway, adds a hire, asks in Portuguese and is sent to the right coach', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const noise = watchPageNoise(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Chat with Founder Finance Coach' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Founder Finance Coach' }),
  ).toBeVisible();

  // A greeting gets a greeting, what the coach does and questions to start from.
  const hello = await say(page, 'hi', 0);
  await expect(hello).not.toContainText('outside what I cover');
  await expect(hello).toContainText('You could ask me');
  await expect(hello.getByRole('listitem')).toHaveCount(3);

  // Their own figures, worked out: the formula with their inputs and the months.
  const runway = await say(
    page,
    'We have $200k in the bank and burn $15k per month. How long is our runway?',
    1,
  );
  await expect(runway).toContainText('$200,000 ÷ $15,000');
  await expect(runway).toContainText('13.3 months');

  // The follow-up keeps the figures and adds the hire.
  const hire = await say(page, 'And if we hire one more engineer at $8k per month?', 2);
  await expect(hire).toContainText('($15,000 + $8,000 = $23,000)');
  await expect(hire).toContainText('8.7 months');
  await expect(hire).not.toContainText('outside what I cover');

  // Portuguese: one line in Portuguese, then the answer with their figures.
  const portuguese = await say(
    page,
    'Como sei se tenho product-market fit? Temos 40 clientes pagantes e churn de 8% ao mês.',
    3,
  );
  const opening = await portuguese.locator('p').first().innerText();
  expect(opening).toMatch(/inglês/);
  await expect(portuguese).toContainText('40 paying customers');
  await expect(portuguese).toContainText('8%');

  // A question for another coach names it, and the link opens that coach here.
  const elsewhere = await say(page, 'How many slides should my pitch deck have?', 4);
  await expect(elsewhere).toContainText('outside what I cover');
  await elsewhere.getByRole('link', { name: 'Pitch Deck Coach' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Coach' })).toBeVisible();
  expect(noise.take()).toEqual([]);
});
