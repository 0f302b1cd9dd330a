import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { newUser, signUpThroughForm } from '../support/users';

// The phone the daily loop was tried on.
test.use({ viewport: { width: 390, height: 844 } });

test('a new player on a phone: cards that explain, a suggestion started in one confirmation, today first', async ({ page }) => {
  await signUpThroughForm(page, newUser('phone'));
  const intro = page.getByTestId('intro-cards');
  await expect(intro.getByRole('heading', { level: 3 })).toHaveText([
    'Check in every day',
    'Reward and punishment points',
    'Punishment',
  ]);

  await page.getByRole('button', { name: 'Start This Challenge' }).nth(2).click();
  const confirmation = page.getByRole('dialog', { name: 'Start “Jock Training”?' });
  await expect(confirmation.getByRole('listitem')).toHaveText([
    'Stay locked (7)+7 RP / −10 PP',
    'Workout (5)+5 RP / −5 PP',
    'Run! (20)+7 RP / −10 PP',
  ]);
  await confirmation.getByRole('button', { name: 'Start challenge' }).click();
  await expect(page.getByTestId('active-challenge').getByRole('heading', { name: 'Jock Training' })).toBeVisible();

  // "20 km" is one entry.
  await page.getByLabel('Amount to add to Distance run').fill('20');
  await page.getByTestId('goal-distance-run').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progress of Run!' })).toHaveAttribute('aria-valuetext', '20 of 20 km');
  await intro.getByRole('button', { name: 'Got it, hide these' }).click();
  await expect(intro).toHaveCount(0);

  // Coming back: the goals left to do today fill the first screen, the run is folded away as done.
  await page.reload();
  await expect(page.getByText('1 goal done for today')).toBeVisible();
  const firstCheckIn = page.getByRole('button', { name: 'Check in', exact: true }).first();
  await expect(firstCheckIn).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(1);
  await expect(page.getByTestId('first-admin-offer')).toHaveCount(0);
  await expect(page.getByTestId('intro-cards')).toHaveCount(0);
  await expectNoAxeViolations(page, '/dashboard (390 px, many goals)');
});
