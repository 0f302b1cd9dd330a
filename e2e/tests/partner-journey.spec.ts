import { expect, type Page } from '@playwright/test';
import { userBar } from '../support/challenges';
import {
  acceptInvite,
  chooseInvitePreset,
  createInviteLink,
  expectAccessible,
  startPartnerChallenge,
  test,
} from '../support/partners';
import { newUser, signUpThroughForm } from '../support/users';

/** Asks the server for more PP than is left, as a page whose form had not caught up would. */
const punishThroughApi = (page: Page, playerId: string, points: number) =>
  page.evaluate(
    async ({ playerId, points }) => {
      const response = await fetch(`/api/partner/players/${playerId}/punish`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ points, reason: 'More than allowed' }),
      });
      return { status: response.status, body: (await response.json()) as { error: { code: string; message: string } } };
    },
    { playerId, points },
  );

/**
 * Marks the page as it is now; the mark is gone once the page reloads or is left, so a step that
 * still finds it happened on the open page, by itself.
 */
const markOpenPage = (page: Page) => page.evaluate(() => Object.assign(window, { openSinceMark: true }));
const isSamePage = (page: Page) => page.evaluate(() => 'openSinceMark' in window);

// The whole journey, each step of its "Done when" a step here, in its order. What only
// other specs prove: partner-lock (the Partner page's open request, the exit without approval)
// and partner-goals (a punishment goal for the next challenge).
test('two people play it: invite, accept, a private challenge seen live, a check-in confirmed and one rejected, PP within the limit and refused above it, a cancel approved, and the end cuts the open view off', async ({
  page: player,
  partner,
}) => {
  test.setTimeout(90_000);
  const playerUser = newUser('player');
  const partnerUser = newUser('keyholder');
  const progress = partner.getByTestId('challenge-progress');
  const lockedDays = progress.getByTestId('goal-progress-text-cage-days');
  const waiting = partner.getByTestId('pending-check-in');
  const mine = player.getByTestId('check-in-confirmation');
  const punish = partner.getByTestId('punish-form');

  const playerId = await test.step('the player keeps their profile from visitors who are not signed in', async () => {
    await signUpThroughForm(player, playerUser);
    await player.goto('/profile/edit');
    await player.getByRole('switch', { name: 'Show my profile to visitors who are not signed in' }).uncheck();
    await player.getByRole('button', { name: 'Save' }).click();
    await expect(player).toHaveURL(/\/dashboard$/);
    const { userId } = (await (await player.request.get('/api/profile/me')).json()) as { userId: string };
    await partner.goto(`/profile/show/${userId}`);
    await expect(partner.getByRole('heading', { name: 'Private profile' })).toBeVisible();
    await expect(partner.getByText(playerUser.username)).toHaveCount(0);
    return userId;
  });

  const link = await test.step('invite: the Keyholder preset with its limits, and the link shown once', async () => {
    await chooseInvitePreset(player, 'Keyholder');
    await expect(player.getByLabel('Punishment points (PP) per day')).toHaveValue('20');
    await expectAccessible(player, 'the Partner page with the invite form');
    const created = await createInviteLink(player);
    await expect(player.getByRole('list', { name: 'What your partner will be able to do' })).toContainText('at most 20 PP a day');
    await expectAccessible(player, 'the Partner page with a new invite');
    return created;
  });

  await test.step('accept: the partner reads who invites them and on what terms, then accepts', async () => {
    await signUpThroughForm(partner, partnerUser);
    await partner.goto(link);
    await expect(partner.getByRole('heading', { name: 'Partner invite' })).toBeVisible();
    await expect(partner.getByText(`${playerUser.username} invites you to be their partner.`)).toBeVisible();
    const terms = partner.getByRole('list', { name: 'What you will be able to do' });
    await expect(terms.getByRole('listitem')).toHaveCount(5);
    await expect(terms).toContainText('Punish: Add punishment points with a reason');
    await expect(terms).toContainText('at most 20 PP a day');
    await expect(partner.getByTestId('trust-note')).toHaveText('A new partner gets half of every limit for the first 7 days.');
    await expectAccessible(partner, 'the invite page');
    await partner.getByLabel('Language').selectOption('es');
    await expect(partner.getByRole('heading', { name: 'Invitación de pareja de juego' })).toBeVisible();
    await expect(partner.getByText(`${playerUser.username} te invita a ser su pareja de juego.`)).toBeVisible();
    await expectAccessible(partner, 'the invite page in Spanish');
    await partner.getByLabel('Idioma').selectOption('en');

    // The view of the player opens with the first week's half limit; it stays open to the end.
    expect(await acceptInvite(partner)).toMatch(new RegExp(`/partner/players/${playerId}$`));
    await expect(partner.getByRole('heading', { name: playerUser.username, level: 1 })).toBeVisible();
    await expect(partner.getByText('No active challenge right now.')).toBeVisible();
    await expect(partner.getByTestId('punish-left')).toHaveText('Left today: 10 PP of punishment.');
    await expectAccessible(partner, "the partner's view of a player");
    await markOpenPage(partner);
  });

  await test.step('the partner sees the private challenge live: its start and two check-ins', async () => {
    await startPartnerChallenge(player, 'Held to account', {
      tidyGoal: true,
      confirmedBy: partnerUser.username,
      approvedBy: partnerUser.username,
    });
    await expect(progress.getByRole('heading', { name: 'Held to account' })).toBeVisible();
    await expect(lockedDays).toContainText('Not checked in today');

    await player.getByTestId('goal-cage-days').getByRole('button', { name: 'Check in' }).click();
    await player.getByTestId('goal-clean-days').getByRole('button', { name: 'Check in' }).click();
    await expect(mine.filter({ hasText: 'Waiting for your partner' })).toHaveCount(2);
    await expectAccessible(player, 'the dashboard with check-ins waiting');
    await expect(lockedDays).toContainText('Today done');
    // Unconfirmed check-ins do not count, so the progress waits for the partner too.
    await expect(lockedDays).toContainText('0 of 1');
    await expect(waiting).toHaveCount(2);
    expect(await isSamePage(partner), 'the partner never reloaded').toBe(true);
    await expectAccessible(partner, "the partner's view with check-ins to confirm");
  });

  await test.step('the partner confirms a check-in: it counts', async () => {
    await markOpenPage(player);
    await waiting.filter({ hasText: 'Days locked' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(waiting).toHaveCount(1);
    await expect(lockedDays).toContainText('1 of 1');
  });

  await test.step('the partner rejects one with a reason, and the player sees both', async () => {
    await waiting.getByRole('button', { name: 'Reject' }).click();
    await partner.getByLabel('Why do you reject it?').fill('No photo of the tidy room');
    await partner.getByRole('button', { name: 'Reject check-in' }).click();
    await expect(partner.getByText('Nothing waits for you.')).toBeVisible();
    await expect(partner.getByTestId('partner-log')).toContainText('Check-in rejected');

    // The player's open dashboard shows both decisions by itself.
    await expect(mine.filter({ hasText: 'Days locked' })).toContainText('Confirmed');
    await expect(mine.filter({ hasText: 'tidied' })).toContainText('Rejected');
    await expect(mine.filter({ hasText: 'tidied' })).toContainText('Reason: No photo of the tidy room');
    // A rejected check-in no longer counts: the goal can be checked in again.
    await expect(player.getByTestId('goal-clean-days').getByRole('button', { name: 'Check in' })).toBeVisible();
    expect(await isSamePage(player), 'the player never reloaded').toBe(true);
    await expectAccessible(player, 'the dashboard with confirmed and rejected check-ins');
  });

  await test.step("the partner adds PP within the day's limit, with a reason", async () => {
    await punish.getByLabel('Punishment points').fill('4');
    await punish.getByLabel('Reason').fill('Late to bed');
    await punish.getByRole('button', { name: 'Add punishment points' }).click();
    await expect(punish.getByText('Added 4 PP.')).toBeVisible();
    await expect(partner.getByTestId('punish-left')).toHaveText('Left today: 6 PP of punishment.');
    await expect(partner.getByTestId('player-balances')).toContainText('4 PP');
    await expect(userBar(player).getByTestId('user-bar-pp')).toHaveText('PP 4');
  });

  await test.step('above the limit the form and the server refuse it, moving nothing', async () => {
    await punish.getByLabel('Punishment points').fill('7');
    await expect(punish.getByText('At most 6 PP are left today.')).toBeVisible();
    await expect(punish.getByRole('button', { name: 'Add punishment points' })).toBeDisabled();
    expect(await punishThroughApi(partner, playerId, 7)).toEqual({
      status: 409,
      body: { error: { code: 'over_limit', message: "Only 6 PP are left of today's limit of 10 PP." } },
    });
    await player.goto('/points');
    const entries = player.getByTestId('ledger-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(`Punishment from partner '${partnerUser.username}': Late to bed`);
    await expect(userBar(player).getByTestId('user-bar-pp')).toHaveText('PP 4');
    await expect(partner.getByTestId('punish-left')).toHaveText('Left today: 6 PP of punishment.');
  });

  await test.step('the partner approves the cancel the player asks for', async () => {
    await player.goto('/dashboard');
    await player.getByRole('button', { name: `Ask ${partnerUser.username} to cancel` }).click();
    await player.getByLabel('Why do you want to cancel? (optional)').fill('Sick today');
    await player.getByRole('button', { name: 'Send request' }).click();
    await expect(player.getByTestId('cancel-request')).toContainText(`Waiting for ${partnerUser.username}’s approval to cancel.`);
    await expectAccessible(player, 'the dashboard waiting for approval');

    // The request reaches the open view by itself.
    const request = partner.getByTestId('open-cancel-request');
    await expect(request).toContainText(`${playerUser.username} asks to cancel their challenge.`);
    await expect(request).toContainText('Sick today');
    await expectAccessible(partner, "the partner's view with an open request");
    await request.getByRole('button', { name: 'Approve cancel' }).click();
    await expect(partner.getByText('No active challenge right now.')).toBeVisible();
    await expect(partner.getByTestId('partner-log')).toContainText('Cancel approved');

    // Cancelled with its usual penalty: the cancel penalty rose from 0 to 5 %.
    await player.goto('/dashboard');
    await expect(player.getByText('No Active Challenge')).toBeVisible();
    await expect(player.getByText('Cancel Penalty: 5%')).toBeVisible();
  });

  await test.step("the player ends the partnership, needing no one's consent; the partner's open page loses access at once", async () => {
    await player.goto('/partner');
    await expect(player.getByTestId('partnership')).toContainText(partnerUser.username);
    await expectAccessible(player, 'the Partner page with a partner');
    await player.getByRole('button', { name: 'End partnership' }).click();
    const confirmation = player.getByRole('dialog', { name: `End the partnership with ${partnerUser.username}?` });
    await confirmation.getByRole('button', { name: 'End partnership' }).click();
    await expect(confirmation).toBeHidden();
    await expect(player.getByRole('button', { name: 'Create invite link' })).toBeVisible();

    await expect(partner.getByRole('heading', { name: 'You no longer have access' })).toBeVisible();
    await expect(partner.getByTestId('lost-access')).toContainText('The partnership has ended.');
    await expect(partner.getByRole('heading', { name: playerUser.username })).toHaveCount(0);
    await expect(partner.getByTestId('partner-log')).toHaveCount(0);
    expect(await isSamePage(partner), 'the partner never reloaded').toBe(true);
    await expectAccessible(partner, "the partner's view once access ended");
  });
});
