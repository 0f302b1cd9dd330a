import { expect, test } from '@playwright/test';
import { BASE_URL, SMTP_PORT } from '../playwright.config';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/accessibility';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { newUser, signUpThroughForm } from '../support/users';

// The app sends its mail to SMTP_PORT, where this spec's SMTP server catches it.
let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher(SMTP_PORT);
});
test.afterAll(() => mail.close());

test('a new account: the dashboard asks to confirm the address, the link out of the mail confirms it once, and the reminder is gone', async ({
  page,
}) => {
  const user = newUser('verify');
  await signUpThroughForm(page, user);
  const reminder = page.getByTestId('email-verification-reminder');
  await expect(reminder).toContainText(`Confirm your e-mail address ${user.email}`);
  await expectNoAxeViolations(page, 'dashboard with the e-mail reminder');

  const signUpMail = await mail.waitFor(user.email);
  expect(signUpMail.subject).toBe('Confirm your e-mail address for Gauntlet');
  await reminder.getByRole('button', { name: 'Send again' }).click();
  await expect(reminder.getByRole('status')).toContainText('Sent. Check your inbox');
  const again = await mail.waitFor(user.email, 2);
  const link = new RegExp(`${BASE_URL}/verify-email\\?token=\\S+`).exec(again.text ?? '')?.[0];
  expect(link, 'the verification link in the mail').toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expectNoAxeViolations(page, 'e-mail confirmed');
  await expectNoHorizontalScroll(page, 'e-mail confirmed');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();
  await expect(reminder).toHaveCount(0);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
});
