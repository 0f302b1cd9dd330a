import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNothingMoving, expectTouchTargets } from '../support/accessibility';
import { cancelActiveChallenge, startOneDayChallenge, startSuggestedChallenge, userBar } from '../support/challenges';
import { newUser, signUpThroughForm } from '../support/users';

test('start a suggested challenge, check in, and find the check-in kept after a reload', async ({ page }) => {
  await signUpThroughForm(page, newUser('suggest'));
  await expect(page.getByText('No Active Challenge')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Previous Challenge' })).toHaveCount(0);
  const starts = page.getByRole('button', { name: 'Start This Challenge' });
  await expect(starts).toHaveCount(3);
  await startSuggestedChallenge(page, 2, 'Jock Training');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Jock Training' })).toBeVisible();
  await expect(page.getByTestId('last-day')).toHaveText(/^Last day: \w{3}, \d{1,2} \w{3,4} \d{4}$/);
  await expect(page.getByTestId('remaining-time')).toHaveText('7 days left');
  await expect(page.getByRole('link', { name: 'Finish Challenge' })).toHaveCount(0);

  const locked = page.getByTestId('goal-cage-days');
  await locked.getByRole('button', { name: 'Check in' }).click();
  await expect(locked).toContainText('Progress: 1/7');
  await page.reload();
  await expect(page.getByTestId('goal-cage-days')).toContainText('Progress: 1/7');
  await expect(page.getByTestId('goal-cage-days').getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expect(page.getByTestId('goal-work-out-days').getByRole('button', { name: 'Check in' })).toBeVisible();
});

test('on a phone a check-in is celebrated (still for reduced motion), says what the goal is worth, and can be undone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughForm(page, newUser('undo'));
  await startOneDayChallenge(page, 'Mis-tap day');
  const goal = page.getByTestId('goal-cage-days');
  await goal.getByRole('button', { name: 'Check in' }).click();
  await expect(goal.getByTestId('check-in-feedback-cage-days')).toHaveText('✓ Checked in! · 1-day streak');
  await expect(goal.locator('.check-in-tick')).toHaveCSS('animation-name', 'check-in-pop');
  await expect(goal.getByTestId('goal-projection-cage-days')).toHaveText(/^Goal met: \+[1-9]\d* RP at the finish$/);
  await expectNoAxeViolations(page, 'the dashboard after a check-in (390 px)');
  await expectTouchTargets(page, 'the dashboard after a check-in (390 px)');

  await goal.getByRole('button', { name: 'Undo check-in' }).click();
  await expect(goal.getByRole('button', { name: 'Check in' })).toBeVisible();
  await page.reload();
  await expect(goal.getByRole('button', { name: 'Check in' })).toBeVisible();
  await expect(goal.getByTestId('goal-projection-cage-days')).toHaveText(/^Would fail today:/);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await goal.getByRole('button', { name: 'Check in' }).click();
  await expect(goal.getByTestId('check-in-feedback-cage-days')).toHaveText('✓ Checked in! · 1-day streak');
  await expect(goal.locator('.check-in-tick')).toHaveCSS('animation-name', 'none');
  await expectNothingMoving(page, 'the dashboard after a check-in, with reduced motion');
});

test('finish a one-day challenge and see the points everywhere', async ({ page }) => {
  await signUpThroughForm(page, newUser('finish'));
  await startOneDayChallenge(page, 'Day of truth');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Progress: 1/1')).toBeVisible();

  await page.getByRole('link', { name: 'Finish Challenge' }).click();
  await expect(page.getByRole('heading', { name: 'Finish Your Challenge' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish Challenge' }).click();
  const rewards = page.getByTestId('outcome-rp');
  await expect(rewards).toHaveText(/^RP earned: [1-9]\d*$/);
  const earned = Number((await rewards.textContent())!.split(': ')[1]);
  await expect(page.getByTestId('outcome-pp')).toHaveText('PP received: 0');
  await expect(userBar(page).getByTestId('user-bar-rp')).toHaveText(`RP ${earned}`);

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByText('No Active Challenge')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Previous Challenge' })).toBeVisible();

  await page.goto('/profile/show');
  await expect(page.getByText('Day of truth')).toBeVisible();
  const finished = page.getByTestId('history-entry').filter({ hasText: 'Day of truth' });
  await expect(finished.getByTestId('challenge-result')).toHaveText('Passed');
});

test('restart on the day a challenge ended: check in again, and the already paid day pays nothing more', async ({ page }) => {
  await signUpThroughForm(page, newUser('restart'));
  await startOneDayChallenge(page, 'First day');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Progress: 1/1')).toBeVisible();
  await page.getByRole('link', { name: 'Finish Challenge' }).click();
  await page.getByRole('button', { name: 'Finish Challenge' }).click();
  const earned = Number((await page.getByTestId('outcome-rp').textContent())!.split(': ')[1]);
  expect(earned).toBeGreaterThan(0);

  await startOneDayChallenge(page, 'Same day again');
  await expect(page.getByText('Progress: 0/1')).toHaveCount(0);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Progress: 1/1')).toBeVisible();
  await page.getByRole('link', { name: 'Finish Challenge' }).click();
  await page.getByRole('button', { name: 'Finish Challenge' }).click();
  await expect(page.getByTestId('outcome-rp')).toHaveText('RP earned: 0');
  await expect(page.getByTestId('outcome-reward-capped')).toHaveText(/^Capped from [1-9]\d* RP: /);
  await expect(userBar(page).getByTestId('user-bar-rp')).toHaveText(`RP ${earned}`);
});

test('cancel a challenge and see the penalty', async ({ page }) => {
  await signUpThroughForm(page, newUser('cancel'));
  await startOneDayChallenge(page, 'Too much');
  await expect(page.getByTestId('dashboard-cancel-penalty')).toHaveCount(0);
  await cancelActiveChallenge(page);
  await expect(page.getByTestId('dashboard-cancel-penalty')).toHaveText('Cancel Penalty: 5%');
});

test('carry punishment points into the next challenge and work them off with picked goals', async ({ page }) => {
  await signUpThroughForm(page, newUser('carry'));
  await startOneDayChallenge(page, 'Missed it');
  await page.getByRole('link', { name: 'Finish Challenge' }).click();
  await page.getByRole('button', { name: 'Finish Challenge' }).click();
  await expect(page.getByTestId('outcome-pp')).toHaveText(/^PP received: [1-9]\d*$/);
  const carried = Number((await page.getByTestId('outcome-pp').textContent())!.split(': ')[1]);
  await expect(userBar(page).getByTestId('user-bar-pp')).toHaveText(`PP ${carried}`);

  await page.goto('/newchallenge');
  await page.getByLabel('Title').first().fill('Make amends');
  await page.getByLabel('Description').first().fill('Work it off');
  await page.getByLabel('Duration (days)').fill('7');
  const submit = page.getByRole('button', { name: 'Submit Challenge' });
  await expect(submit).toBeDisabled();
  const picker = page.getByTestId('punishment-picker');
  await expect(picker.getByRole('button', { name: 'Reroll (1 RP)' })).toBeDisabled();

  for (let picks = 0; picks < 10 && (await submit.isDisabled()); picks += 1) {
    await picker.getByRole('button', { name: 'Pick' }).first().click();
    await expect(picker.getByRole('button', { name: 'Pick' }).first()).toBeEnabled();
  }
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(userBar(page).getByTestId('user-bar-pp')).toHaveText('PP 0');
  await expect(page.getByRole('heading', { name: 'Make amends' })).toBeVisible();

  // Cancelling gives the worked-off PP back: no escape from them.
  await page.getByRole('button', { name: 'Cancel Challenge' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('cancel-restores-pp')).toContainText(`The ${carried} punishment points`);
  await dialog.getByRole('button', { name: 'Cancel Challenge' }).click();
  await expect(page.getByTestId('outcome-pp-restored')).toContainText(`The ${carried} punishment points`);
  await expect(userBar(page).getByTestId('user-bar-pp')).toHaveText(`PP ${carried}`);
});
