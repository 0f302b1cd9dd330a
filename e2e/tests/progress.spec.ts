import { expect, test, type Page } from '@playwright/test';
import { startOneDayChallenge, startSuggestedChallenge } from '../support/challenges';
import { newUser, signUpThroughForm } from '../support/users';

// A phone: the bars, their texts and the step buttons must work at 360 px.
test.use({ viewport: { width: 360, height: 780 } });

async function finishFromDashboard(page: Page) {
  await page.getByRole('link', { name: 'Finish Challenge' }).click();
  await page.getByRole('button', { name: 'Finish Challenge' }).click();
  await expect(page.getByTestId('challenge-outcome')).toBeVisible();
}

test('the progress bars move after a check-in and a step, without a reload', async ({ page }) => {
  await signUpThroughForm(page, newUser('bars'));
  await startSuggestedChallenge(page, 2, 'Jock Training');

  const locked = page.getByRole('progressbar', { name: 'Progress of Stay locked' });
  await expect(locked).toHaveAttribute('aria-valuenow', '0');
  await expect(locked).toHaveAttribute('aria-valuetext', '0 of 7 days');
  await expect(page.getByTestId('goal-progress-text-cage-days')).toHaveText('0 of 7 days · 7 days left · Not checked in today');
  // Nothing runs off the side of the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const reloads: string[] = [];
  page.on('framenavigated', (frame) => reloads.push(frame.url()));
  await page.getByTestId('goal-cage-days').getByRole('button', { name: 'Check in' }).click();
  await expect(locked).toHaveAttribute('aria-valuenow', '14');
  await expect(locked).toHaveAttribute('aria-valuetext', '1 of 7 days');
  await expect(page.getByTestId('goal-progress-text-cage-days')).toHaveText('1 of 7 days · 7 days left · Today done');

  const run = page.getByRole('progressbar', { name: 'Progress of Run!' });
  await expect(run).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Increase Distance run' }).click();
  await expect(run).toHaveAttribute('aria-valuetext', '1 of 20 km');
  await expect(run).toHaveAttribute('aria-valuenow', '5');
  expect(reloads).toEqual([]);
});

test('the projection follows a check-in, the finish pays it, and the finish screen compares with the previous challenge', async ({
  page,
}) => {
  await signUpThroughForm(page, newUser('compare'));
  await startOneDayChallenge(page, 'Warm-up');
  const projection = page.getByTestId('projected-outcome');
  await expect(projection).toHaveText(
    /^If it ended today: 0 RP \/ \u2212[1-9]\d* PP, the worst case, as no goal passes yet\. Passing every goal pays \+[1-9]\d* RP\.$/,
  );
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(projection).toHaveText(/^If it ended today: \+[1-9]\d* RP \/ 0 PP with 1 of 1 goal passed\.$/);
  const projected = Number(/\+(\d+) RP/.exec((await projection.textContent())!)![1]);

  await finishFromDashboard(page);
  await expect(page.getByTestId('outcome-rp')).toHaveText(`RP earned: ${projected}`);
  await expect(page.getByTestId('finish-comparison')).toHaveText(
    'This is your first finished challenge, so there is no previous one to compare it with.',
  );
  await expect(page.getByTestId('outcome-cancel-penalty')).toHaveText('Your cancel penalty is now 0 %.');

  // A cancel raises the penalty and is not a finished challenge to compare with.
  await startOneDayChallenge(page, 'Too much');
  await page.getByRole('button', { name: 'Cancel Challenge' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Challenge' }).click();
  await expect(page.getByText('No Active Challenge')).toBeVisible();

  // The same day again: already paid, so it projects and pays 0 RP.
  await startOneDayChallenge(page, 'Second day');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(projection).toHaveText(/^If it ended today: 0 RP \/ 0 PP with 1 of 1 goal passed\./);
  await finishFromDashboard(page);
  await expect(page.getByTestId('outcome-rp')).toHaveText('RP earned: 0');

  const comparison = page.getByRole('table', { name: 'Compared with your previous challenge, “Warm-up”' });
  await expect(comparison.getByRole('columnheader')).toHaveText(['Result', 'This challenge', 'Previous']);
  const cells = (heading: string) =>
    comparison
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: heading }) })
      .getByRole('cell');
  await expect(cells('RP earned')).toHaveText(['0', String(projected)]);
  await expect(cells('PP received')).toHaveText(['0', '0']);
  await expect(cells('Goals passed')).toHaveText(['1 of 1', '1 of 1']);
  // The cancel added 5 %; a one-day finish takes off half a day, rounded down: nothing.
  await expect(page.getByTestId('outcome-cancel-penalty')).toHaveText('Your cancel penalty is now 5 %.');
});
