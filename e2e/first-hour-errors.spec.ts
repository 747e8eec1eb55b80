import { expect, test } from '@playwright/test';
import { apiHeadersOf, signUpThroughDialog } from './fixtures/accounts';
import { CREATED, fillInformation, sampleAgent } from './fixtures/builder-agent';

// Issue 29: a refusal reaches the person where they acted, in the server's words, and a
// plan limit comes with the way to Billing.

test('a Free account at its agent limit is told before the form and on Create, with the way to Billing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const email = await signUpThroughDialog(page);
  const headers = await apiHeadersOf(page, email);
  const plan = await page.request.get('/api/subscription', { headers });
  const { plan_name, limits_agents: limit } = (await plan.json()) as {
    plan_name: string;
    limits_agents: number;
  };
  expect(plan_name).toBe('Free');
  for (let n = 1; n < limit; n += 1) {
    const made = await page.request.post('/api/agents', { headers, data: sampleAgent() });
    expect(made.status()).toBe(201);
  }

  // One more fits: no warning, and the last one is created in the builder.
  const warning = `The Free plan allows up to ${limit} agents, and you have ${limit}.`;
  await page.goto('/agents/create');
  await expect(page.getByRole('textbox', { name: 'Agent Name', exact: true })).toBeVisible();
  await expect(page.getByText(/plan allows up to/)).toHaveCount(0);
  const last = sampleAgent(`Last Coach ${Date.now().toString(36)}`);
  await fillInformation(page, last);
  await page.getByRole('button', { name: 'Create Agent' }).click();
  await expect(page.getByText(CREATED)).toBeVisible();

  // Their own card says they made it.
  await expect(page).toHaveURL(/\/agents$/);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: last.name, exact: true }) });
  await expect(card).toContainText('Created by you');

  // At the limit: the page says so before the form, with the way to Billing.
  await page.goto('/agents/create');
  const notice = page.getByRole('status').filter({ hasText: warning });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'See plans in Billing' })).toHaveAttribute(
    'href',
    '/billing',
  );
  const noticeBox = await notice.boundingBox();
  const nameBox = await page
    .getByRole('textbox', { name: 'Agent Name', exact: true })
    .boundingBox();
  expect(noticeBox!.y).toBeLessThan(nameBox!.y);

  // Creating anyway: the server's sentence where the button is, not "Please try again".
  await fillInformation(page, sampleAgent());
  await page.getByRole('button', { name: 'Create Agent' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: warning });
  await expect(refusal).toContainText('Delete one, or change your plan.');
  await expect(page.getByText('Failed to create agent')).toHaveCount(0);
  await refusal.getByRole('link', { name: 'See plans in Billing' }).click();
  // The form still holds what they typed: leaving it is their choice.
  await page
    .getByRole('dialog', { name: 'Leave this page?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/billing$/);

  // A clone is an agent too: the dialog says the limit, with the way to Billing.
  await page.goto('/');
  const coach = page.getByRole('article').filter({ hasText: 'Created by CoachForge Team' }).first();
  await coach.getByRole('button', { name: /^Clone / }).click();
  const dialog = page.getByRole('dialog', { name: 'Clone agent' });
  await dialog.getByRole('button', { name: 'Clone' }).click();
  const cloneRefusal = dialog.getByRole('alert');
  await expect(cloneRefusal).toContainText(warning);
  await expect(cloneRefusal).not.toContainText('Failed to clone agent');
  await expect(cloneRefusal.getByRole('link', { name: 'See plans in Billing' })).toBeVisible();
});

test('the contact form says what is wrong under each field, in sentences', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveAccessibleDescription('Name is required');

  await name.fill('Ada');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
  await page.getByRole('textbox', { name: 'Message' }).fill('Keep this text');
  await page.getByRole('button', { name: 'Send message' }).click();

  // The server refuses the address: said under the field, which gets the focus.
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAccessibleDescription('Email must be a valid e-mail address');
  await expect(email).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not send your message: please correct the marked fields.',
  );
  await expect(page.getByRole('main')).not.toContainText('body.');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Keep this text');

  await email.fill('ada@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
});

test("a signed-in person's 'Contact us' from Billing starts with their e-mail and the topic", async ({
  page,
}) => {
  await page.goto('/');
  const email = await signUpThroughDialog(page);
  await page.goto('/billing');
  await page.getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page).toHaveURL(/\/contact\?category=billing/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('billing');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(/ plan$/);
  // A person who signed up without a name is not given one.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

test('saving an agent deleted meanwhile says so, not "Please try again"', async ({ page }) => {
  await page.goto('/');
  const email = await signUpThroughDialog(page);
  const headers = await apiHeadersOf(page, email);
  const made = await page.request.post('/api/agents', { headers, data: sampleAgent() });
  const { id } = (await made.json()) as { id: string };
  await page.goto(`/agents/${id}/edit`);
  const name = page.getByRole('textbox', { name: 'Agent Name', exact: true });
  await name.fill('Renamed Coach');

  // Deleted in another tab while this one still shows it.
  expect((await page.request.delete(`/api/agents/${id}`, { headers })).status()).toBe(204);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Agent ${id} was not found.`);
  await expect(page.getByText('Failed to update agent')).toHaveCount(0);
  await expect(name).toHaveValue('Renamed Coach');
});
