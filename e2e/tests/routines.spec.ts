import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpThroughForm } from '../support/users';

async function createRoutine(page: Page, name: string, exercises: string[]) {
  await page.goto('/routines?create=true');
  await expect(page.getByRole('heading', { name: 'New Routine' })).toBeVisible();
  await page.getByLabel('Routine name').fill(name);
  for (const [index, exercise] of exercises.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Exercise' }).click();
    await page.getByLabel('Exercise name').nth(index).fill(exercise);
    await page.getByLabel('Sets').nth(index).fill('3');
    await page.getByLabel('Reps').nth(index).fill('10');
    await page.getByLabel('Weight (kg)').nth(index).fill('20');
  }
  await page.getByRole('button', { name: 'Create Routine' }).click();
  await expect(page.getByText('Routine created successfully!')).toBeVisible();
  await expect(page.getByTestId('routine-card').filter({ hasText: name })).toBeVisible();
}

/** Trains through a two-exercise routine, reloading the page in the middle: the session goes on where it was. */
async function trainThroughWithAReload(page: Page, name: string) {
  await page
    .getByTestId('routine-card')
    .filter({ hasText: name })
    .getByRole('link', { name: /^Train/ })
    .click();
  await expect(page).toHaveURL(/\/training\?routine=/);
  await page.getByRole('button', { name: 'Start Training' }).click();
  await page.getByRole('button', { name: '+1 Set' }).click();
  await expect(page.getByTestId('training-score')).toHaveText('Score: 1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('training-progress')).toHaveText('Exercise 2 of 2');

  await page.reload();
  await expect(page.getByTestId('training-progress')).toHaveText('Exercise 2 of 2');
  await expect(page.getByTestId('training-score')).toHaveText('Score: 1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('workout-complete')).toContainText('Workout Complete!');
}

test('create a routine, train through it (a reload on the way changes nothing) and see the log on the profile', async ({
  page,
}) => {
  await signUpThroughForm(page, newUser('train'));
  await page.goto('/routines');
  await expect(page.getByText('No routines found')).toBeVisible();
  await createRoutine(page, 'Leg day', ['Squat', 'Lunge']);
  await trainThroughWithAReload(page, 'Leg day');

  await page.goto('/profile/show');
  const log = page.getByTestId('routine-log').first();
  await expect(log).toContainText('Leg day');
  await expect(log).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(page.getByTestId('routine-score-chart')).toBeVisible();
});

test('reorder exercises before the start by keyboard and find the order kept after a reload', async ({ page }) => {
  await signUpThroughForm(page, newUser('order'));
  await createRoutine(page, 'Push day', ['Bench', 'Dips', 'Flyes']);
  await page
    .getByTestId('routine-card')
    .filter({ hasText: 'Push day' })
    .getByRole('link', { name: /^Train/ })
    .click();
  await page.getByRole('button', { name: 'Start Training' }).click();
  const names = page.getByTestId('training-exercise');
  await expect(names.first()).toContainText('Bench');

  const handle = page.getByRole('button', { name: 'Reorder Bench' });
  await handle.focus();
  await page.keyboard.press('Space');
  // The keyboard sensor has picked the item up once the handle reports itself pressed. An arrow
  // key moves it only once the positions are measured, a frame or two later, which shows as the
  // item announced over its own place.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Bench moved to position 1 of 3.')).toBeAttached();
  // On a busy machine the sensor may still be measuring and drop the arrow key, as it would for
  // a person, who presses again once nothing was announced.
  const movedDown = page.getByText('Bench moved to position 2 of 3.');
  await expect(async () => {
    if (!(await movedDown.count())) await page.keyboard.press('ArrowDown');
    await expect(movedDown).toBeAttached({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(names.nth(1)).toContainText('Bench');
  await expect(names.first()).toContainText('Dips');

  // After a reload the session comes back as it was; the new order is also the routine's own.
  await page.reload();
  await expect(page.getByTestId('training-exercise').first()).toContainText('Dips');
  await page.getByRole('button', { name: 'Choose another routine' }).click();
  await page.getByRole('button', { name: 'Start Training' }).click();
  await expect(page.getByTestId('training-exercise').first()).toContainText('Dips');
  await expect(page.getByTestId('training-exercise').nth(1)).toContainText('Bench');
});

test('training satisfies a routine goal of the active challenge', async ({ page }) => {
  await signUpThroughForm(page, newUser('goal'));
  await createRoutine(page, 'Core', ['Plank']);

  await page.goto('/newchallenge');
  await page.getByLabel('Title').first().fill('Routine week');
  await page.getByLabel('Description').first().fill('Train once today');
  await page.getByLabel('Duration (days)').fill('1');
  await page.getByLabel('Category').selectOption('Routines');
  await expect(page.getByLabel('Metric')).toHaveValue(/^rout-/);
  await page.getByRole('button', { name: 'Submit Challenge' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Train Routine' }).click();
  await expect(page).toHaveURL(/\/training\?routine=/);
  await page.getByRole('button', { name: 'Start Training' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('workout-complete')).toContainText('Workout Complete!');

  await page.goto('/finishchallenge');
  await page.getByRole('button', { name: 'Finish Challenge' }).click();
  await expect(page.getByText('Passed')).toBeVisible();
  await expect(page.getByTestId('outcome-pp')).toHaveText('PP received: 0');
});
