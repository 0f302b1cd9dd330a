import { expect, type Page } from '@playwright/test';
import { expectAccessible, pairWithKeyholder, test } from '../support/partners';

/** A suggested challenge (7 days) whose cancel the partner approves, turned on in its start confirmation. */
async function startLockedSuggestion(page: Page, partnerName: string) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Start This Challenge' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Start “/ });
  // A Keyholder confirms too: the form's "partner confirms" is offered beside the lock.
  await expect(dialog.getByTestId('partner-confirms')).toBeVisible();
  await dialog.getByRole('switch', { name: `${partnerName} approves a cancel` }).check();
  await expectAccessible(page, "the start confirmation with the partner's options");
  await dialog.getByRole('button', { name: 'Start challenge' }).click();
  await expect(page.getByTestId('active-challenge')).toBeVisible();
}

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

  // The player starts a suggestion with the lock on, and asks to cancel it; the dashboard keeps the exit.
  await startLockedSuggestion(player, partnerUser.username);
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
  // A first cancel of a 7-day challenge raises the penalty by 7.
  await expect(player.getByTestId('outcome-cancel-penalty')).toContainText('7 %');

  // The partner's open view drops the request and shows the exit in the log, by itself.
  await expect(partner.getByTestId('partner-log')).toContainText('Cancelled without approval');
  await expect(partner.getByTestId('open-cancel-request')).toHaveCount(0);
  await expect(partner.getByText('No active challenge right now.')).toBeVisible();
  await expectAccessible(partner, "the partner's view after the exit");
});
