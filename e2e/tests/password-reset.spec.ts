import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, SMTP_PORT } from '../playwright.config';
import { expectNoAxeViolations, expectNoHorizontalScroll, expectTouchTargets } from '../support/accessibility';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { expectBootstrapClassesStyled } from '../support/styles';
import { logInThroughForm, newUser, signUpThroughApi } from '../support/users';

// The app sends its mail to SMTP_PORT, where this spec's SMTP server catches it; one server on
// that port, so the journey is one test.
let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher(SMTP_PORT);
});
test.afterAll(() => mail.close());

async function checkScreen(page: Page, screen: string) {
  await expectNoAxeViolations(page, screen);
  await expectNoHorizontalScroll(page, screen);
  await expectTouchTargets(page, screen);
  await expectBootstrapClassesStyled(page, screen);
}

test('a forgotten password: ask on a phone, follow the link out of the mail, set a new one, log in with it; the link works once', async ({
  page,
  request,
}) => {
  const user = newUser('forgot');
  await signUpThroughApi(request, user);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await checkScreen(page, 'forgot password');
  // Keyboard only: type the address and press Enter.
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('E-mail').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses' })).toContainText(
    `If an account uses ${user.email}, a link to choose a new password`,
  );

  // The first mail to a new account asks to confirm its address; the reset mails follow it.
  const resetMail = await mail.waitFor(user.email, 2);
  expect(resetMail.subject).toBe('Reset your Gauntlet password');
  const link = new RegExp(`${BASE_URL}/reset-password\\?token=\\S+`).exec(resetMail.text ?? '')?.[0];
  expect(link, 'the reset link in the mail').toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await checkScreen(page, 'reset password');
  const newPassword = 'a-brand-new-password-7';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Your password was changed' })).toBeVisible();

  const changedMail = await mail.waitFor(user.email, 3);
  expect(changedMail.subject).toBe('Your Gauntlet password was changed');

  await logInThroughForm(page, { ...user, password: newPassword });

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
