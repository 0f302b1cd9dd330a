import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/accessibility';
import { newUser, signUpThroughForm } from '../support/users';

// A phone's width: the confirmations must fit it.
test.use({ viewport: { width: 360, height: 800 } });

async function expectAccessible(page: Page, screen: string) {
  await expectNoHorizontalScroll(page, `${screen} (360 px)`);
  await expectNoAxeViolations(page, `${screen} (360 px)`);
}

test('a player whose partner confirms checks in on two goals and completes a manual one; the partner confirms, rejects with reasons, and the player sees each', async ({
  page: player,
  browser,
}) => {
  test.setTimeout(60_000);
  const playerUser = newUser('confirmed');
  const partnerUser = newUser('confirmer');
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  try {
    // The player invites a keyholder (who may confirm), and the partner accepts.
    await signUpThroughForm(player, playerUser);
    await player.goto('/partner');
    await player.getByRole('button', { name: /^Keyholder/ }).click();
    await player.getByRole('button', { name: 'Create invite link' }).click();
    const link = await player.getByLabel('Invite link').inputValue();
    await signUpThroughForm(partner, partnerUser);
    await partner.goto(link);
    await partner.getByRole('button', { name: 'Accept' }).click();
    await expect(partner).toHaveURL(/\/partner\/players\/[\w-]+$/);

    // A one-day challenge on two check-in goals and a manual one, with "partner confirms", unconfirmed ones not counting.
    await player.goto('/newchallenge');
    await player.getByLabel('Title').first().fill('Confirmed day');
    await player.getByLabel('Duration (days)').fill('1');
    await player.getByRole('button', { name: 'Add Goal' }).click();
    await player.getByLabel('Category').nth(1).selectOption('House');
    await player.getByLabel('Metric').nth(1).selectOption('clean-days');
    await player.getByLabel('Grading').nth(1).selectOption('CheckIn');
    await player.getByLabel('Goal value').nth(1).fill('1');
    await player.getByRole('button', { name: 'Add Goal' }).click();
    await player.getByLabel('Category').nth(2).selectOption('House');
    await player.getByLabel('Metric').nth(2).selectOption('laundry-loads');
    await player.getByLabel('Grading').nth(2).selectOption('Manual');
    const option = player.getByTestId('partner-confirms');
    await option
      .getByRole('switch', { name: `${partnerUser.username} confirms each check-in and completed manual goal of this challenge` })
      .check();
    await expect(option.getByRole('radio', { name: 'Do not count' })).toBeChecked();
    // The form's points preview fades in and is checked by the challenge specs; here only the option.
    await expectNoHorizontalScroll(player, 'the new challenge form with "partner confirms" (360 px)');
    await player.getByRole('button', { name: 'Submit Challenge' }).click();
    await expect(player).toHaveURL(/\/dashboard$/);

    // Two check-ins and the manual goal's "Completed", each waiting for the partner.
    await player.getByTestId('goal-cage-days').getByRole('button', { name: 'Check in' }).click();
    await player.getByTestId('goal-clean-days').getByRole('button', { name: 'Check in' }).click();
    const laundry = player.getByTestId('goal-laundry-loads');
    await laundry.getByRole('checkbox', { name: 'Not Completed' }).check();
    await expect(laundry.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
    const mine = player.getByTestId('check-in-confirmation');
    await expect(mine).toHaveCount(3);
    await expect(mine.filter({ hasText: 'Waiting for your partner' })).toHaveCount(3);
    // Unconfirmed things do not count: the switch stays on, but the goal is not passed yet.
    await expect(laundry.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
    await expectAccessible(player, 'the dashboard with check-ins and a completed goal waiting');

    // The partner's open view lists them: the manual goal rejected with a reason, one check-in
    // confirmed, the other rejected with a reason.
    const waiting = partner.getByTestId('pending-check-in');
    await expect(waiting).toHaveCount(3);
    await waiting.filter({ hasText: 'Laundry loads completed' }).getByRole('button', { name: 'Reject' }).click();
    await partner.getByLabel('Why do you reject it?').fill('The basket is still full');
    await partner.getByRole('button', { name: 'Reject completion' }).click();
    await expect(waiting).toHaveCount(2);
    await expectAccessible(partner, "the partner's view with check-ins to confirm");
    await waiting.filter({ hasText: 'Days locked' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(waiting).toHaveCount(1);
    await waiting.getByRole('button', { name: 'Reject' }).click();
    await partner.getByLabel('Why do you reject it?').fill('No photo of the tidy room');
    await partner.getByRole('button', { name: 'Reject check-in' }).click();
    await expect(partner.getByText('Nothing waits for you.')).toBeVisible();
    await expect(partner.getByTestId('partner-log')).toContainText('Check-in rejected');

    // The player sees both outcomes, the reason, and the rejected goal no longer checked in.
    await player.reload();
    await expect(mine.filter({ hasText: 'Days locked' })).toContainText('Confirmed');
    await expect(mine.filter({ hasText: 'tidied' })).toContainText('Rejected');
    await expect(mine.filter({ hasText: 'tidied' })).toContainText('Reason: No photo of the tidy room');
    await expect(player.getByTestId('goal-clean-days').getByRole('button', { name: 'Check in' })).toBeVisible();
    await expect(mine.filter({ hasText: 'Laundry loads completed' })).toContainText('Reason: The basket is still full');
    await expect(laundry.getByRole('checkbox', { name: 'Not Completed' })).not.toBeChecked();
    await expectAccessible(player, 'the dashboard with confirmed and rejected check-ins and a rejected completed goal');

    // The player claims the goal again; the partner's open view shows the new claim, and confirms it.
    await laundry.getByRole('checkbox', { name: 'Not Completed' }).check();
    await expect(mine.filter({ hasText: 'Laundry loads completed' })).toContainText('Waiting for your partner');
    await expect(waiting).toHaveCount(1);
    await waiting.getByRole('button', { name: 'Confirm' }).click();
    await expect(partner.getByText('Nothing waits for you.')).toBeVisible();
    await expect(partner.getByTestId('partner-log')).toContainText('Completed goal confirmed');
    await player.reload();
    await expect(mine.filter({ hasText: 'Laundry loads completed' })).toContainText('Confirmed');
    // Confirmed, the goal passes: the dashboard folds it among the goals done, switched on.
    await player.getByTestId('goals-done').locator('summary').click();
    await expect(laundry.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
  } finally {
    await partnerContext.close();
  }
});
