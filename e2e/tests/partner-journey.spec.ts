import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/accessibility';
import { startOneDayChallenge, userBar } from '../support/challenges';
import { newUser, signUpThroughForm } from '../support/users';

// A phone's width: every partner screen must fit it.
test.use({ viewport: { width: 360, height: 800 } });

async function expectAccessible(page: Page, screen: string) {
  await expectNoHorizontalScroll(page, `${screen} (360 px)`);
  await expectNoAxeViolations(page, `${screen} (360 px)`);
}

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

// The partner's other rights play their own journeys: partner-confirm, partner-lock and partner-goals.
test('a player invites a keyholder who watches a private challenge live, punishes within the limit, and loses access when the player ends it', async ({
  page: player,
  browser,
}) => {
  test.setTimeout(60_000);
  const playerUser = newUser('player');
  const partnerUser = newUser('keyholder');
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  try {
    // The player keeps their profile private and starts a challenge with a daily check-in.
    await signUpThroughForm(player, playerUser);
    await player.goto('/profile/edit');
    await player.getByRole('switch', { name: 'Show my profile to visitors who are not signed in' }).uncheck();
    await player.getByRole('button', { name: 'Save' }).click();
    await expect(player).toHaveURL(/\/dashboard$/);
    await startOneDayChallenge(player, 'Held to account');

    // The invite: the Keyholder preset, its limits, and the link shown once.
    await player.goto('/partner');
    await player.getByRole('button', { name: /^Keyholder/ }).click();
    await expect(player.getByRole('button', { name: /^Keyholder/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(player.getByLabel('Punishment points (PP) per day')).toHaveValue('20');
    await expectAccessible(player, 'the Partner page with the invite form');
    await player.getByRole('button', { name: 'Create invite link' }).click();
    const link = await player.getByLabel('Invite link').inputValue();
    expect(link).toMatch(/\/partner\/invite\/[\w-]+$/);
    await expect(player.getByRole('list', { name: 'What your partner will be able to do' })).toContainText('at most 20 PP a day');
    await expectAccessible(player, 'the Partner page with a new invite');

    // The partner reads who invites them and what they could do, in English and once in Spanish.
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

    // Accepting opens the player's view: their private challenge, and the first week's half limit.
    await partner.getByRole('button', { name: 'Accept' }).click();
    await expect(partner).toHaveURL(/\/partner\/players\/[\w-]+$/);
    const playerId = partner.url().split('/').pop()!;
    await expect(partner.getByRole('heading', { name: playerUser.username, level: 1 })).toBeVisible();
    const progress = partner.getByTestId('challenge-progress');
    await expect(progress.getByRole('heading', { name: 'Held to account' })).toBeVisible();
    await expect(progress.getByTestId('goal-progress-text-cage-days')).toContainText('Not checked in today');
    await expect(partner.getByTestId('punish-left')).toHaveText('Left today: 10 PP of punishment.');
    await expectAccessible(partner, "the partner's view of a player");

    // The player's check-in reaches the partner's open view by itself.
    await player.goto('/dashboard');
    await player.getByTestId('goal-cage-days').getByRole('button', { name: 'Check in' }).click();
    await expect(player.getByText('Progress: 1/1')).toBeVisible();
    await expect(progress.getByTestId('goal-progress-text-cage-days')).toContainText('Today done');

    // PP within the day's allowance, with a reason, reaches the player's balance and history.
    const punish = partner.getByTestId('punish-form');
    await punish.getByLabel('Punishment points').fill('4');
    await punish.getByLabel('Reason').fill('Late to bed');
    await punish.getByRole('button', { name: 'Add punishment points' }).click();
    await expect(punish.getByText('Added 4 PP.')).toBeVisible();
    await expect(partner.getByTestId('punish-left')).toHaveText('Left today: 6 PP of punishment.');
    await expect(partner.getByTestId('player-balances')).toContainText('4 PP');
    await expect(userBar(player).getByTestId('user-bar-pp')).toHaveText('PP 4');

    // More than is left: the form refuses it, and so does the server, moving nothing.
    await punish.getByLabel('Punishment points').fill('7');
    await expect(punish.getByText('At most 6 PP are left today.')).toBeVisible();
    await expect(punish.getByRole('button', { name: 'Add punishment points' })).toBeDisabled();
    const refused = await punishThroughApi(partner, playerId, 7);
    expect(refused).toEqual({
      status: 409,
      body: { error: { code: 'over_limit', message: "Only 6 PP are left of today's limit of 10 PP." } },
    });
    await player.goto('/points');
    const entries = player.getByTestId('ledger-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(`Punishment from partner '${partnerUser.username}': Late to bed`);
    await expect(userBar(player).getByTestId('user-bar-pp')).toHaveText('PP 4');
    await expect(partner.getByTestId('punish-left')).toHaveText('Left today: 6 PP of punishment.');

    // The player ends it; the partner's open view loses access at once.
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
    await expect(partner.getByTestId('challenge-progress')).toHaveCount(0);
  } finally {
    await partnerContext.close();
  }
});
