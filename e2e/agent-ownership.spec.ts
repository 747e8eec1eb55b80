import { expect, test } from '@playwright/test';
import { signUpThroughDialog } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { otherFounder, sampleAgent } from './fixtures/builder-agent';

test('a signed-in person clones a coach under a new name, then deletes the copy', async ({
  page,
}) => {
  await page.goto('/');
  // A seeded coach: other journeys publish agents of their own into the same catalogue.
  const firstCard = page
    .getByRole('article')
    .filter({ hasText: 'Created by CoachForge Team' })
    .first();
  const coach = ((await firstCard.getByRole('heading').textContent()) ?? '').trim();
  // Visitors cannot clone.
  await expect(page.getByRole('button', { name: `Clone ${coach}` })).toHaveCount(0);

  await signUpThroughDialog(page);
  await page.getByRole('button', { name: `Clone ${coach}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Clone agent' });
  const name = dialog.getByLabel('Name of the copy');
  await expect(name).toHaveValue(`${coach} (Copy)`);
  await expectNoSeriousA11yViolations(page);

  await name.fill('   ');
  await dialog.getByRole('button', { name: 'Clone' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a name for the cloned agent');

  await name.fill('  My Own Fundraising Coach  ');
  await dialog.getByRole('button', { name: 'Clone' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Agent cloned successfully!' }),
  ).toBeVisible();
  const copy = page.getByRole('article').first();
  await expect(copy.getByRole('heading')).toHaveText('My Own Fundraising Coach');
  await expect(copy.getByRole('link', { name: 'Edit My Own Fundraising Coach' })).toBeVisible();
  // The seeded original stays read-only: no Edit, no Delete.
  await expect(page.getByRole('link', { name: `Edit ${coach}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${coach}` })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(
    'My Own Fundraising Coach',
  );

  await page.getByRole('button', { name: 'Delete My Own Fundraising Coach' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete agent' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Own Fundraising Coach' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Own Fundraising Coach' })).toHaveCount(0);
});

test('a signed-in person saves their profile and finds it after a reload', async ({ page }) => {
  await page.goto('/');
  const email = await signUpThroughDialog(page);
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText('Email cannot be changed here')).toBeVisible();
  await page.getByLabel('Full Name').fill('Pat Founder');
  await page.getByLabel('Company').fill('Pat Labs');
  await page.getByLabel('City').fill('Lisbon');
  await page.getByLabel('Country').selectOption('PT');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Pat Founder');
  await expect(page.getByLabel('Country')).toHaveValue('PT');
});

test('another founder’s public agent can be chatted with, but not cloned', async ({ page }) => {
  const other = await otherFounder(page.request);
  const name = `Published Coach ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/agents', {
    headers: other,
    data: { ...sampleAgent(name), mode: 'PUBLIC', status: 'active' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  await signUpThroughDialog(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('link', { name: `Chat with ${name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Clone ${name}` })).toHaveCount(0);
  await expect(card.getByRole('link', { name: `Edit ${name}` })).toHaveCount(0);
  // The platform's coaches still offer it.
  const coach = page.getByRole('article').filter({ hasText: 'Fundraising Coach' }).first();
  await expect(coach.getByRole('button', { name: /^Clone / })).toBeVisible();
});

test('a malformed, unknown or private id reads the same on chat and edit, at once', async ({
  page,
}) => {
  const other = await otherFounder(page.request);
  const created = await page.request.post('/api/agents', {
    headers: other,
    data: sampleAgent(`Hidden Coach ${Date.now().toString(36)}`),
  });
  expect(created.status()).toBe(201);
  const hidden = ((await created.json()) as { id: string }).id;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/agents/')) asked.push(request.url());
  });

  await page.goto('/');
  await signUpThroughDialog(page);
  const ids = ['not-a-uuid', '8f14e45f-ceea-467f-a0e6-5f3bd0e1c6a1', hidden];
  for (const id of ids) {
    for (const screen of ['run', 'edit']) {
      asked.length = 0;
      await page.goto(`/agents/${id}/${screen}`);
      // At once: an answer of 4xx is never asked again, so no seconds of "Loading agent…".
      await expect(page.getByRole('alert')).toHaveText(
        /^This agent does not exist or is not available to you\.\s*Back to Agents$/,
        { timeout: 3_000 },
      );
      expect(asked.length, `${screen} of ${id} asked ${asked.join(', ')}`).toBe(
        id === 'not-a-uuid' ? 0 : 1,
      );
    }
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Agents' }).click();
  await expect(page).toHaveURL(/\/agents$/);
});
