import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { startOneDayChallenge, userBar } from '../support/challenges';
import { newUser, signUpThroughForm } from '../support/users';

test.use({ serviceWorkers: 'allow' });

test('the app is installable: its manifest is served with the icons it names', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Gauntlet', short_name: 'Gauntlet', start_url: '/dashboard', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('a check-in tapped offline survives a reload and is applied once when the connection returns', async ({ page, context }) => {
  await signUpThroughForm(page, newUser('offline'));
  await startOneDayChallenge(page, 'No signal');
  // The service worker has precached the app before the connection goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const rp = await userBar(page).getByTestId('user-bar-rp').textContent();
  const pp = await userBar(page).getByTestId('user-bar-pp').textContent();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toHaveText(/^Offline — showing data from \d\d:\d\d/);
  await expect(page.getByRole('button', { name: 'Cancel Challenge' })).toBeDisabled();
  await page.getByRole('button', { name: 'Check in' }).click();
  const pending = page.getByTestId('check-in-queue-cage-days');
  await expect(pending).toHaveText('Check-in for today pending: saved on this device, sent when you are back online.');

  // Restarted at once without a connection: the shell, the last data and the pending check-in
  // are there, as the tap was acknowledged only once the data on screen was saved with it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No signal' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(/^Offline — showing data from \d\d:\d\d/);
  await expect(pending).toHaveText('Check-in for today pending: saved on this device, sent when you are back online.');
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);

  // A screen with nothing saved on the device says it waits for the connection, not a spinner.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Points History' }).click();
  await expect(page.getByTestId('offline-waiting')).toBeVisible();
  // One with its data on the device opens, and what would change it on the server is off.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'No signal' })).toBeVisible();

  // Back online: the app notices (the browser's event, or its probe of the server) and sends it.
  await context.setOffline(false);
  await expect(page.getByTestId('progress-cage-days')).toHaveText('Progress: 1/1', { timeout: 15_000 });
  await expect(pending).toHaveText('Progress: 1/1');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: /^Progress of / })).toHaveAttribute('aria-valuenow', '100');
  // A check-in moves no points.
  await expect(userBar(page).getByTestId('user-bar-rp')).toHaveText(rp!);
  await expect(userBar(page).getByTestId('user-bar-pp')).toHaveText(pp!);

  // The server counted it once.
  const dashboard = (await (await page.request.get('/api/challenges/dashboard')).json()) as {
    metrics: { metric: string; currentValue: number; checkedInToday: boolean }[];
  };
  expect(dashboard.metrics).toEqual([expect.objectContaining({ metric: 'cage-days', currentValue: 1, checkedInToday: true })]);
});

test('a manual switch turned offline survives a reload and reaches the server when the connection returns', async ({
  page,
  context,
}) => {
  await signUpThroughForm(page, newUser('offswitch'));
  await startOneDayChallenge(page, 'Graded by hand', 'Manual');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByLabel('Not Completed').check();
  const pending = page.getByTestId('manual-grade-queue-cage-days');
  await expect(pending).toHaveText('Saved on this device, sent when you are back online.');
  await page.reload();
  await expect(page.getByLabel('Completed')).toBeChecked();
  await expect(pending).toHaveText('Saved on this device, sent when you are back online.');

  await context.setOffline(false);
  await expect(pending).toHaveText('', { timeout: 15_000 });
  await expect(page.getByLabel('Completed')).toBeChecked();
  const dashboard = (await (await page.request.get('/api/challenges/dashboard')).json()) as {
    metrics: { metric: string; currentValue: number }[];
  };
  expect(dashboard.metrics).toEqual([expect.objectContaining({ metric: 'cage-days', currentValue: 100 })]);
});

/**
 * How many users' data this browser keeps for offline use (the app's IndexedDB store). It never
 * creates the database itself: one made here without its store would break the app's own.
 */
const usersSavedOnDevice = (page: Page) =>
  page.evaluate(async () =>
    !(await indexedDB.databases()).some((database) => database.name === 'gauntlet-cached-data')
      ? 0
      : new Promise<number>((resolve, reject) => {
          const opening = indexedDB.open('gauntlet-cached-data');
          opening.onerror = () => reject(opening.error ?? new Error('IndexedDB failed'));
          opening.onsuccess = () => {
            const database = opening.result;
            if (!database.objectStoreNames.contains('by-user')) return resolve(0);
            const counting = database.transaction('by-user', 'readonly').objectStore('by-user').count();
            counting.onerror = () => reject(counting.error ?? new Error('IndexedDB failed'));
            counting.onsuccess = () => {
              database.close();
              resolve(counting.result);
            };
          };
        }),
  );

test('signing out deletes the data kept on the device, so an offline start shows nobody', async ({ page, context }) => {
  const user = newUser('leaver');
  await signUpThroughForm(page, user);
  await startOneDayChallenge(page, 'Private plans');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => usersSavedOnDevice(page)).toBe(1);

  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => usersSavedOnDevice(page)).toBe(0);

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Gauntlet', level: 1 })).toBeVisible();
  await expect(page.getByText('Private plans')).toHaveCount(0);
  await expect(page.getByText(user.username)).toHaveCount(0);
});

test('an account deleted on another device: the phone says so on the sign-in screen and keeps nothing for an offline start', async ({
  page,
  context,
  browser,
}) => {
  const user = newUser('gone');
  await signUpThroughForm(page, user);
  await startOneDayChallenge(page, 'Left behind');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => usersSavedOnDevice(page)).toBe(1);

  const laptop = await browser.newContext();
  try {
    const signIn = await laptop.request.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } });
    expect(signIn.status()).toBe(200);
    const deleted = await laptop.request.delete('/api/account', {
      headers: { Origin: BASE_URL },
      data: { password: user.password },
    });
    expect(deleted.status()).toBe(200);
  } finally {
    await laptop.close();
  }

  await expect(page.getByTestId('session-end')).toHaveText('Your account was deleted, with all its data.');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => usersSavedOnDevice(page)).toBe(0);

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Left behind')).toHaveCount(0);
});

/**
 * Ages every check-in this device keeps, as if it had been tapped `days` days ago and the phone
 * had found no signal since: the queue's own IndexedDB records, with an earlier day.
 */
const ageQueuedCheckIns = (page: Page, days: number) =>
  page.evaluate(
    (days) =>
      new Promise<string>((resolve, reject) => {
        const opening = indexedDB.open('gauntlet-check-ins');
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB failed'));
        opening.onsuccess = () => {
          const transaction = opening.result.transaction('queue', 'readwrite');
          const queue = transaction.objectStore('queue');
          let day = '';
          queue.openCursor().onsuccess = (event) => {
            const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
            if (!cursor) return;
            const item = cursor.value as { day: string; tappedAt: string };
            const tapped = new Date(`${item.day}T12:00:00Z`);
            tapped.setUTCDate(tapped.getUTCDate() - days);
            day = tapped.toISOString().slice(0, 10);
            cursor.update({ ...item, day, tappedAt: tapped.toISOString() });
            cursor.continue();
          };
          transaction.oncomplete = () => resolve(day);
          transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
        };
      }),
    days,
  );

test('a check-in kept on the device for too long is refused with the reason, and can be dismissed', async ({ page, context }) => {
  await signUpThroughForm(page, newUser('stale'));
  await startOneDayChallenge(page, 'Lost signal');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Check in' }).click();
  const queue = page.getByTestId('check-in-queue-cage-days');
  await expect(queue).toContainText('pending');
  const day = await ageQueuedCheckIns(page, 2);
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' }).format(new Date(`${day}T12:00:00Z`));

  // Back online, the app sends what the device kept as soon as it starts.
  await context.setOffline(false);
  await page.reload();
  const refusal = page.getByRole('alert').filter({ hasText: `Check-in for ${weekday} refused` });
  await expect(refusal).toHaveText(
    `Check-in for ${weekday} refused: A check-in counts only for today or yesterday: ${weekday} ${day} is too long ago. Dismiss`,
    { timeout: 15_000 },
  );
  // Nothing was counted, and today's check-in is offered again.
  await expect(page.getByRole('button', { name: 'Check in' })).toBeVisible();
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refusal).toHaveCount(0);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByTestId('progress-cage-days')).toHaveText('Progress: 1/1');
});

test.describe('a deploy', () => {
  // The test deploys a new service worker into the build the server serves, then puts the old
  // one back; other tests must not see the new one meanwhile.
  test.describe.configure({ mode: 'serial' });
  const worker = new URL('../../apps/web/dist/sw.js', import.meta.url);
  const compressed = ['.br', '.gz'].map((suffix) => new URL(`../../apps/web/dist/sw.js${suffix}`, import.meta.url));

  test('a new version waits for the user: it is announced, and takes over only after Reload', async ({ page }) => {
    await signUpThroughForm(page, newUser('updater'));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A returning visit: the page is now run by the installed worker.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const original = fs.readFileSync(worker);
    const originalCompressed = compressed.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : null));
    try {
      // The next version's worker differs by a byte; the precompressed copies of the old one go.
      fs.writeFileSync(worker, `${original.toString()}\n// the next version\n`);
      for (const file of compressed) fs.rmSync(file, { force: true });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });

      const banner = page.getByTestId('update-banner');
      await expect(banner).toHaveText(/A new version is ready/, { timeout: 15_000 });
      await expect(banner).toHaveAttribute('role', 'status');
      // Until the user accepts, the new worker waits and the page keeps running the old one.
      const waiting = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
      expect(await waiting()).toBe(true);

      // Reload takes over and loads the page anew; the old page showed the same screen.
      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
      await expect.poll(waiting).toBe(false);
      await expect(banner).toHaveCount(0);
    } finally {
      fs.writeFileSync(worker, original);
      compressed.forEach((file, index) => originalCompressed[index] && fs.writeFileSync(file, originalCompressed[index]));
    }
  });
});
