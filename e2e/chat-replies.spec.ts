import { expect, type Page, type Request, type Response, test } from '@playwright/test';
import {
  clientMessageIdOf,
  openFundraisingChat,
  question,
  serveTimedStream,
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
  await expect(log.locator('ol > li').nth(1)).toContainText('Answered by the offline engine', {
    timeout: 15_000,
  });
  await expect(log).not.toContainText(ERROR_TEXT);
  const [first, retry] = requests.map(clientMessageIdOf);
  expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(retry).toBe(first);

  // The next message has an id of its own.
  await input.fill('How long should my runway be?');
  await input.press('Enter');
  await expect(log.locator('ol > li').nth(3)).toContainText('Answered by the offline engine', {
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
  const reply = page.getByRole('log').locator('ol > li').nth(1);
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
  const reply = page.getByRole('log').locator('ol > li').nth(1);
  await expect(reply).toContainText(ERROR_TEXT);
  await expect(reply).not.toContainText('Half of a thought');
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(0);
  // The server said the reply failed: that is an answer, not sent again.
  expect(requests).toHaveLength(1);
});

// Needs the server's client_message_id (a repeat answers the stored reply): until then the
// repeat is answered by the model again and stored as a second exchange.
test('a reply that breaks off is answered once, from the stored copy', async ({ page }) => {
  const answers: Response[] = [];
  page.on('response', (response) => isChatStream(response.request()) && answers.push(response));
  let attempts = 0;
  await page.route('**/api/chat/stream', async (route) => {
    if (++attempts > 1) return route.continue();
    // The server answers and stores the whole reply; the browser gets only its first piece.
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: body.slice(0, body.indexOf('\n\n') + 2) });
  });
  const input = await openFundraisingChat(page);
  await input.fill(question);
  await input.press('Enter');
  const log = page.getByRole('log');
  const reply = log.locator('ol > li').nth(1);
  await expect(reply).toContainText('Answered by the offline engine', { timeout: 15_000 });
  await expect(reply).toContainText('SAFE');
  // The repeat is the stored reply in one piece, not a second run of the model.
  const repeat = await answers[1]!.text();
  expect(repeat.match(/^event: delta$/gm)).toHaveLength(1);
  expect(repeat).toMatch(/^event: done$/m);

  await page.reload();
  await expect(log.locator('ol > li').nth(1)).toContainText('SAFE');
  await expect(log.locator('ol > li')).toHaveCount(2);
});

test('the coach says which tool it is using while it works', async ({ page }) => {
  const reply = 'Your calendar is free on Tuesday at 10:00.';
  const stream = await serveTimedStream([
    { event: 'tool', data: { tool: 'google_calendar' }, afterMs: 300 },
    { event: 'delta', data: { text: reply }, afterMs: 1500 },
    { event: 'done', data: { response: reply, message_index: 1, engine: 'offline' } },
  ]);
  await page.route('**/api/chat/stream', (route) => route.continue({ url: stream.url }));
  const input = await openFundraisingChat(page);
  await input.fill('When am I free this week?');
  await input.press('Enter');
  const status = page.getByRole('status').filter({ hasText: /thinking|calendar/ });
  await expect(status).toHaveText('Agent is thinking...');
  await expect(status).toHaveText('Checking the calendar…');
  await expect(page.getByRole('log')).toContainText(reply);
  await expect(page.getByRole('status').filter({ hasText: 'Checking the calendar' })).toHaveCount(
    0,
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
  await expect(page.getByRole('log').locator('ol > li').nth(1)).toContainText(
    "You're sending messages faster than we can answer. Please wait 12 seconds and try again.",
  );
  await expect(input).toBeEnabled();
});
