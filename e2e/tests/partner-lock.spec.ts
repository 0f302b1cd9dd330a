import { expect } from '@playwright/test';
import { expectAccessible, pairWithKeyholder, startPartnerChallenge, test } from '../support/partners';

// The approved cancel is played in partner-journey; here what only the lock's other sides show.
test('the partner finds the open request on their Partner page, and the player can always cancel without approval', async ({
  page: player,
  partner,
}) => {
  test.setTimeout(60_000);
  const { playerUser, partnerUser, playerView } = await pairWithKeyholder(player, partner, {
    player: 'locked',
    partner: 'holder',
  });

  // The player asks to cancel a challenge the partner must approve; the dashboard keeps the exit.
  await startPartnerChallenge(player, 'Locked day', { approvedBy: partnerUser.username });
  await player.getByRole('button', { name: `Ask ${partnerUser.username} to cancel` }).click();
  await player.getByLabel('Why do you want to cancel? (optional)').fill('Sick today');
  await player.getByRole('button', { name: 'Send request' }).click();
  await expect(player.getByTestId('cancel-request')).toContainText(`Waiting for ${partnerUser.username}’s approval to cancel.`);
  await expect(player.getByRole('button', { name: 'Cancel without approval' })).toBeVisible();

  // The partner's Partner page lists it beside the player, with the player's reason.
  await partner.goto('/partner');
  await expect(partner.getByTestId('open-cancel-request')).toContainText('Sick today');
  await expectAccessible(partner, 'the Partner page with an open request');
  await partner.goto(playerView);
  await expect(partner.getByTestId('open-cancel-request')).toContainText(
    `${playerUser.username} asks to cancel their challenge.`,
  );

  // The player leaves without waiting, after a confirmation that says what it means.
  await player.getByRole('button', { name: 'Cancel without approval' }).click();
  const confirmation = player.getByRole('dialog', { name: 'Cancel without approval?' });
  await expect(confirmation).toContainText('your partner will be told, and it is recorded');
  await expectAccessible(player, 'the cancel without approval dialog');
  await confirmation.getByRole('button', { name: 'Cancel without approval' }).click();
  await expect(player.getByTestId('outcome-cancel-penalty')).toContainText('5 %');

  // The partner's open view drops the request and shows the exit in the log, by itself.
  await expect(partner.getByTestId('partner-log')).toContainText('Cancelled without approval');
  await expect(partner.getByTestId('open-cancel-request')).toHaveCount(0);
  await expect(partner.getByText('No active challenge right now.')).toBeVisible();
  await expectAccessible(partner, "the partner's view after the exit");
});
