import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { newUser, signUpThroughApi, signUpThroughForm } from '../support/users';

test('the login guard sends guests home and unknown paths go home', async ({ page }) => {
  for (const path of ['/dashboard', '/profile/edit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Gauntlet' })).toBeVisible();
  }
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user opening home or an unknown path lands on the dashboard', async ({ page }) => {
  await signUpThroughForm(page, newUser('home'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/nowhere');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor who is not signed in sees a profile once its player opens it, with the day last seen, no e-mail and no failed request', async ({
  browser,
  request,
}) => {
  const owner = newUser('public');
  const userId = await signUpThroughApi(request, owner);

  const guest = await browser.newContext();
  const page = await guest.newPage();
  const bodies: string[] = [];
  const failures: string[] = [];
  page.on('response', async (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    if (response.url().includes('/api/')) bodies.push(await response.text().catch(() => ''));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await page.goto(`/profile/show/${userId}`);
  await expect(page.getByRole('heading', { name: 'Private profile' })).toBeVisible();
  await expect(page.getByText(owner.username)).toHaveCount(0);

  const opened = await request.patch('/api/profile/me', { headers: { Origin: BASE_URL }, data: { publicStats: true } });
  expect(opened.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText(owner.username);
  await expect(page.getByTestId('profile-rp')).toHaveText('0');
  await expect(page.getByTestId('profile-pp')).toHaveText('0');
  await expect(page.getByTestId('profile-last-seen')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(page.getByRole('heading', { name: 'Current Challenges' })).toBeVisible();
  expect(await page.content()).not.toContain(owner.email);
  expect(bodies.join('\n')).not.toContain(owner.email);
  expect(failures).toEqual([]);
  await guest.close();
});

test('the home page carries the links and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Gauntlet v0.10.0 · © 2025')).toBeVisible();
  await page.getByRole('navigation', { name: 'Help and legal' }).getByRole('link', { name: 'FAQ & Help' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('the static pages render for guests, and no request of theirs fails', async ({ page }) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await page.goto('/faq');
  const questions = page.getByRole('main').locator('button[aria-expanded]');
  await expect(questions).toHaveCount(7);
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  await questions.first().click();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');

  for (const [path, text] of [
    ['/terms-of-use', '2025-08-31'],
    ['/privacy-policy', '2025-08-31'],
    ['/webmap', 'Deck Selection'],
    ['/unauthorized', 'Access Denied'],
    ['/upgrade', 'Most Popular'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await page.goto('/webmap');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(failures).toEqual([]);
});

test('every screen of the menu opens from its own address on a device that has not stored the app', async ({ browser }) => {
  // No service worker: each address goes to the server, which must answer it with the app.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await signUpThroughApi(context.request, newUser('address'));
  const page = await context.newPage();
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Metrics' })).toBeVisible();
  const addresses = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  for (const address of addresses) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
  }
  await context.close();
});
