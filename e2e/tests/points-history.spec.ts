import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { cancelActiveChallenge, earnRewardPoints, startOneDayChallenge, userBar } from '../support/challenges';
import { chooseOneSlideDeck, startShortShow } from '../support/slideshow';
import { newUser, signUpThroughApi } from '../support/users';

const pointsOf = async (text: Promise<string | null>) => Number((await text)!.split(' ')[1]);

test('check in, finish, cancel, reroll and draw a slide, then find each movement on the points history', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page.request, newUser('ledger'));
  await page.goto('/dashboard');
  const earned = await earnRewardPoints(page, 'Day of truth');
  // The first cancel costs 0 % and moves nothing; it raises the penalty the second one charges.
  await startOneDayChallenge(page, 'Warm-up');
  await cancelActiveChallenge(page);
  await startOneDayChallenge(page, 'Too much');
  await cancelActiveChallenge(page);
  const pp = userBar(page).getByTestId('user-bar-pp');
  await expect(pp).toHaveText(/^PP [1-9]\d*$/);
  const owed = await pointsOf(pp.textContent());

  await page.goto('/newchallenge');
  // The user bar knows the balance before the reroll, so it sees the change rather than its result.
  await expect(userBar(page).getByTestId('user-bar-rp')).toHaveText(`RP ${earned}`);
  await page.getByTestId('punishment-picker').getByRole('button', { name: 'Reroll (1 RP)' }).click();
  await expect(userBar(page).getByTestId('user-bar-rp')).toHaveText(`RP ${earned - 1}`);
  // The live change shows beside the number.
  await expect(userBar(page).getByTestId('user-bar-rp-change')).toHaveText('\u22121 RP');

  await chooseOneSlideDeck(page, 'deep-breaths', { reward: 0, punishment: 1 });
  await startShortShow(page);
  await expect(page.getByTestId('instruction-badge')).toHaveText('Instruction: charged 0 RP, 1 PP');
  await expect(pp).toHaveText(`PP ${owed - 1}`);

  await userBar(page).getByTestId('user-bar-pp').click();
  await expect(page).toHaveURL(/\/points$/);
  await expect(page.getByRole('heading', { name: 'Points history' })).toBeVisible();
  const rows = page.getByTestId('ledger-entry');
  await expect(rows).toHaveCount(4);
  const expected = [
    {
      reason: "Slide 'Ten deep breaths, four counts in, six out.' shown",
      change: ['ledger-pp-change', '\u22121 PP'],
      balance: `Balance: RP ${earned - 1} · PP ${owed - 1}`,
    },
    {
      reason: 'Reroll of punishment offers',
      change: ['ledger-rp-change', '\u22121 RP'],
      balance: `Balance: RP ${earned - 1} · PP ${owed}`,
    },
    {
      reason: "Cancel penalty 5 % on 'Too much'",
      change: ['ledger-pp-change', `+${owed} PP`],
      balance: `Balance: RP ${earned} · PP ${owed}`,
    },
    {
      reason: /^Goal '.+' passed in 'Day of truth'$/,
      change: ['ledger-rp-change', `+${earned} RP`],
      balance: `Balance: RP ${earned} · PP 0`,
    },
  ] as const;
  for (const [index, row] of expected.entries()) {
    await expect(rows.nth(index).getByTestId('ledger-reason')).toHaveText(row.reason);
    await expect(rows.nth(index).getByTestId(row.change[0])).toHaveText(row.change[1]);
    await expect(rows.nth(index).getByTestId('ledger-balance')).toHaveText(row.balance);
  }
  // The top row's balance is the user bar's.
  const rp = await pointsOf(userBar(page).getByTestId('user-bar-rp').textContent());
  const ppNow = await pointsOf(pp.textContent());
  await expect(rows.first().getByTestId('ledger-balance')).toHaveText(`Balance: RP ${rp} · PP ${ppNow}`);
  await expect(page.getByRole('img', { name: /RP and PP balance over time/ })).toBeVisible();

  await page.getByLabel('Points').selectOption('pp');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByTestId('ledger-reason')).toHaveText("Cancel penalty 5 % on 'Too much'");

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('gauntlet-points.csv');
  const csv = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toMatch(/^Time \(.+\),RP change,PP change,RP balance,PP balance,Reason$/);
  expect(csv.slice(1, -1).map((line) => line.split(',').slice(1, 5).join(','))).toEqual([
    `0,-1,${earned - 1},${owed - 1}`,
    `0,${owed},${earned},${owed}`,
  ]);

  // On a 360 px phone the list fits without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByLabel('Points').selectOption('');
  await expect(rows).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A goal's row leads to its challenge, with what the challenge paid.
  await rows.nth(3).getByRole('link').click();
  await expect(page).toHaveURL(/\/seechallenge\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Day of truth' })).toBeVisible();
  await expect(page.getByTestId('challenge-points')).toHaveText(`+${earned} RP / 0 PP`);
  await page.getByRole('link', { name: 'Points history' }).click();
  await expect(page).toHaveURL(/\/points$/);
  await page.goto('/profile/show');
  await page.getByRole('link', { name: /^Points history/ }).click();
  await expect(page).toHaveURL(/\/points$/);
});
