import { expect, test, type Page } from '@playwright/test';
import type { FakeLlm } from '../src/server/test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../src/server/test/fake-llm/openai-fake';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { e2eServerInbox, signUpThroughDialog, uniqueEmail } from './fixtures/accounts';
import { startFreshServer } from './fixtures/fresh-server';

// A fresh install of its own: the suite's server has accounts already, and here the first
// sign-up must become the operator. A fake OpenAI-compatible server on loopback is what the
// console finds (as it would find vLLM on :8000).
test.describe.configure({ mode: 'serial' });
let model: FakeLlm;
let server: Awaited<ReturnType<typeof startFreshServer>>;
const MODEL = 'e2e-coach-model';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  model = await startOpenAiFake({ models: [MODEL] });
  server = await startFreshServer({
    OPERATOR_EMAILS: '',
    MODEL_DISCOVERY_URLS: `vllm=${new URL(model.url).origin}`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await model?.close();
});

/** The operator on localhost, the second person on 127.0.0.1: both names reach the server. */
const at = (host: 'localhost' | '127.0.0.1', path = '/') => `http://${host}:${server.port}${path}`;

/** Opens the Fundraising Coach from the catalogue and asks; the conversation's messages. */
async function askTheFundraisingCoach(page: Page, question: string) {
  await page.goto(at('localhost'));
  await page.getByRole('link', { name: 'Chat with Fundraising Coach' }).click();
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill(question);
  await input.press('Enter');
  return page.getByRole('log').locator(':scope > ol > li');
}

async function openConsolePage(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('the first account runs the server: connects the found model, then answers a plan request', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const inbox = e2eServerInbox(server.port);
  await page.goto(at('localhost'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign Up' })).toContainText(
    'This is the first account on this server: it will run the server (the operator)',
  );
  await page.keyboard.press('Escape');
  const operator = await signUpThroughDialog(page, uniqueEmail(), inbox);

  // The offline engine answers, so the operator is offered the way to a model: a banner, and
  // under the offline engine's replies.
  const banner = page.getByRole('complementary', { name: 'Language model' });
  await expect(banner.getByRole('link', { name: 'Connect a language model' })).toBeVisible();
  const messages = await askTheFundraisingCoach(page, 'What should I do first?');
  const offline = messages.nth(1);
  await expect(offline).toContainText('Answered by the offline engine', { timeout: 15_000 });
  await offline.getByRole('link', { name: 'Connect a language model' }).click();
  await expect(page).toHaveURL(at('localhost', '/admin/model'));
  await expect(page.getByText('Answering now: the offline engine')).toBeVisible();
  await page.getByRole('button', { name: `Use vLLM at ${model.url}` }).click();
  const form = page.getByRole('form', { name: 'Language model' });
  await expect(form.getByRole('combobox', { name: 'Model' })).toHaveValue(MODEL);
  await form.getByRole('button', { name: 'Test' }).click();
  const results = form.getByRole('status', { name: 'Test and save results' });
  await expect(results).toContainText('The model replied in');
  await expect(results).toContainText('Fake reply to:');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(results).toContainText(`Saved. The coaches now answer with`);

  for (const name of ['Speech', 'People', 'Health', 'Log']) {
    await openConsolePage(page, name);
    await expect(page.getByRole('main').getByText(/^(Loading|Checking the server)/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }

  // A coach's next reply comes from the model, not the offline engine.
  const reply = (await askTheFundraisingCoach(page, 'Should I raise on a SAFE?')).filter({
    hasText: 'Fake reply to: Should I raise on a SAFE?',
  });
  await expect(reply).toBeVisible();
  await expect(reply).not.toContainText('offline engine');

  // A second person, signed in, asks for Pro through Billing's "Contact us".
  const other = await browser.newContext();
  const person = await other.newPage();
  await person.goto(at('127.0.0.1'));
  const email = await signUpThroughDialog(person, uniqueEmail(), inbox);
  await person.goto(at('127.0.0.1', '/billing'));
  const plans = person.getByRole('region', { name: 'Available Plans' });
  const pro = plans.getByRole('listitem').filter({ hasText: 'Pro' }).first();
  await pro.getByRole('link', { name: 'Contact us' }).click();
  await person.getByRole('textbox', { name: 'Name' }).fill('Grace Founder');
  await person.getByRole('textbox', { name: 'Message' }).fill('Please move me to Pro.');
  await person.getByRole('button', { name: 'Send message' }).click();
  await expect(person.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await person.goto(at('127.0.0.1', '/admin'));
  await expect(person.getByText("The console is for the server's operators")).toBeVisible();

  // The operator sees it with the account, and sets the plan it asks for in one click.
  await page.getByRole('button', { name: operator }).click();
  await page.getByRole('link', { name: 'Console' }).click();
  await openConsolePage(page, 'Requests');
  const request = page
    .getByRole('list', { name: 'Requests' })
    .getByRole('listitem')
    .filter({
      hasText: `Sent signed in as ${email}`,
    });
  await expect(request).toContainText('Please move me to Pro.');
  await expect(request.getByRole('combobox', { name: `Plan for ${email}` })).toHaveValue('pro');
  await expectNoSeriousA11yViolations(page);
  await request.getByRole('button', { name: 'Set plan' }).click();
  await expect(request.getByRole('status').filter({ hasText: 'is on Pro now' })).toBeVisible();

  await person.goto(at('127.0.0.1', '/billing'));
  await expect(person.getByRole('region', { name: 'Current Subscription' })).toContainText('Pro');
  await other.close();
});
