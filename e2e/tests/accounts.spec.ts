import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { logInThroughForm, newUser, signUpThroughForm } from '../support/users';

test('sign up, land on the dashboard, stay signed in over a reload, log out and log in again', async ({ page }) => {
  const user = newUser('walk');
  await signUpThroughForm(page, user);

  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Account' });
  await expect(bar.getByTestId('user-bar-name')).toHaveText(user.username);
  await expect(bar.getByTestId('role-badge')).toHaveText('Basic');
  await expect(bar.getByTestId('user-bar-rp')).toHaveText('RP 0');
  await expect(bar.getByTestId('user-bar-pp')).toHaveText('PP 0');
  await expect(page.getByTestId('dashboard-cancel-penalty')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();

  await bar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);

  await logInThroughForm(page, user);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();
});

test('the auth form keeps submit disabled while invalid and shows refusals in a red alert', async ({ page }) => {
  const user = newUser('form');
  await page.goto('/');
  const logIn = page.getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeDisabled();
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await expect(logIn).toBeDisabled();

  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill('wrong-password');
  await expect(logIn).toBeEnabled();
  await logIn.click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  // Only the password is typed again.
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
  await expect(page.getByLabel('Password')).toHaveValue('');

  await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('You must accept the Terms of Use and Privacy Policy to register.');
  await expect(page).toHaveURL(/\/$/);
});

test('opening the app at 127.0.0.1 instead of localhost: sign up, change the profile, log out and in', async ({ page }) => {
  const user = newUser('loop');
  const origin = new URL(BASE_URL);
  origin.hostname = '127.0.0.1';
  await page.goto(origin.href);
  await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel(/I confirm that I am at least 18 years old/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(`${origin.origin}/dashboard`);

  await page.goto(`${origin.origin}/profile/edit`);
  const renamed = `${user.username.slice(0, 24)}_lo`;
  await page.getByLabel('Username').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${renamed}!` })).toBeVisible();

  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${origin.origin}/`);
  await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${origin.origin}/dashboard`);
});

test('signing up again with a registered e-mail signs nobody in and says to log in instead', async ({ page }) => {
  const user = newUser('again');
  await signUpThroughForm(page, user);
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Username').fill(`${user.username.slice(0, 26)}_again`);
  await page.getByLabel('Password').fill('another-password-1');
  await page.getByLabel(/I confirm that I am at least 18 years old/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are not signed in' })).toHaveText(
    'You are not signed in: no new account was made for this e-mail. If you already have an account, log in with it below; otherwise sign up with another e-mail.',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
  await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();
});

test('logging out in one tab sends the other open tabs home', async ({ context }) => {
  const user = newUser('tabs');
  const first = await context.newPage();
  await signUpThroughForm(first, user);
  const second = await context.newPage();
  await second.goto('/profile/edit');
  await expect(second.getByRole('heading', { name: 'Edit profile' })).toBeVisible();

  await first.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(second).toHaveURL(/\/$/, { timeout: 2_000 });
  await expect(second.getByRole('region', { name: 'Account' })).toHaveCount(0);
});

test('a new user name reaches every open tab without a reload', async ({ context }) => {
  const user = newUser('rename');
  const editor = await context.newPage();
  await signUpThroughForm(editor, user);
  const watcher = await context.newPage();
  await watcher.goto('/dashboard');
  await expect(watcher.getByTestId('user-bar-name')).toHaveText(user.username);

  await editor.goto('/profile/edit');
  const renamed = `${user.username.slice(0, 24)}_new`;
  await editor.getByLabel('Username').fill(renamed);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveURL(/\/dashboard$/);
  await expect(editor.getByRole('heading', { name: `Welcome, ${renamed}!` })).toBeVisible();
  await expect(watcher.getByTestId('user-bar-name')).toHaveText(renamed);
});

test('share profile copies the public link and says so on the page, with no browser alert', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = newUser('share');
  await signUpThroughForm(page, user);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Share Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile link copied to clipboard!' })).toBeVisible();
  expect(dialogs).toEqual([]);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${BASE_URL}/profile/show/[0-9a-f-]{36}$`));
});

test('set an avatar from a photo, see it on the profile and, once chosen, in recently active users, then remove it', async ({
  page,
}) => {
  const user = newUser('avatar');
  await signUpThroughForm(page, user);
  await page.goto('/profile/edit');
  await page.getByRole('switch', { name: 'Show me in Recently Active Users' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile/edit');
  // A 2×1 PNG: the server crops and scales whatever it gets to a square WebP.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGM4IWcjcsIGAAhFAjsFMHECAAAAAElFTkSuQmCC',
    'base64',
  );
  await page.getByLabel('Upload avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Remove avatar' })).toBeVisible();

  await page.goto('/profile');
  const avatar = page.locator('img[src*="/avatar?v="]').first();
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
  await page.goto('/dashboard');
  await expect(
    page.getByTestId('recent-users').getByText(user.username).locator('..').locator('img[src*="/avatar?v="]'),
  ).toHaveCount(1);

  await page.goto('/profile/edit');
  await page.getByRole('button', { name: 'Remove avatar' }).click();
  await expect(page.getByLabel('Upload avatar')).toBeAttached();
  await page.goto('/profile');
  await expect(page.locator('img[src*="/avatar?v="]')).toHaveCount(0);
});

test('download my data, then delete the account after re-entering the password', async ({ page }) => {
  const user = newUser('delete');
  await signUpThroughForm(page, user);
  await page.goto('/profile/edit');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const exported = JSON.parse(await readFile(file, 'utf8')) as {
    profile: { email: string };
    tables: Record<string, unknown[]>;
  };
  expect(exported.profile.email).toBe(user.email);
  expect(exported.tables.login_records!.length).toBeGreaterThan(0);
  expect(exported.tables.challenges).toEqual([]);

  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText('The password is not correct')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});
