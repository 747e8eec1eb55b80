import { expect, type Page, type Request, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import {
  clientMessageIdOf,
  openFundraisingChat,
  question,
  serveTimedStream,
  messagesOf,
} from './fixtures/chat-page';

const ERROR_TEXT = 'Sorry, I encountered an error. Please try again.';
const isChatStream = (request: Request) => new URL(request.url()).pathname === '/api/chat/stream';

/** Every chat stream request the page sends, in order. */
function recordChatStreams(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => isChatStream(request) && requests.push(request));
  return requests;
}

test('a request that gets no answer is sent once more under the same id', async ({ page }) => {
  const requests = recordChatStreams(page);
  let attempts = 0;
  await page.route('**/api/chat/stream', (route) =>
    ++attempts === 1 ? route.abort('connectionreset') : route.continue(),
  );
  const input = await openFundraisingChat(page);
  await input.fill(question);
  await input.press('Enter');
  const log = page.getByRole('log');
  await expect(messagesOf(page).nth(1)).toContainText('Answered by the offline engine', {
    timeout: 15_000,
  });
  await expect(log).not.toContainText(ERROR_TEXT);
  const [first, retry] = requests.map(clientMessageIdOf);
  expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(retry).toBe(first);

  // The next message has an id of its own.
  await input.fill('How long should my runway be?');
  await input.press('Enter');
  await expect(messagesOf(page).nth(3)).toContainText('Answered by the offline engine', {
    timeout: 15_000,
  });
  expect(requests).toHaveLength(3);
  expect(clientMessageIdOf(requests[2]!)).not.toBe(first);
});

test('a chat that cannot reach the server says so with the spec text', async ({ page }) => {
  const requests = recordChatStreams(page);
  await page.route('**/api/chat/stream', (route) => route.abort());
  const input = await openFundraisingChat(page);
  await input.fill(question);
  await input.press('Enter');
  const reply = messagesOf(page).nth(1);
  await expect(reply).toContainText(ERROR_TEXT);
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(0);
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  // Tried twice, as one message.
  expect(requests.map(clientMessageIdOf)).toEqual([
    clientMessageIdOf(requests[0]!),
    clientMessageIdOf(requests[0]!),
  ]);
});

test('a reply that fails midway is replaced by the error text', async ({ page }) => {
  const requests = recordChatStreams(page);
  await page.route('**/api/chat/stream', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body:
        'event: delta\ndata: {"text":"Half of a thought about"}\n\n' +
        'event: error\ndata: {"error":{"code":"model_unavailable","message":"Model down"}}\n\n',
    }),
  );
  const input = await openFundraisingChat(page);
  await input.fill(question);
  await input.press('Enter');
  const reply = messagesOf(page).nth(1);
  await expect(reply).toContainText(ERROR_TEXT);
  await expect(reply).not.toContainText('Half of a thought');
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(0);
  // The server said the reply failed: that is an answer, not sent again.
  expect(requests).toHaveLength(1);
});

// The browser loses the end of the first stream; its repeat (same client_message_id) must be
// answered from the stored exchange, not by the model again.
test('a reply that breaks off is answered once, from the stored copy', async ({ page }) => {
  let attempts = 0;
  // Bodies are read here, as they pass: Chromium does not keep an event stream's body.
  let repeat = '';
  await page.route('**/api/chat/stream', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (++attempts > 1) {
      repeat = body;
      return route.fulfill({ response, body });
    }
    // The server answers and stores the whole reply; the browser gets only its first piece.
    await route.fulfill({ response, body: body.slice(0, body.indexOf('\n\n') + 2) });
  });
  const input = await openFundraisingChat(page);
  await input.fill(question);
  await input.press('Enter');
  const reply = messagesOf(page).nth(1);
  await expect(reply).toContainText('Answered by the offline engine', { timeout: 15_000 });
  await expect(reply).toContainText('SAFE');
  // The repeat is the stored reply in one piece, not a second run of the model.
  expect(attempts).toBe(2);
  expect(repeat.match(/^event: delta$/gm)).toHaveLength(1);
  expect(repeat).toMatch(/^event: done$/m);

  await page.reload();
  await expect(messagesOf(page).nth(1)).toContainText('SAFE');
  await expect(messagesOf(page)).toHaveCount(2);
});

test('the coach says which tool it is using while it works, and after', async ({ page }) => {
  const reply = 'Your calendar is free on Tuesday at 10:00.';
  const call = { tool: 'find_free_slots', label: 'Checking the calendar…' };
  const stream = await serveTimedStream([
    { event: 'tool', data: { ...call, status: 'running' }, afterMs: 300 },
    { event: 'tool', data: { ...call, status: 'done' }, afterMs: 1500 },
    { event: 'delta', data: { text: reply } },
    { event: 'done', data: { response: reply, message_index: 1, engine: 'offline' } },
  ]);
  await page.route('**/api/chat/stream', (route) => route.continue({ url: stream.url }));
  const input = await openFundraisingChat(page);
  await input.fill('When am I free this week?');
  await input.press('Enter');
  // (The 'Agent is thinking...' before the tool event lasts 300 ms: too short to assert on a
  // busy machine; the chat journeys check it.)
  const status = page.getByRole('status').filter({ hasText: /thinking|calendar/ });
  await expect(status).toHaveText('Checking the calendar…');
  await expect(page.getByRole('log')).toContainText(reply);
  await expect(page.getByRole('status').filter({ hasText: 'Checking the calendar' })).toHaveCount(
    0,
  );
  // Under the reply: the call beside the answer it gave.
  await expect(messagesOf(page).nth(1).getByRole('list', { name: 'Tools used' })).toHaveText(
    'Used Checking the calendar · done',
  );
  await stream.close();
});

test('a person who sends too fast is told how long to wait', async ({ page }) => {
  await page.route('**/api/chat/stream', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '12' },
      json: { error: { code: 'rate_limited', message: 'Too many requests.' } },
    }),
  );
  const input = await openFundraisingChat(page);
  await input.fill(question);
  await input.press('Enter');
  await expect(messagesOf(page).nth(1)).toContainText(
    "You're sending messages faster than we can answer. Please wait 12 seconds and try again.",
  );
  await expect(input).toBeEnabled();
});

test('a reply in markdown reads well on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const markdown = [
    '## Three steps',
    '',
    '1. **Close** the SAFE',
    '2. Read [the YC guide](https://www.ycombinator.com/documents)',
    '',
    '| Round | Dilution |',
    '|---|---|',
    '| Seed | 15-25% |',
    '',
    '```',
    'ownership = investment / post_money_valuation_cap  # per SAFE, before the priced round',
    '```',
  ].join('\n');
  await page.route('**/api/chat/stream', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body:
        `event: delta\ndata: ${JSON.stringify({ text: markdown })}\n\n` +
        `event: done\ndata: ${JSON.stringify({ response: markdown, message_index: 1, engine: 'offline' })}\n\n`,
    }),
  );
  const input = await openFundraisingChat(page);
  await input.fill('What now? **Be brief**\n1. money\n2. time');
  await input.press('Enter');

  const [mine, reply] = [0, 1].map((n) => messagesOf(page).nth(n));
  // The person's message: bold and line breaks, their numbers kept as typed.
  await expect(mine!.locator('strong')).toHaveText('Be brief');
  await expect(mine!).toContainText('1. money');
  await expect(mine!.getByRole('list')).toHaveCount(0);

  await expect(reply!.getByRole('heading', { name: 'Three steps' })).toBeVisible();
  await expect(reply!.getByRole('list').first().getByRole('listitem')).toHaveCount(2);
  const link = reply!.getByRole('link', { name: /the YC guide/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(reply!.getByRole('cell', { name: '15-25%' })).toBeVisible();
  // The long code line scrolls inside its block; the page itself does not scroll sideways.
  const code = reply!.locator('pre');
  await expect(code).toBeVisible();
  expect(await code.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  // Screen readers hear the words, not the markup.
  const announcement = page.locator('[aria-live="polite"]').filter({ hasText: 'Coach:' });
  await expect(announcement).toContainText('Close the SAFE');
  await expect(announcement).not.toContainText('**');
  await expectNoSeriousA11yViolations(page);
});
