import { expect, type Page } from '@playwright/test';
import { fillInformation, sampleAgent, CREATED } from './fixtures/builder-agent';
import {
  expectNoSidewaysScroll,
  openAccountMenu,
  SCREENS,
  signUpOn,
  testOn,
  type Screen,
} from './fixtures/first-hour';
import { operator } from './fixtures/operator';
import { watchPageNoise } from './fixtures/page-noise';
import { startWidgetHost } from './fixtures/widget-host';

/** What the customer calls the coach on their site (the agent keeps its own name). */
const DISPLAY_NAME = 'Pricing Pal';

/** Opens a page of the header's links: beside the logo, or in the phone's Menu. */
async function openFromHeader(page: Page, screen: Screen, name: string) {
  const header = page.getByRole('banner');
  if (screen.phone) await header.getByRole('button', { name: 'Menu' }).click();
  await header.getByRole('link', { name }).click();
}

// Issue 29's second walk-through: a new customer builds an agent, makes a key for their site,
// puts the widget there (another origin) and a visitor chats; then billing, invoices and the
// wizard's first step, on a laptop and on a phone. The other journeys check each part in depth
// (agent-builder, api-keys, widget, billing, wizard); this one walks them in a row.
for (const screen of SCREENS) {
  const test = testOn(screen);
  test(`at ${screen.label}: a new customer builds an agent, embeds it, and finds billing and the wizard`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const noise = watchPageNoise(page);
    const snippet = {
      appOrigin: baseURL!,
      agentId: '',
      key: '',
      name: DISPLAY_NAME,
      position: 'bottom-right',
    };
    const site = await startWidgetHost(snippet);
    try {
      await page.goto('/');
      const email = await signUpOn(page, screen);

      // An active agent with the name visitors will know it by, made in the builder.
      const agent = sampleAgent();
      await openFromHeader(page, screen, 'Create Agent');
      await fillInformation(page, agent);
      await page.getByRole('switch', { name: 'Active' }).click();
      await page.getByRole('tab', { name: 'Widget' }).click();
      await page.getByLabel('Agent display name').fill(DISPLAY_NAME);
      await page.getByRole('button', { name: 'Create Agent' }).click();
      await expect(page.getByText(CREATED)).toBeVisible();
      await page.getByRole('link', { name: `Edit ${agent.name}` }).click();
      // The id is read from the address once the edit page is there, not while it is on its way.
      await expect(page).toHaveURL(/\/agents\/[^/]+\/edit$/);
      snippet.agentId = /\/agents\/([^/]+)\/edit$/.exec(page.url())?.[1] ?? '';

      // API Keys, on screen on a phone too: a widget key for the customer's site only.
      const keysTab = page.getByRole('tab', { name: 'API Keys' });
      const tabBox = await keysTab.boundingBox();
      expect(tabBox!.x).toBeGreaterThanOrEqual(0);
      expect(tabBox!.x + tabBox!.width).toBeLessThanOrEqual(screen.width);
      await keysTab.click();
      const keys = page.getByRole('tabpanel', { name: 'API Keys' });
      await keys.getByRole('button', { name: 'Create API Key' }).click();
      const create = page.getByRole('dialog', { name: 'Create API Key' });
      await create.getByLabel('Key Name').fill('Website widget');
      await create.getByRole('radio', { name: /^Restricted/ }).check();
      await create.getByLabel('Allowed domain 1').fill(site.origin);
      await create.getByRole('button', { name: 'Create Key' }).click();
      const created = page.getByRole('dialog', { name: 'API Key Created' });
      snippet.key = await created.getByLabel('Secret key for Website widget').inputValue();
      await created.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(keys.getByRole('listitem', { name: 'Website widget' })).toBeVisible();
      await expectNoSidewaysScroll(page, screen);

      // A visitor's first visit to the site: the coach answers by the widget's name, and
      // nothing fails or complains on the customer's page.
      const visitor = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
      });
      try {
        const visit = await visitor.newPage();
        const siteNoise = watchPageNoise(visit);
        await visit.goto(site.url);
        await visit.getByRole('button', { name: `Chat with ${DISPLAY_NAME}` }).click();
        const panel = visit.getByRole('dialog', { name: DISPLAY_NAME });
        await panel
          .getByRole('textbox', { name: `Message ${DISPLAY_NAME}` })
          .fill('What is the best recipe for sourdough bread?');
        await panel.getByRole('button', { name: 'Send' }).click();
        await expect(panel.getByRole('log')).toContainText(
          `outside what I cover as ${DISPLAY_NAME}`,
          { timeout: 15_000 },
        );
        await expect(panel.getByRole('log')).not.toContainText(agent.name);
        expect(siteNoise.take()).toEqual([]);
      } finally {
        await visitor.close();
      }

      // The wizard: the first answer is saved and the advisor reacts to it.
      await openFromHeader(page, screen, 'Setup Wizard');
      await page.getByRole('button', { name: 'Start Wizard' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Legal structure', exact: true }),
      ).toBeVisible();
      await page.getByRole('radio', { name: 'Limited liability company (LLC)' }).check();
      await page.getByRole('button', { name: 'Submit Answer' }).click();
      await expect(page.getByText('Answer saved.')).toBeVisible();
      const advisor = page.getByRole('log', { name: /Conversation with the Business Setup/ });
      await expect(
        advisor.getByText('My answer to “Legal structure”: Limited liability company (LLC)'),
      ).toBeVisible();
      await expect(advisor.getByText(/^Business Setup Advisor:/)).toHaveCount(1);
      // An answer changed from the review is submitted back to the review.
      const review = page.getByRole('heading', { level: 1, name: 'Review your answers' });
      await page.getByRole('button', { name: 'Review', exact: true }).click();
      await expect(review).toBeVisible();
      await page.getByRole('button', { name: 'Edit Legal structure' }).click();
      await page.getByRole('radio', { name: 'Corporation (C-corp or equivalent)' }).check();
      await page.getByRole('button', { name: 'Submit Answer' }).click();
      await expect(review).toBeVisible();
      await expect(page.getByText('Corporation (C-corp or equivalent)')).toBeVisible();
      // Starting again without answering leaves no empty run among the past plans.
      await openFromHeader(page, screen, 'Setup Wizard');
      await page.getByRole('button', { name: 'Start Wizard' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Legal structure', exact: true }),
      ).toBeVisible();
      await openFromHeader(page, screen, 'Setup Wizard');
      const past = page.getByRole('region', { name: 'Your past plans' });
      await expect(past.getByRole('listitem')).toHaveCount(1);
      await expect(past.getByRole('listitem')).toContainText('1 of 9 steps answered');

      // Billing: coming back to the success address without a checkout claims no payment.
      await page.goto('/billing?payment=success');
      await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Current Subscription' })).toContainText(
        'Free',
      );
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Invoices: once there is one, it and its PDF button fit the screen.
      const { invoice } = (await operator(page.request, 'set-plan', { email, plan: 'pro' })) as {
        invoice: string;
      };
      await openAccountMenu(page, screen, email);
      await page.getByRole('banner').getByRole('link', { name: 'Invoices' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
      const pdf = page.getByRole('button', { name: `Download PDF of ${invoice}` });
      await pdf.scrollIntoViewIfNeeded();
      await expect(pdf).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(page, screen);
      await page.waitForLoadState('networkidle');

      // No page of the app on the way made a failing request or said anything in the console.
      expect(noise.take()).toEqual([]);
    } finally {
      await site.close();
    }
  });
}
