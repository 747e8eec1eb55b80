import { expect, test } from '@playwright/test';
import { messagesOf } from './fixtures/chat-page';
import { signUpThroughDialog } from './fixtures/accounts';
import {
  calendarTool,
  nextWorkday,
  openTools,
  recordApiAnswers,
  slotLabel,
  ZONE,
  type BookedEvent,
} from './fixtures/calendar-journey';
import { createAgentInBuilder, sampleAgent, UPDATED } from './fixtures/builder-agent';
import {
  blockGoogleIdentity,
  DENIED,
  E2E_GOOGLE_CLIENT_ID,
  fakeGoogleIdentity,
  GOOD_TOKEN,
  GRANTED,
  googleApiRequests,
  grantedCode,
  overridePublicConfig,
  tokenRequests,
} from './fixtures/google-identity-fake';

// Google is faked on both sides: its sign-in script in the page (fixtures/google-identity-fake)
// and its APIs behind the server (scripts/e2e-server.ts). Everything else is the real app.
test.use({ timezoneId: ZONE });

const PERMISSIONS = [
  'View your calendars and events',
  'Create and modify events',
  'Access your calendar list',
];
const WORKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const WEEKEND = ['Saturday', 'Sunday'];

/**
 * The server renews connections (it has the client secret: GIS's code model), or, as on a
 * server with only the client id, the connection is Google's hour-long token.
 */
const FLOWS = [
  { name: 'renewing', renewable: true, connection: /^Renews automatically$/ },
  { name: 'hour-long', renewable: false, connection: /^Until .+, then reconnect$/ },
] as const;

for (const flow of FLOWS) {
  test(`a founder connects Google Calendar (${flow.name}), the agent books a meeting, then disconnects`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const apiAnswers = recordApiAnswers(page);
    if (flow.renewable) {
      await fakeGoogleIdentity(page, await grantedCode(baseURL));
    } else {
      await fakeGoogleIdentity(page, GRANTED);
      await overridePublicConfig(page, { google_calendar_renewable: false });
    }
    await page.goto('/');
    await signUpThroughDialog(page);
    // A name of its own: the booking is told apart from other journeys' by the agent's name.
    const agent = await createAgentInBuilder(
      page,
      sampleAgent(`Calendar Coach ${Math.random().toString(36).slice(2, 10)}`),
    );
    await openTools(page, agent.id);

    const { card, item, setup, dialog } = calendarTool(page);
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await expect(item.getByText('Requires Config')).toBeVisible();

    // Step 1: the permissions, then Google's consent (the fake grants all three scopes).
    await card.click();
    await expect(dialog.getByRole('listitem')).toHaveText(PERMISSIONS);
    await dialog.getByRole('button', { name: 'Sign in with Google' }).click();

    // Step 2: the account's calendars (the primary one ticked) and the default hours.
    const primary = dialog.getByRole('checkbox', { name: 'founder@example.com (primary)' });
    await expect(primary).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Team (shared)' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Unnamed Calendar' })).not.toBeChecked();
    expect(await tokenRequests(page)).toEqual([
      flow.renewable
        ? { model: 'code', client_id: E2E_GOOGLE_CLIENT_ID, scope: GRANTED.scope, ux_mode: 'popup' }
        : {
            model: 'token',
            client_id: E2E_GOOGLE_CLIENT_ID,
            scope: GRANTED.scope,
            prompt: 'consent',
          },
    ]);
    for (const day of WORKDAYS) {
      await expect(dialog.getByRole('checkbox', { name: day, exact: true })).toBeChecked();
      await expect(dialog.getByLabel(`${day} start`)).toHaveValue('09:00');
      await expect(dialog.getByLabel(`${day} end`)).toHaveValue('17:00');
    }
    for (const day of WEEKEND) {
      await expect(dialog.getByRole('checkbox', { name: day, exact: true })).not.toBeChecked();
      await expect(dialog.getByLabel(`${day} start`)).toBeDisabled();
    }
    await expect(dialog.getByLabel('Time zone')).toHaveValue(ZONE);

    // A day off (the next workday), added twice: listed once.
    const dayOff = nextWorkday();
    const addDay = dialog.getByRole('button', { name: 'Add', exact: true });
    await expect(dialog.getByText('No excluded days.')).toBeVisible();
    await expect(addDay).toBeDisabled();
    for (let i = 0; i < 2; i += 1) {
      await dialog.getByLabel('Day to exclude').fill(dayOff.iso);
      await addDay.click();
    }
    await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: `Remove ${dayOff.chip}` })).toBeVisible();

    // Step 3: the summary of what was saved on the server.
    await dialog.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Google Calendar is connected.');
    const summary = [
      ['Connected account', 'founder@example.com'],
      ['Calendars', '1'],
      ['Available days', '5'],
      ['Excluded dates', '1'],
      ['Time zone', ZONE],
      ['Connection', flow.connection],
    ] as const;
    await expect(dialog.getByRole('term')).toHaveText(summary.map(([term]) => term));
    await expect(dialog.getByRole('definition')).toHaveText(summary.map(([, value]) => value));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // Saved at once: the card is selected and configured, with nothing left to save.
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(item.getByText('Configured', { exact: true })).toBeVisible();
    await expect(setup).toHaveText('Reconfigure');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    // After a reload the summary opens straight away.
    await page.reload();
    await page.getByRole('tab', { name: 'Tools' }).click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(item.getByText('Configured', { exact: true })).toBeVisible();
    await setup.click();
    await expect(dialog.getByRole('status')).toHaveText('Google Calendar is connected.');
    await expect(dialog.getByRole('definition')).toHaveText(summary.map(([, value]) => value));
    await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // A server that has since lost its client id still shows the saved setup, with Disconnect.
    await overridePublicConfig(page, {
      google_client_id: null,
      google_calendar_renewable: flow.renewable,
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Tools' }).click();
    await setup.click();
    await expect(dialog.getByRole('status')).toHaveText('Google Calendar is connected.');
    await expect(dialog.getByRole('button', { name: 'Disconnect & Reconfigure' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await overridePublicConfig(page, { google_calendar_renewable: flow.renewable });

    // The agent goes live and is asked for a meeting.
    await page.getByRole('tab', { name: 'Information' }).click();
    await page.getByRole('switch', { name: 'Active' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(UPDATED)).toBeVisible();
    await expect(page).toHaveURL(/\/agents$/);

    await page.goto(`/agents/${agent.id}/run`);
    const input = page.getByRole('textbox', { name: 'Your message' });
    const replies = messagesOf(page);
    await input.fill('Can we schedule a call next week?');
    await input.press('Enter');
    const offer = replies.nth(1);
    await expect(offer).toContainText(`Here are free times in your calendar (${ZONE}):`, {
      timeout: 15_000,
    });
    await expect(offer).toContainText('Reply "book" and a number (for example "book 1")');
    // The reply's "1. …" lines render as a numbered list: five times, at most two a day,
    // never on the day off.
    const labels = await offer.locator('ol').getByRole('listitem').allInnerTexts();
    expect(labels).toHaveLength(5);
    for (const label of labels) {
      expect(label).toMatch(/^\w{3} \d{1,2} \w{3}, \d\d:\d\d–\d\d:\d\d$/);
      expect(label.startsWith(`${dayOff.slotDay},`), `${label} is on the day off`).toBe(false);
    }

    await input.fill('book 1');
    await input.press('Enter');
    const booked = replies.nth(3);
    await expect(booked).toContainText(`Booked: Session with ${agent.name}, ${labels[0]}.`, {
      timeout: 15_000,
    });
    // Under each reply, the calendar calls that made it.
    await expect(offer.getByRole('list', { name: 'Tools used' })).toHaveText(
      'Used Checking the calendar · done',
    );
    await expect(booked.getByRole('list', { name: 'Tools used' }).getByRole('listitem')).toHaveText(
      ['Used Checking the calendar · done', 'Used Booking the meeting · done'],
    );

    // Google was asked to create exactly that meeting in the primary calendar.
    const inserts = (await googleApiRequests(baseURL))
      .filter((r) => r.method === 'POST' && r.pathname.endsWith('/events'))
      .map((r) => ({
        path: decodeURIComponent(r.pathname),
        event: JSON.parse(r.body) as BookedEvent,
      }))
      .filter(({ event }) => event.description?.includes(agent.name));
    expect(inserts).toHaveLength(1);
    const [insert] = inserts;
    expect(insert?.path).toBe('/calendar/v3/calendars/founder@example.com/events');
    expect(insert?.event).toMatchObject({
      summary: `Session with ${agent.name}`,
      description: `Booked by ${agent.name} on CoachForge.`,
      start: { timeZone: ZONE },
      end: { timeZone: ZONE },
    });
    expect(slotLabel(insert?.event.start.dateTime ?? '', insert?.event.end.dateTime ?? '')).toBe(
      labels[0],
    );

    // Disconnect & Reconfigure: back to the sign-in step, and the tool is gone from the agent.
    await openTools(page, agent.id);
    await setup.click();
    await dialog.getByRole('button', { name: 'Disconnect & Reconfigure' }).click();
    await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    await expect(dialog.getByRole('listitem')).toHaveText(PERMISSIONS);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await expect(item.getByText('Requires Config')).toBeVisible();
    await expect(item.getByText('Configured', { exact: true })).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Tools' }).click();
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await expect(item.getByText('Requires Config')).toBeVisible();

    // The token went to the server, and never came back in any answer the page received. In the
    // code model the page gets one short-lived access token (to list calendars) with the sealed
    // grant, and never a refresh token (the fake's start with "1//").
    const answers = await apiAnswers();
    const read = (method: string, path: RegExp) =>
      answers.filter((a) => a.method === method && path.test(a.path) && a.body !== null);
    expect(read('POST', /\/tools\/google_calendar\/calendars$/)).toHaveLength(1);
    expect(read('PUT', /\/tools\/google_calendar$/)).toHaveLength(1);
    expect(read('GET', /\/tools\/google_calendar$/).length).toBeGreaterThan(0);
    const grants = read('POST', /\/tools\/google_calendar\/grants$/);
    expect(grants).toHaveLength(flow.renewable ? 1 : 0);
    const tokens = [GOOD_TOKEN];
    if (flow.renewable) {
      const grant = JSON.parse(grants[0]?.body ?? '{}') as { access_token: string; grant: string };
      expect(grant.grant).not.toContain('1//');
      tokens.push(grant.access_token);
    }
    for (const answer of answers) {
      const where = `${answer.method} ${answer.path}`;
      expect(answer.body ?? '', where).not.toContain('1//');
      if (answer.path.endsWith('/grants')) continue;
      for (const token of tokens) expect(answer.body ?? '', where).not.toContain(token);
    }
  });
}

test("Google's sign-in failing shows why, and the calendar stays unconnected", async ({ page }) => {
  await blockGoogleIdentity(page);
  await page.goto('/');
  await signUpThroughDialog(page);
  const agent = await createAgentInBuilder(page);
  await openTools(page, agent.id);
  const { card, item, dialog } = calendarTool(page);

  // Google's script does not load: say so, and offer to try again.
  await card.click();
  await expect(dialog.getByRole('alert')).toHaveText('Google authentication failed');
  await fakeGoogleIdentity(page, DENIED);
  await dialog.getByRole('button', { name: 'Retry' }).click();

  // The person refuses the permissions in Google's popup.
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to get calendar permissions');
  await expect(dialog.getByRole('listitem')).toHaveText(PERMISSIONS);
  await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  await expect(dialog.getByRole('group', { name: 'Calendars' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await expect(item.getByText('Requires Config')).toBeVisible();
});
