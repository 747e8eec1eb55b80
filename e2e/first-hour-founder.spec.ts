import { expect } from '@playwright/test';
import { messagesOf, question } from './fixtures/chat-page';
import { openAccountMenu, SCREENS, signUpOn, testOn } from './fixtures/first-hour';
import { watchPageNoise } from './fixtures/page-noise';

// Issue 29's first walk-through: a new founder signs up, chats with a platform coach, opens
// its call panel and finds their limits, on a laptop and on a phone. The other journeys check
// each part in depth (chat, voice-call, billing, password-reset); this one walks them in a row
// and checks that nothing on the way fails or complains.
for (const screen of SCREENS) {
  const test = testOn(screen);
  test(`at ${screen.label}: a new founder signs up, chats, opens a call and sees their limits`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const noise = watchPageNoise(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Closing the Sign Up dialog hands focus back to what opened it: the header's button on a
    // laptop; on a phone the Menu, whose entry is hidden once the dialog opens.
    const banner = page.getByRole('banner');
    const opener = screen.phone
      ? banner.getByRole('button', { name: 'Menu' })
      : banner.getByRole('button', { name: 'Sign Up' });
    await opener.click();
    if (screen.phone) await banner.getByRole('button', { name: 'Sign Up' }).click();
    await page
      .getByRole('dialog', { name: 'Sign Up' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(opener).toBeFocused();

    const email = await signUpOn(page, screen);

    // A platform coach: the reply arrives, the message box in view (whole width on a phone).
    await page.getByRole('link', { name: 'Chat with Fundraising Coach' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fundraising Coach' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your message' });
    await expect(input).toBeInViewport({ ratio: 1 });
    if (screen.phone) {
      expect((await input.boundingBox())?.width).toBeGreaterThanOrEqual(screen.width - 40);
    }
    await input.fill(question);
    await input.press('Enter');
    const reply = messagesOf(page).nth(1);
    await expect(reply).toContainText('Answered by the offline engine', { timeout: 15_000 });

    // Not helpful, then Cancel: focus is back on the thumb.
    const notHelpful = reply.getByRole('button', { name: 'Not helpful' });
    await notHelpful.click();
    await page
      .getByRole('dialog', { name: "Why wasn't this helpful?" })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(notHelpful).toBeFocused();

    // The call panel says the call's language and lets them choose another of the coach's.
    await page.getByRole('button', { name: 'Voice call' }).click();
    const panel = page.getByRole('region', { name: 'Voice call' });
    await expect(panel.getByRole('status')).toHaveText('Call Fundraising Coach');
    const language = panel.getByLabel('Language');
    await expect(language).toHaveValue('en');
    await expect(language.getByRole('option')).toHaveText(['English', 'Spanish']);
    await language.selectOption({ label: 'Spanish' });
    await expect(language).toHaveValue('es');
    await expect(panel.getByRole('button', { name: 'Start call' })).toBeEnabled();
    await expect(panel).toBeInViewport();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Voice call' })).toBeVisible();

    // Their limits: the chat is counted on Billing.
    await openAccountMenu(page, screen, email);
    await page.getByRole('banner').getByRole('link', { name: 'Billing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Chat requests today' })).toHaveAttribute(
      'aria-valuetext',
      /^1 \/ /,
    );
    await expect(page.getByRole('progressbar', { name: 'Voice minutes today' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // No page on the way made a failing request or said anything in the console.
    expect(noise.take()).toEqual([]);
  });
}
