import { expect } from '@playwright/test';
import { expectAccessible, pairWithKeyholder, startPartnerChallenge, test } from '../support/partners';

// Check-ins confirmed and rejected are played in partner-journey; here a manual goal's "Completed".
test("a manual goal's Completed waits for the partner: rejected with a reason, claimed again, then confirmed and passed", async ({
  page: player,
  partner,
}) => {
  test.setTimeout(60_000);
  const { partnerUser } = await pairWithKeyholder(player, partner, { player: 'confirmed', partner: 'confirmer' });
  await startPartnerChallenge(player, 'Laundry day', { manualGoal: true, confirmedBy: partnerUser.username });

  // The player switches the goal to Completed: it waits for the partner, and does not count yet.
  const laundry = player.getByTestId('goal-laundry-loads');
  await laundry.getByRole('checkbox', { name: 'Not Completed' }).check();
  await expect(laundry.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
  const mine = player.getByTestId('check-in-confirmation').filter({ hasText: 'Laundry loads completed' });
  await expect(mine).toContainText('Waiting for your partner');
  await expectAccessible(player, 'the dashboard with a completed goal waiting');

  // The partner's open view lists it; the partner rejects it with a reason.
  const waiting = partner.getByTestId('pending-check-in');
  await expect(waiting.filter({ hasText: 'Laundry loads completed' })).toHaveCount(1);
  await expectAccessible(partner, "the partner's view with a completed goal to confirm");
  await waiting.getByRole('button', { name: 'Reject' }).click();
  await partner.getByLabel('Why do you reject it?').fill('The basket is still full');
  await partner.getByRole('button', { name: 'Reject completion' }).click();
  await expect(partner.getByText('Nothing waits for you.')).toBeVisible();

  // The player's open dashboard shows the reason, and the switch back off.
  await expect(mine).toContainText('Reason: The basket is still full');
  await expect(laundry.getByRole('checkbox', { name: 'Not Completed' })).not.toBeChecked();
  await expectAccessible(player, 'the dashboard with a rejected completed goal');

  // Claimed again, it waits anew; confirmed, it passes.
  await laundry.getByRole('checkbox', { name: 'Not Completed' }).check();
  await expect(mine).toContainText('Waiting for your partner');
  await expect(waiting).toHaveCount(1);
  await waiting.getByRole('button', { name: 'Confirm' }).click();
  await expect(partner.getByTestId('partner-log')).toContainText('Completed goal confirmed');
  await expect(mine).toContainText('Confirmed');
  // The dashboard sorts the goals as it opens: opened again, the passed goal is among the done ones.
  await player.reload();
  await player.getByTestId('goals-done').locator('summary').click();
  await expect(laundry.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
});
