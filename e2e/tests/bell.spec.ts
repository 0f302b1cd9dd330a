import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll, expectTouchTargets } from '../support/accessibility';
import { startOneDayChallenge, userBar } from '../support/challenges';
import { expectBootstrapClassesStyled } from '../support/styles';
import { newUser, signUpThroughForm } from '../support/users';

/** Zones a few hours apart around the world, so that one of them is always in its daytime. */
const ZONES = [
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/Chicago',
  'America/Sao_Paulo',
  'Atlantic/Cape_Verde',
  'Europe/London',
  'Europe/Athens',
  'Asia/Dubai',
  'Asia/Dhaka',
  'Asia/Shanghai',
  'Australia/Brisbane',
  'Pacific/Auckland',
];
const hourIn = (zone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: zone }).format(new Date()));
/**
 * A zone where it is between 10:00 and 20:00 now: past the last-day reminder's morning and out of
 * the quiet hours, so a one-day challenge started now is reminded of at the scheduler's next run.
 */
const DAYTIME_ZONE = ZONES.find((zone) => hourIn(zone) >= 10 && hourIn(zone) < 20)!;

test.use({ timezoneId: DAYTIME_ZONE, viewport: { width: 390, height: 844 } });

test('a reminder reaches the bell live, and following it reads it', async ({ page }) => {
  // The scheduler looks for due reminders once a minute.
  test.setTimeout(120_000);
  await signUpThroughForm(page, newUser('bell'));
  const bell = userBar(page).getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await expectNoHorizontalScroll(page, 'the open bell (390 px)');
  await expectTouchTargets(page, 'the open bell (390 px)');
  await expectNoAxeViolations(page, 'the open bell (390 px)');
  await page.keyboard.press('Escape');

  await startOneDayChallenge(page, 'Bell day');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 90_000 });
  await bell.click();
  const reminder = page.getByRole('link', { name: /^Unread: Last day of Bell day/ });
  await expect(reminder).toContainText('just now');
  await expectBootstrapClassesStyled(page, 'the bell with a notification');
  await page.keyboard.press('Escape');
  await userBar(page).getByTestId('user-bar-rp').click();
  await expect(page).toHaveURL(/\/points$/);
  await bell.click();
  await reminder.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(bell).toHaveAccessibleName('Notifications');
});
