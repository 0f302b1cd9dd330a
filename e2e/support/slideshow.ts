import { expect, type Page } from '@playwright/test';

/** Saves a deck of one instruction slide, shown once, at the given costs, and opens the viewer. */
export async function chooseOneSlideDeck(page: Page, slideId: string, costs: { reward: number; punishment: number }) {
  await page.goto('/deck');
  await expect(page.getByRole('heading', { name: 'Choose your deck' })).toBeVisible();
  const card = page.getByTestId(`deck-card-${slideId}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel(/Reward cost/).fill(String(costs.reward));
  await card.getByLabel(/Punishment cost/).fill(String(costs.punishment));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Deck saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Select none' }).click();
  await card.getByLabel(/Quantity/).fill('1');
  await expect(page.getByTestId('deck-selection-count')).toContainText('1 of 50 slides selected');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Deck saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.getByRole('button', { name: 'Select Slides' }).click();
  await expect(page).toHaveURL(/\/teaser$/);
}

/** Starts a show of 25 one-second slides with an instruction every second slide, pausing on it. */
export async function startShortShow(page: Page) {
  await page.getByLabel('Slide duration (seconds)').fill('1');
  await page.getByLabel('Slide amount').fill('25');
  await page.getByLabel(/Instruction every/).fill('2');
  await page.getByLabel('Pause on instruction').check();
  await page.getByRole('button', { name: 'Start' }).click();
}
