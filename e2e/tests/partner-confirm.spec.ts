import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/accessibility';
import { newUser, signUpThroughForm } from '../support/users';

// A phone's width: the confirmations must fit it.
test.use({ viewport: { width: 360, height: 800 } });

async function expectAccessible(page: Page, screen: string) {
  await expectNoHorizontalScroll(page, `${screen} (360 px)`);
  await expectNoAxeViolations(page, `${screen} (360 px)`);
}

test('a player whose partner confirms checks in on two goals; the partner confirms one, rejects the other with a reason, and the player sees both', async ({
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

    // A one-day challenge on two check-in goals, with "partner confirms", unconfirmed ones not counting.
    await player.goto('/newchallenge');
    await player.getByLabel('Title').first().fill('Confirmed day');
    await player.getByLabel('Duration (days)').fill('1');
    await player.getByRole('button', { name: 'Add Goal' }).click();
    await player.getByLabel('Category').nth(1).selectOption('House');
    await player.getByLabel('Metric').nth(1).selectOption('clean-days');
    await player.getByLabel('Grading').nth(1).selectOption('CheckIn');
    await player.getByLabel('Goal value').nth(1).fill('1');
    const option = player.getByTestId('partner-confirms');
    await option.getByRole('switch', { name: 'My partner confirms each check-in of this challenge' }).check();
    await expect(option.getByRole('radio', { name: 'Do not count' })).toBeChecked();
    // The form's points preview fades in and is checked by the challenge specs; here only the option.
    await expectNoHorizontalScroll(player, 'the new challenge form with "partner confirms" (360 px)');
    await player.getByRole('button', { name: 'Submit Challenge' }).click();
    await expect(player).toHaveURL(/\/dashboard$/);

    // Two check-ins, each waiting for the partner.
    await player.getByTestId('goal-cage-days').getByRole('button', { name: 'Check in' }).click();
    await player.getByTestId('goal-clean-days').getByRole('button', { name: 'Check in' }).click();
    const mine = player.getByTestId('check-in-confirmation');
    await expect(mine).toHaveCount(2);
    await expect(mine.filter({ hasText: 'Waiting for your partner' })).toHaveCount(2);
    await expectAccessible(player, 'the dashboard with check-ins waiting');

    // The partner's open view lists them; one confirmed, the other rejected with a reason.
    const waiting = partner.getByTestId('pending-check-in');
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
    await expectAccessible(player, 'the dashboard with confirmed and rejected check-ins');
  } finally {
    await partnerContext.close();
  }
});
