import { expect, test } from '@playwright/test';
import { newUser, signUpThroughApi } from '../support/users';

const ANSWERS = ['/api/profile/session', '/api/challenges/dashboard', '/api/profile/recent'];

test('a signed-in first visit asks for the dashboard’s answers with the page, and the app uses them instead of asking again', async ({
  browser,
}) => {
  // A device that remembers nobody: a session cookie, no service worker, nothing stored.
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'es-ES' });
  await signUpThroughApi(context.request, newUser('firstload'));
  const page = await context.newPage();
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (ANSWERS.includes(pathname)) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });

  const response = await page.goto('/dashboard');
  const link = (await response!.headerValue('link')) ?? '';
  for (const answer of ANSWERS) expect(link).toContain(`<${answer}>; rel=preload; as=fetch; crossorigin=anonymous`);
  // The catalogue of the browser's language comes with the page.
  expect(link).toMatch(/<\/assets\/es-[^>]+\.js>; rel=modulepreload/);

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Ningún reto en marcha');
  // Each answer was asked for once: the app's own request was served by the preloaded one.
  await expect.poll(() => Object.fromEntries(asked)).toEqual(Object.fromEntries(ANSWERS.map((answer) => [answer, 1])));
  await context.close();
});

test('the dashboard is drawn before the user bar’s code is asked for', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await signUpThroughApi(context.request, newUser('barafter'));
  // When the dashboard's heading enters the page, on the clock resource timings use.
  await context.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('.dashboard h1')) return;
      document.documentElement.dataset.dashboardDrawnAt = String(performance.now());
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto('/dashboard');

  await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
  const { drawn, userBarAsked } = await page.evaluate(() => ({
    drawn: Number(document.documentElement.dataset.dashboardDrawnAt),
    userBarAsked: performance.getEntriesByType('resource').find((entry) => /\/assets\/user-bar-[^/]+\.js$/.test(entry.name))
      ?.startTime,
  }));
  expect(drawn).toBeGreaterThan(0);
  expect(userBarAsked).toBeGreaterThan(drawn);
  await context.close();
});
