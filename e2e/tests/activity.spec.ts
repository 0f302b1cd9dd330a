import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { newUser, signUpThroughForm } from '../support/users';

const ZONE = 'Europe/Madrid';
test.use({ timezoneId: ZONE });

/** Today as the calendar names it, e.g. 'Mon, 23 Nov 2026', in the zone the account signed up in. */
const todayLabel = () =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: ZONE }).format(
    new Date(),
  );

async function startBlankChallenge(page: Page) {
  await page.getByRole('link', { name: 'Blank New Challenge' }).click();
  await page.getByLabel('Title').first().fill('Locked week');
  await page.getByLabel('Description').first().fill('Every day counts');
  await page.getByRole('button', { name: 'Submit Challenge' }).click();
  await expect(page.getByRole('heading', { name: 'Locked week' })).toBeVisible();
}

async function setPublicActivity(page: Page, on: boolean) {
  await page.goto('/profile/edit');
  const toggle = page.getByRole('switch', { name: 'Show my activity publicly' });
  await toggle.setChecked(on);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a check-in shows on the calendar, the streak and the metric chart, and the calendar is public only when allowed', async ({
  page,
  browser,
}) => {
  await signUpThroughForm(page, newUser('streak'));
  await startBlankChallenge(page);
  await page.getByTestId('goal-cage-days').getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByTestId('goal-cage-days')).toContainText('Progress: 1/');

  await page.goto('/profile/show');
  const today = page.getByRole('gridcell', { name: `${todayLabel()} (today): 1 check-in` });
  await expect(today).toHaveAttribute('data-state', 'checkedIn');
  await expect(page.getByTestId('streak-cage-days')).toHaveText('Days locked: current streak 1 day, longest 1 day');
  await expect(page.getByTestId('activity-calendar')).toContainText(
    '1 check-in on 1 day in the last 6 months; current streak 1 day.',
  );
  await expect(page.getByTestId('activity-panel')).toContainText('Only you see this.');

  await page.goto('/metrics');
  await page.getByRole('button', { name: 'Chart of Days locked' }).click();
  const chart = page.getByTestId('metric-history-chart');
  await expect(chart.getByRole('img', { name: /Days locked over time/ })).toBeVisible();
  await expect(chart.getByRole('cell').last()).toHaveText('1');

  const userId = ((await (await page.request.get('/api/profile/me')).json()) as { userId: string }).userId;
  // The guest below is a visitor who is not signed in: the player opens the profile to them.
  const opened = await page.request.patch('/api/profile/me', { headers: { Origin: BASE_URL }, data: { publicStats: true } });
  expect(opened.status()).toBe(200);
  const guestContext = await browser.newContext({ timezoneId: ZONE });
  const guest = await guestContext.newPage();
  const ownTab = await page.context().newPage();
  try {
    await guest.goto(`/profile/show/${userId}`);
    await expect(guest.getByRole('heading', { name: 'Current Challenges' })).toBeVisible();
    await expect(guest.getByTestId('activity-panel')).toHaveCount(0);

    // Another tab of the owner hears the switch without a reload.
    await ownTab.goto('/profile/show');
    await expect(ownTab.getByTestId('activity-panel')).toContainText('Only you see this.');
    await setPublicActivity(page, true);
    await expect(ownTab.getByTestId('activity-panel')).toContainText('Everyone sees this on your public profile.');

    await guest.reload();
    await expect(guest.getByRole('gridcell', { name: `${todayLabel()} (today): 1 check-in` })).toBeVisible();
    await expect(guest.getByTestId('streak-cage-days')).toHaveText('Days locked: current streak 1 day, longest 1 day');

    await setPublicActivity(page, false);
    await guest.reload();
    await expect(guest.getByRole('heading', { name: 'Current Challenges' })).toBeVisible();
    await expect(guest.getByTestId('activity-panel')).toHaveCount(0);
  } finally {
    await guestContext.close();
  }
});

test('the calendar fits a 360 px phone without scrolling the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughForm(page, newUser('phone'));
  await page.goto('/profile/show');
  await expect(page.getByTestId('activity-calendar')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const box = await page.getByRole('gridcell').last().boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});
