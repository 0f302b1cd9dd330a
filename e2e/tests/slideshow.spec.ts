import { expect, test } from '@playwright/test';
import { earnRewardPoints, userBar } from '../support/challenges';
import { chooseOneSlideDeck, startShortShow } from '../support/slideshow';
import { newUser, signUpThroughApi } from '../support/users';

test('choose a one-slide deck, run a short show with keyboard control, and pay for its instruction', async ({ page }) => {
  test.setTimeout(90_000);
  // The page's clock runs as the real one until the show's last slides, which it then skips through.
  await page.clock.install();
  // Signed up through the API on the page's own cookie jar: the browser is signed in too.
  await signUpThroughApi(page.request, newUser('show'));
  await page.goto('/dashboard');
  const earned = await earnRewardPoints(page, 'Earn my slides');
  // One instruction costs all the RP earned (at most 20), so exactly one is affordable.
  const cost = Math.min(earned, 20);

  await chooseOneSlideDeck(page, 'deep-breaths', { reward: cost, punishment: 0 });
  await expect(page.getByTestId('deck-summary-count')).toHaveText(
    `1 instruction slide selected, 1 affordable now (RP ${earned}, PP 0).`,
  );
  await startShortShow(page);

  const viewer = page.getByTestId('slideshow-viewer');
  await expect(viewer.getByTestId('slide-counter')).toHaveText('Slide 1 / 25');
  // Slide 2 is the instruction: drawn, charged by the server, and the show pauses on it.
  await expect(viewer.getByTestId('slide-counter')).toHaveText('Slide 2 / 25');
  await expect(viewer.getByTestId('instruction-badge')).toHaveText(`Instruction: charged ${cost} RP, 0 PP`);
  const card = decodeURIComponent((await viewer.getByTestId('slide-image').getAttribute('src'))!);
  expect(card).toContain('aria-label="Ten deep breaths, four counts in, six out."');
  await expect(viewer.getByTestId('paused-indicator')).toBeVisible();
  await expect(userBar(page).getByTestId('user-bar-rp')).toHaveText(`RP ${earned - cost}`);
  // The user bar stays in view but covers no part of the slide or its controls.
  const bar = (await userBar(page).boundingBox())!;
  for (const part of [viewer.getByTestId('slide-image'), viewer.getByTestId('slide-counter')]) {
    expect((await part.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  }

  await page.keyboard.press('Enter');
  await expect(viewer.getByTestId('edge-counter')).toHaveText('Edges: 1');
  await expect(viewer.getByTestId('paused-indicator')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(viewer.getByTestId('paused-indicator')).toBeHidden();
  await expect(viewer.getByTestId('slide-counter')).toHaveText('Slide 3 / 25');

  await page.keyboard.press('Space');
  await expect(viewer.getByTestId('paused-indicator')).toBeVisible();
  const held = await viewer.getByTestId('slide-counter').textContent();
  await page.waitForTimeout(1200);
  await expect(viewer.getByTestId('slide-counter')).toHaveText(held!);
  await page.keyboard.press('Space');
  await expect(viewer.getByTestId('paused-indicator')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(viewer.getByTestId('edge-counter')).toHaveText('Edges: 2');

  // No RP left: the later instruction slots show pictures, and the show runs to its end.
  const summary = page.getByTestId('show-summary');
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(summary.getByRole('heading', { name: 'Show finished' })).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 30_000 });
  await expect(summary.getByTestId('summary-slides')).toHaveText('25');
  await expect(summary.getByTestId('summary-instructions')).toHaveText('1');
  await expect(summary.getByTestId('summary-rp')).toHaveText(String(cost));
  await expect(summary.getByTestId('summary-pp')).toHaveText('0');
  await expect(summary.getByTestId('summary-edges')).toHaveText('2');
  await expect(userBar(page).getByTestId('user-bar-rp')).toHaveText(`RP ${earned - cost}`);
});
