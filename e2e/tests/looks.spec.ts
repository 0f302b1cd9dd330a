import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { earnRewardPoints, startOneDayChallenge, userBar } from '../support/challenges';
import { newUser, signUpThroughApi, signUpThroughForm } from '../support/users';

const theme = (page: Page) => page.locator('html').getAttribute('data-bs-theme');
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The screens a player spends the day on; the full sweep of every screen runs in the light theme (screens.spec.ts). */
const MAIN_SCREENS = ['/dashboard', '/seechallenge', '/newchallenge', '/metrics', '/points', '/routines', '/profile/edit'];

test.describe('on a device whose system is dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the first paint is dark before any of the app has run, and the menu switch is kept on this device', async ({
    page,
    browser,
  }) => {
    // Without the app's scripts the page still comes dark: nothing flashes light while they load.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    expect(await theme(page)).toBe('dark');
    expect(await pageBackground(page)).toBe('rgb(22, 24, 27)');
    await page.unroute('**/assets/*.js');

    await signUpThroughForm(page, newUser('dark'));
    const darkMode = page.getByRole('navigation', { name: 'Main' }).getByRole('switch', { name: 'Dark mode' });
    await expect(darkMode).toBeChecked();
    await darkMode.uncheck();
    expect(await theme(page)).toBe('light');
    await page.reload();
    await expect(darkMode).not.toBeChecked();
    expect(await theme(page)).toBe('light');

    // The choice belongs to this device: another one still follows its system.
    const otherDevice = await browser.newPage({ colorScheme: 'dark' });
    await otherDevice.goto('/');
    expect(await theme(otherDevice)).toBe('dark');
    await otherDevice.close();

    // Choosing the system's own theme again hands the choice back to the system, which is followed as it changes.
    await darkMode.check();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(darkMode).not.toBeChecked();
    expect(await theme(page)).toBe('light');
  });

  for (const width of [390, 1280]) {
    test(`no WCAG 2.2 AA violation on the main screens in the dark theme at ${width} px`, async ({ page }) => {
      // Eight screens with axe on each, as the full sweeps in screens.spec.ts allow for theirs.
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expectNoAxeViolations(page, `/ (guest, dark, ${width} px)`);
      await signUpThroughForm(page, newUser('darkaxe'));
      await startOneDayChallenge(page, 'Dark sweep');
      for (const path of MAIN_SCREENS) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator('main .spinner-border')).toHaveCount(0);
        expect(await theme(page)).toBe('dark');
        await expectNoAxeViolations(page, `${path} (dark, ${width} px)`);
      }
    });
  }
});

test('on a phone the top bar stays one row while a change of points shows under its badge', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The longest name an account may have, so the bar is as full as it gets.
  const user = newUser('header');
  await signUpThroughApi(page.request, { ...user, username: `${user.username}${'x'.repeat(32)}`.slice(0, 32) });
  await page.goto('/dashboard');
  const bar = page.locator('header.app-bar');
  // Measured once the bar holds everything it shows to a signed-in player.
  await expect(userBar(page).getByTestId('user-bar-rp')).toBeVisible();
  const oneRow = (await bar.boundingBox())!.height;
  expect(oneRow).toBeLessThanOrEqual(57);

  await earnRewardPoints(page, 'Header test');
  const change = userBar(page).getByTestId('user-bar-rp-change');
  await expect(change).toBeVisible();
  expect((await bar.boundingBox())!.height).toBe(oneRow);
  // The change hangs under its badge, inside the window.
  const badge = (await userBar(page).getByTestId('user-bar-rp').boundingBox())!;
  const shown = (await change.boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(badge.y + badge.height);
  expect(shown.x + shown.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
