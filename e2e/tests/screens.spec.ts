import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNothingMoving,
  expectTouchTargets,
} from '../support/accessibility';
import { startOneDayChallenge } from '../support/challenges';
import { expectBootstrapClassesStyled } from '../support/styles';
import { newUser, signUpThroughApi, signUpThroughForm } from '../support/users';

/** Screens a guest may open; the public profile is added with a real user's id. */
const GUEST_SCREENS = [
  '/',
  '/faq',
  '/terms-of-use',
  '/privacy-policy',
  '/webmap',
  '/unauthorized',
  '/upgrade',
  '/deck',
  '/tagger',
];

/**
 * Screens a signed-in user may open, with an active challenge and a routine so that each shows
 * its content rather than its empty state. (The admin panel and premium challenges are swept in
 * admin.spec.ts, where a user holds that role.)
 */
const SIGNED_IN_SCREENS = [
  '/dashboard',
  '/seechallenge',
  '/newchallenge',
  '/finishchallenge',
  '/metrics',
  '/points',
  '/routines',
  '/routines?create=true',
  '/training',
  '/teaser',
  '/show-favs',
  '/video',
  '/coyote',
  '/profile/show',
  '/profile/edit',
  '/admin/setup',
  '/upgrade',
  '/faq',
  '/webmap',
  '/deck',
  '/tagger',
];

/** Opens a screen and waits until it has settled: its heading shown, no spinner left. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main .spinner-border')).toHaveCount(0);
}

async function withRoutine(page: Page) {
  const response = await page.request.post('/api/routines', {
    headers: { Origin: BASE_URL },
    data: { name: 'Push day', exercises: [{ name: 'Bench press', sets: 3, reps: 10, weight: 40 }] },
  });
  expect(response.status()).toBe(200);
}

// Each sweep opens some twenty screens and runs axe on each.
test.describe.configure({ timeout: 150_000 });

for (const width of [1280, 390]) {
  test(`no WCAG 2.2 AA violation on any guest screen at ${width} px`, async ({ page, request }) => {
    const owner = await signUpThroughApi(request, newUser('public'));
    await page.setViewportSize({ width, height: 900 });
    for (const path of [...GUEST_SCREENS, `/profile/show/${owner}`]) {
      await open(page, path);
      await expectNoAxeViolations(page, `${path} (guest, ${width} px)`);
    }
  });

  test(`no WCAG 2.2 AA violation on any signed-in screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpThroughForm(page, newUser('axe'));
    await startOneDayChallenge(page, 'Sweep');
    await withRoutine(page);
    for (const path of SIGNED_IN_SCREENS) {
      await open(page, path);
      await expectNoAxeViolations(page, `${path} (${width} px)`);
    }
  });
}

test('every screen fits a 360 px phone without sideways scrolling, with touch-sized targets, keeps still for reduced motion, and has the styles of its classes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of GUEST_SCREENS) {
    await open(page, path);
    await expectNoHorizontalScroll(page, `${path} (guest)`);
    await expectTouchTargets(page, `${path} (guest)`);
    await expectNothingMoving(page, `${path} (guest)`);
    await expectBootstrapClassesStyled(page, `${path} (guest)`);
  }
  await signUpThroughForm(page, newUser('phone'));
  await startOneDayChallenge(page, 'A challenge with a long enough title to wrap on a phone');
  await withRoutine(page);
  for (const path of SIGNED_IN_SCREENS) {
    await open(page, path);
    await expectNoHorizontalScroll(page, path);
    await expectTouchTargets(page, path);
    await expectNothingMoving(page, path);
    await expectBootstrapClassesStyled(page, path);
  }
});

test('on a phone the menu reaches every screen and gets out of the way', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughForm(page, newUser('menu'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await nav.getByRole('link', { name: 'Points History' }).click();
  await expect(page).toHaveURL(/\/points$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Points history', level: 1 })).toBeFocused();
});
