import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { apiHeadersOf, signUpThroughDialog } from './fixtures/accounts';
import { sampleAgent } from './fixtures/builder-agent';
import { watchPageNoise } from './fixtures/page-noise';

/** A card of the catalogue, found by its agent's name. */
const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

// Issue 11's new-user path, at both loopback names people type (see profile.spec.ts).
for (const host of ['localhost', '127.0.0.1']) {
  test(`at ${host}: a new person with no name finds their profile, their cards and a quiet chat`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL!);
    origin.hostname = host;
    const at = (path: string) => new URL(path, origin).href;
    const suffix = Date.now().toString(36);

    // A visitor who wants to build an agent is offered a way in where they are.
    await page.goto(at('/agents/create'));
    await expect(page.getByText('Please sign in to create an agent.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Signing up asks for no name.
    const email = await signUpThroughDialog(page);
    const headers = await apiHeadersOf(page, email);
    const agents = {
      draft: `Draft Coach ${suffix}`, // as created: private and inactive
      live: `Live Coach ${suffix}`, // private, but active
      paused: `Paused Coach ${suffix}`, // public, but inactive
    };
    const ids: Record<string, string> = {};
    for (const [name, fields] of [
      [agents.draft, {}],
      [agents.live, { status: 'active' }],
      [agents.paused, { mode: 'PUBLIC' }],
    ] as const) {
      const created = await page.request.post('/api/agents', {
        headers,
        data: { ...sampleAgent(name), ...fields },
      });
      expect(created.status()).toBe(201);
      ids[name] = ((await created.json()) as { id: string }).id;
    }

    // Their own cards say they made them, and never show their e-mail.
    await page.goto(at('/'));
    const draft = cardOf(page, agents.draft);
    await expect(draft).toContainText('Created by you');
    await expect(page.getByRole('list', { name: 'Agents' })).not.toContainText(email);

    // The profile is in the user menu; a saved name shows in the header at once.
    await page.getByRole('button', { name: email }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const name = `Robin Founder ${suffix.slice(-4)}`;
    await page.getByLabel('Full Name').fill(name);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: email })).toHaveCount(0);

    // Others read the new name as the creator; their own cards still say 'you', and show
    // what others cannot see or use.
    const seen = await fetch(at(`/api/agents/${ids[agents.paused]}`));
    expect(((await seen.json()) as { owner: string | null }).owner).toBe(name);
    await page.getByRole('banner').getByRole('link', { name: 'CoachForge' }).click();
    await expect(draft).toContainText('Created by you');
    await expect(draft.getByRole('list', { name: 'Visibility' })).toHaveText(/Private\s*Inactive/);
    const live = cardOf(page, agents.live);
    await expect(live.getByRole('listitem')).toHaveText(['Private']);
    const paused = cardOf(page, agents.paused);
    await expect(paused.getByRole('listitem')).toHaveText(['Inactive']);
    // An inactive agent does not answer: no Chat on its cards; an active one has it.
    await expect(draft.getByRole('link', { name: /^Chat with/ })).toHaveCount(0);
    await expect(paused.getByRole('link', { name: /^Chat with/ })).toHaveCount(0);
    await expect(live.getByRole('link', { name: `Chat with ${agents.live}` })).toBeVisible();

    // Their agent takes no calls (voice is off by default): no Voice button on its card.
    await expect(live.getByRole('link', { name: /^Start voice call/ })).toHaveCount(0);
    await expect(page).toHaveURL(at('/'));
    await expectNoSeriousA11yViolations(page);

    // A fresh chat page load is quiet: no console warnings or errors, no refused requests.
    const href = (await live.getByRole('link', { name: /^Chat with/ }).getAttribute('href'))!;
    const noise = watchPageNoise(page);
    await page.goto(at(href));
    await expect(page.getByRole('heading', { name: `Welcome! I'm ${agents.live}.` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(noise.take()).toEqual([]);

    // The help center explains voice calls in an article.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL(at('/help'));
    await page.getByRole('searchbox').fill('voice');
    await page.getByRole('link', { name: 'Setting up voice chat' }).click();
    await expect(page).toHaveURL(at('/help/voice-setup'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Setting up voice chat' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Starting a call' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Their agent's keys and widget, quiet here too: no keys yet, and code waiting for one.
    const keysNoise = watchPageNoise(page);
    await page.goto(at(`/agents/${ids[agents.live]}/edit`));
    await page.getByRole('tab', { name: 'API Keys' }).click();
    await expect(page.getByRole('heading', { name: 'No API Keys' })).toBeVisible();
    await page.getByRole('tab', { name: 'Widget' }).click();
    await expect(page.getByRole('textbox', { name: 'Embed code' })).toHaveValue(
      /data-key="YOUR_WIDGET_KEY"/,
    );
    await page.waitForLoadState('networkidle');
    expect(keysNoise.take()).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
}
