import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/accessibility';
import { newUser, signUpThroughForm } from '../support/users';

// A phone's width: the request, its answer and the exit must fit it.
test.use({ viewport: { width: 360, height: 800 } });

async function expectAccessible(page: Page, screen: string) {
  await expectNoHorizontalScroll(page, `${screen} (360 px)`);
  await expectNoAxeViolations(page, `${screen} (360 px)`);
}

/** A one-day challenge whose cancel the partner approves, turned on in the submit form. */
async function startLockedChallenge(page: Page, title: string, partnerName: string) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Blank New Challenge' }).click();
  await page.getByLabel('Title').first().fill(title);
  await page.getByLabel('Duration (days)').fill('1');
  await page.getByRole('switch', { name: `${partnerName} approves a cancel` }).check();
  await page.getByRole('button', { name: 'Submit Challenge' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** A suggested challenge whose cancel the partner approves, turned on in its start confirmation (7 days). */
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

test('the partner approves a cancel the player asks for, and the player can always cancel without approval', async ({
  page: player,
  browser,
}) => {
  test.setTimeout(90_000);
  const playerUser = newUser('locked');
  const partnerUser = newUser('holder');
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  try {
    // A Keyholder partnership: the lock is one of its rights.
    await signUpThroughForm(player, playerUser);
    await player.goto('/partner');
    await player.getByRole('button', { name: /^Keyholder/ }).click();
    await player.getByRole('button', { name: 'Create invite link' }).click();
    const link = await player.getByLabel('Invite link').inputValue();
    await signUpThroughForm(partner, partnerUser);
    await partner.goto(link);
    await partner.getByRole('button', { name: 'Accept' }).click();
    await expect(partner).toHaveURL(/\/partner\/players\/[\w-]+$/);
    const playerView = partner.url();

    // The player asks to cancel, with a reason; the dashboard says whose approval it waits for.
    await startLockedChallenge(player, 'Locked day', partnerUser.username);
    await player.getByRole('button', { name: `Ask ${partnerUser.username} to cancel` }).click();
    await player.getByLabel('Why do you want to cancel? (optional)').fill('Sick today');
    await player.getByRole('button', { name: 'Send request' }).click();
    await expect(player.getByTestId('cancel-request')).toContainText(`Waiting for ${partnerUser.username}’s approval to cancel.`);
    await expect(player.getByRole('button', { name: 'Cancel without approval' })).toBeVisible();
    await expectAccessible(player, 'the dashboard waiting for approval');

    // The partner sees it on their Partner page and approves it from the player's view.
    await partner.goto('/partner');
    await expect(partner.getByTestId('open-cancel-request')).toContainText('Sick today');
    await expectAccessible(partner, 'the Partner page with an open request');
    await partner.goto(playerView);
    const request = partner.getByTestId('open-cancel-request');
    await expect(request).toContainText(`${playerUser.username} asks to cancel their challenge.`);
    await expectAccessible(partner, "the partner's view with an open request");
    await request.getByRole('button', { name: 'Approve cancel' }).click();
    await expect(partner.getByText('No active challenge right now.')).toBeVisible();
    await expect(partner.getByTestId('partner-log')).toContainText('Cancel approved');

    // The challenge is cancelled with its penalty: the cancel penalty rose from 0 to 5 %.
    await player.goto('/dashboard');
    await expect(player.getByText('No Active Challenge')).toBeVisible();
    await expect(player.getByText('Cancel Penalty: 5%')).toBeVisible();

    // A second one, a suggestion started with the lock: the player leaves without approval, after
    // a confirmation that says what it means.
    await startLockedSuggestion(player, partnerUser.username);
    await player.getByRole('button', { name: 'Cancel without approval' }).click();
    const confirmation = player.getByRole('dialog', { name: 'Cancel without approval?' });
    await expect(confirmation).toContainText('your partner will be told, and it is recorded');
    await expectAccessible(player, 'the cancel without approval dialog');
    await confirmation.getByRole('button', { name: 'Cancel without approval' }).click();
    // 5 % before, and a 7-day challenge adds 7.
    await expect(player.getByTestId('outcome-cancel-penalty')).toContainText('12 %');

    // The partner's open view shows it in the log, by itself.
    await expect(partner.getByTestId('partner-log')).toContainText('Cancelled without approval');
    await expectAccessible(partner, "the partner's view after the exit");
  } finally {
    await partnerContext.close();
  }
});
