import { expect } from '@playwright/test';
import { expectNoHorizontalScroll } from '../support/accessibility';
import { startOneDayChallenge } from '../support/challenges';
import { expectAccessible, pairWithKeyholder, test } from '../support/partners';

test('a keyholder adds a punishment goal with a reason, and the player finds it, fixed, in their next challenge', async ({
  page: player,
  partner,
}) => {
  test.setTimeout(60_000);
  const { partnerUser } = await pairWithKeyholder(player, partner, { player: 'goalplayer', partner: 'goalholder' });

  // The Keyholder's 2 goals per challenge, halved in the first week: one is left.
  const form = partner.getByTestId('goal-form');
  await expect(form.getByTestId('goals-left')).toHaveText('Left for the next challenge: 1.');
  await form.getByLabel('Goal').selectOption({ label: 'Burpees' });
  await form.getByLabel('Reason').fill('You skipped Tuesday');
  await form.getByRole('button', { name: 'Add punishment goal' }).click();
  await expect(form.getByText("Added to the player's next challenge.")).toBeVisible();
  await expect(form.getByTestId('goals-left')).toHaveText('Left for the next challenge: 0.');
  await expect(form.getByRole('list', { name: 'Goals you added' })).toContainText('Burpees');
  await expect(partner.getByTestId('partner-log')).toContainText('Punishment goal added to the next challenge');
  await expectAccessible(partner, "the partner's view with a goal added");

  // The player finds it where they prepare the next challenge.
  await player.goto('/dashboard');
  await player.getByRole('link', { name: 'Blank New Challenge' }).click();
  const fromPartner = player.getByTestId('partner-punishments');
  await expect(fromPartner).toContainText('Burpees');
  await expect(fromPartner.getByTestId('partner-punishment-reason')).toHaveText(
    `Added by ${partnerUser.username}: You skipped Tuesday`,
  );
  await expect(fromPartner.getByRole('button')).toHaveCount(0);
  await expectNoHorizontalScroll(player, 'the new challenge page with a partner’s goal (360 px)');

  // Started, the challenge holds the partner's goal.
  await startOneDayChallenge(player, 'Paying for Tuesday');
  await expect(player.getByTestId('active-challenge')).toContainText('Burpees');
  await expectAccessible(player, 'the dashboard with the partner’s goal');
});
