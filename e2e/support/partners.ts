import { expect, test as base, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './accessibility';
import { newUser, signUpThroughForm, type NewUser } from './users';

/**
 * Both people's browsers: a phone's width, which every partner screen must fit, and reduced
 * motion, so a screen is still when axe reads it (a button fading out of its hover colours under
 * the pointer reads as too little contrast).
 */
const PHONE = { viewport: { width: 360, height: 800 }, reducedMotion: 'reduce' } as const;

/**
 * A test played by two people: `page` is the player's, `partner` the partner's, a page of a
 * browser context of its own (its own session), both phones. The partner's context is closed
 * when the test ends, passed or not.
 */
export const test = base.extend<{ partner: Page }>({
  viewport: PHONE.viewport,
  contextOptions: { reducedMotion: PHONE.reducedMotion },
  partner: async ({ browser }, use) => {
    const context = await browser.newContext(PHONE);
    await use(await context.newPage());
    await context.close();
  },
});

/** The screen fits the phone without scrolling sideways, and axe finds no WCAG 2.2 A/AA violation. */
export async function expectAccessible(page: Page, screen: string) {
  await expectNoHorizontalScroll(page, `${screen} (360 px)`);
  await expectNoAxeViolations(page, `${screen} (360 px)`);
}

/** The player opens the invite form on their Partner page and picks a preset (Keyholder: every right). */
export async function chooseInvitePreset(player: Page, preset: 'Keyholder' | 'Watcher') {
  await player.goto('/partner');
  await player.getByRole('button', { name: new RegExp(`^${preset}`) }).click();
  await expect(player.getByRole('button', { name: new RegExp(`^${preset}`) })).toHaveAttribute('aria-pressed', 'true');
}

/** Creates the invite from the form as it stands, and returns the link shown to copy. */
export async function createInviteLink(player: Page): Promise<string> {
  await player.getByRole('button', { name: 'Create invite link' }).click();
  const link = await player.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/partner\/invite\/[\w-]+$/);
  return link;
}

/** On the invite page, the partner accepts; they land on their view of the player, whose address it returns. */
export async function acceptInvite(partner: Page): Promise<string> {
  await partner.getByRole('button', { name: 'Accept' }).click();
  await expect(partner).toHaveURL(/\/partner\/players\/[\w-]+$/);
  return partner.url();
}

/**
 * Two new people paired on the Keyholder preset (every right, in its first week at half of each
 * limit): both sign up, the player invites, the partner accepts and is left on their view of the player.
 */
export async function pairWithKeyholder(
  player: Page,
  partner: Page,
  prefixes: { player: string; partner: string },
): Promise<{ playerUser: NewUser; partnerUser: NewUser; playerView: string }> {
  const playerUser = newUser(prefixes.player);
  const partnerUser = newUser(prefixes.partner);
  await signUpThroughForm(player, playerUser);
  await chooseInvitePreset(player, 'Keyholder');
  const link = await createInviteLink(player);
  await signUpThroughForm(partner, partnerUser);
  await partner.goto(link);
  const playerView = await acceptInvite(partner);
  await expect(partner.getByRole('heading', { name: playerUser.username, level: 1 })).toBeVisible();
  return { playerUser, partnerUser, playerView };
}

interface PartnerOptions {
  /** A second check-in goal, a tidied house, beside the blank challenge's days locked. */
  tidyGoal?: boolean;
  /** A manual goal, the laundry done, beside the others. */
  manualGoal?: boolean;
  /** The partner's name, to turn on "<partner> confirms each check-in…", with the default that unconfirmed ones do not count. */
  confirmedBy?: string;
  /** The partner's name, to turn on "<partner> approves a cancel". */
  approvedBy?: string;
}

/**
 * A blank one-day challenge with the partner's options of the submit form, which shows them only
 * while the player has a partner holding the rights; the form must fit the phone with them on.
 */
export async function startPartnerChallenge(player: Page, title: string, options: PartnerOptions) {
  await player.goto('/dashboard');
  await player.getByRole('link', { name: 'Blank New Challenge' }).click();
  await player.getByLabel('Title').first().fill(title);
  await player.getByLabel('Duration (days)').fill('1');
  if (options.tidyGoal) {
    await player.getByRole('button', { name: 'Add Goal' }).click();
    await player.getByLabel('Category').nth(1).selectOption('House');
    await player.getByLabel('Metric').nth(1).selectOption('clean-days');
    await player.getByLabel('Grading').nth(1).selectOption('CheckIn');
    await player.getByLabel('Goal value').nth(1).fill('1');
  }
  if (options.manualGoal) {
    const goal = await player.getByLabel('Category').count();
    await player.getByRole('button', { name: 'Add Goal' }).click();
    await player.getByLabel('Category').nth(goal).selectOption('House');
    await player.getByLabel('Metric').nth(goal).selectOption('laundry-loads');
    await player.getByLabel('Grading').nth(goal).selectOption('Manual');
  }
  if (options.confirmedBy) {
    const field = player.getByTestId('partner-confirms');
    await field
      .getByRole('switch', { name: `${options.confirmedBy} confirms each check-in and completed manual goal of this challenge` })
      .check();
    await expect(field.getByRole('radio', { name: 'Do not count' })).toBeChecked();
  }
  if (options.approvedBy) {
    await player.getByRole('switch', { name: `${options.approvedBy} approves a cancel` }).check();
  }
  // The form's points preview fades in and is checked by the challenge specs; here only the fit.
  await expectNoHorizontalScroll(player, "the new challenge form with the partner's options (360 px)");
  await player.getByRole('button', { name: 'Submit Challenge' }).click();
  await expect(player).toHaveURL(/\/dashboard$/);
  await expect(player.getByRole('heading', { name: title })).toBeVisible();
}
