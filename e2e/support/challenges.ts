import { expect, type Page } from '@playwright/test';

export const userBar = (page: Page) => page.getByRole('region', { name: 'Account' });

/**
 * A blank one-day challenge with the one goal a blank challenge starts with (days locked, value 1),
 * checked in unless another grading is given.
 */
export async function startOneDayChallenge(page: Page, title: string, grading?: 'Manual') {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Blank New Challenge' }).click();
  await expect(page).toHaveURL(/\/newchallenge$/);
  await page.getByLabel('Title').first().fill(title);
  await page.getByLabel('Description').first().fill('One day to prove it');
  await page.getByLabel('Duration (days)').fill('1');
  await expect(page.getByLabel('Category')).toHaveCount(1);
  if (grading) await page.getByLabel('Grading').selectOption(grading);
  await page.getByRole('button', { name: 'Submit Challenge' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** Starts the nth suggested challenge (the third is Jock Training) from the dashboard, confirming once. */
export async function startSuggestedChallenge(page: Page, index: number, title: string) {
  await page.getByRole('button', { name: 'Start This Challenge' }).nth(index).click();
  const confirmation = page.getByRole('dialog', { name: `Start “${title}”?` });
  await confirmation.getByRole('button', { name: 'Start challenge' }).click();
  await expect(page.getByTestId('active-challenge').getByRole('heading', { name: title })).toBeVisible();
}

/** Earns some RP: a one-day challenge, checked in and finished. Returns the RP earned. */
export async function earnRewardPoints(page: Page, title: string): Promise<number> {
  await startOneDayChallenge(page, title);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Progress: 1/1')).toBeVisible();
  await page.getByRole('link', { name: 'Finish Challenge' }).click();
  await page.getByRole('button', { name: 'Finish Challenge' }).click();
  await expect(page.getByTestId('outcome-rp')).toHaveText(/^RP earned: [1-9]\d*$/);
  const earned = Number((await page.getByTestId('outcome-rp').textContent())!.split(': ')[1]);
  await expect(userBar(page).getByTestId('user-bar-rp')).toHaveText(`RP ${earned}`);
  return earned;
}

/** Cancels the active challenge from the dashboard, confirming in the dialog. */
export async function cancelActiveChallenge(page: Page) {
  await page.getByRole('button', { name: 'Cancel Challenge' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Challenge' }).click();
  await expect(page.getByText('No Active Challenge')).toBeVisible();
}
