import { expect, test } from '@playwright/test';
import { OWN_SERVER_PORT } from '../playwright.config';
import { OwnServer } from '../support/own-server';
import { startSuggestedChallenge } from '../support/challenges';
import { newUser, signUpThroughForm } from '../support/users';

const DAY_MS = 86_400_000;
const server = new OwnServer(OWN_SERVER_PORT);

test.use({ baseURL: server.baseUrl });
test.afterAll(() => server.remove());

test('the next day, a forgotten check-in is made for yesterday and today stays open', async ({ page, context }) => {
  // Two server starts on a fresh database.
  test.setTimeout(120_000);
  await server.start();
  await signUpThroughForm(page, newUser('forgot'));
  await startSuggestedChallenge(page, 2, 'Jock Training');
  const locked = page.getByRole('progressbar', { name: 'Progress of Stay locked' });
  await expect(locked).toHaveAttribute('aria-valuetext', '0 of 7 days');
  const startDay = new Date().toLocaleDateString('en-GB', { weekday: 'long' });
  await page.close();

  // The user comes back a day later without having checked in: the server and the browser both live then.
  await server.stop();
  await server.start('+1d');
  await context.clock.install({ time: Date.now() + DAY_MS });
  await context.clock.resume();
  const nextDay = await context.newPage();
  await nextDay.goto('/dashboard');
  const goal = nextDay.getByTestId('goal-cage-days');
  const forgotten = goal.getByRole('button', { name: `Forgot yesterday? Check in for ${startDay}` });
  await expect(forgotten).toBeVisible();
  await forgotten.click();

  const lockedNextDay = nextDay.getByRole('progressbar', { name: 'Progress of Stay locked' });
  await expect(lockedNextDay).toHaveAttribute('aria-valuetext', '1 of 7 days');
  await expect(forgotten).toHaveCount(0);
  await expect(nextDay.getByTestId('goal-progress-text-cage-days')).toHaveText(
    '1 of 7 days · 6 days left · Not checked in today',
  );

  // Today is a day of its own, and a reload shows both days kept.
  await goal.getByRole('button', { name: 'Check in' }).click();
  await expect(lockedNextDay).toHaveAttribute('aria-valuetext', '2 of 7 days');
  await nextDay.reload();
  // Both days checked in, the goal asks nothing more today: it is folded among the done ones.
  await nextDay.getByText('1 goal done for today').click();
  await expect(lockedNextDay).toHaveAttribute('aria-valuetext', '2 of 7 days');
  await expect(goal.getByRole('button', { name: /Forgot yesterday/ })).toHaveCount(0);
});
