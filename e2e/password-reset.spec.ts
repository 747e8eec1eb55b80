import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { mailTo, PASSWORD, signUpThroughDialog, uniqueEmail } from './fixtures/accounts';
import { messagesOf, openFundraisingChat, question } from './fixtures/chat-page';

const NEW_PASSWORD = 'a brand new one 2';

/** The newest reset link mailed to `email`, from the e2e server's mail inspector. */
async function resetLinkFor(email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailTo(email)).findLast((m) => /^Reset your/.test(m.subject));
      link = /https?:\/\/\S+\/reset-password#token=\S+/.exec(mail?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '');
}

async function signOut(page: Page, email: string) {
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test('a person who forgot their password gets a link by e-mail, sets a new one and signs in', async ({
  page,
}) => {
  await page.goto('/');
  const email = await signUpThroughDialog(page);
  await signOut(page, email);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const request = page.getByRole('dialog', { name: 'Reset your password' });
  await request.getByLabel('E-mail').fill(email);
  await request.getByRole('button', { name: 'Send Reset Link' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(sent).toContainText(`If ${email} has an account, we have sent it a link`);
  await sent.getByRole('button', { name: 'Done' }).click();
  // Focus returns to the control the dialogs were opened from.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();

  const link = await resetLinkFor(email);
  await page.goto(link.pathname + link.hash);
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel(/^Password/).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByRole('alert')).toContainText('The e-mail or password is incorrect.');
  await signIn.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: email })).toBeVisible();

  // The link worked once.
  await page.goto(link.pathname + link.hash);
  await page.getByLabel(/^New password/).fill('yet another one 3');
  await page.getByLabel(/^Confirm new password/).fill('yet another one 3');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link no longer works');
});

test('an address without an account reads the same answer, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const email = uniqueEmail();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your e-mail' })).toContainText(
    `If ${email} has an account, we have sent it a link`,
  );
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('focus goes back to the opener when the sign-up and feedback dialogs close', async ({
  page,
}) => {
  await page.goto('/');
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await signUp.click();
  await page
    .getByRole('dialog', { name: 'Sign Up' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(signUp).toBeFocused();
  // Sign-up, then its "Check your e-mail" dialog: focus still goes back to Sign Up.
  await signUp.click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('E-mail').fill(uniqueEmail());
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page
    .getByRole('dialog', { name: 'Check your e-mail' })
    .getByRole('button', { name: 'Done' })
    .click();
  await expect(signUp).toBeFocused();

  const input = await openFundraisingChat(page);
  await input.fill(question);
  await input.press('Enter');
  const reply = messagesOf(page).nth(1);
  await expect(reply).toContainText('Answered by the offline engine', { timeout: 15_000 });
  const notHelpful = reply.getByRole('button', { name: 'Not helpful' });
  await notHelpful.click();
  const feedback = page.getByRole('dialog', { name: "Why wasn't this helpful?" });
  await feedback.getByRole('button', { name: 'Cancel' }).click();
  await expect(notHelpful).toBeFocused();
  // Once rated, the thumbs are locked: focus goes to the control beside them.
  await notHelpful.click();
  await feedback.getByRole('textbox', { name: 'Reason' }).fill('Too generic');
  await feedback.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(feedback).toBeHidden();
  await expect(reply.getByRole('button', { name: 'Copy reply' })).toBeFocused();
});
