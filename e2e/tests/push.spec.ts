import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';

test.use({ serviceWorkers: 'allow' });

test('a pushed reminder shows as a notification of the app, naming the screen a tap opens', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // The push arrives as a push service delivers it: a real push event in the app's service
  // worker, sent through DevTools, with the payload the server encrypts for an ended challenge.
  const devTools = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    devTools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((candidate) => candidate.scopeURL === `${BASE_URL}/` && !candidate.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await devTools.send('ServiceWorker.enable');
  await devTools.send('ServiceWorker.deliverPushMessage', {
    origin: BASE_URL,
    registrationId: await registration,
    data: JSON.stringify({
      title: 'Your challenge has ended',
      body: 'Finish it to collect your points.',
      url: '/finishchallenge',
    }),
  });

  const shown = () =>
    page.evaluate(async () => {
      const notifications = await (await navigator.serviceWorker.ready).getNotifications();
      return notifications.map(({ title, body, icon, data }) => ({ title, body, icon, data: data as unknown }));
    });
  await expect.poll(shown).toEqual([
    {
      title: 'Your challenge has ended',
      body: 'Finish it to collect your points.',
      icon: `${BASE_URL}/icon-192.png`,
      data: { url: '/finishchallenge' },
    },
  ]);
});
