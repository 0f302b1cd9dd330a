import { expect, test, type Page } from '@playwright/test';
import { startOneDayChallenge, userBar } from '../support/challenges';
import { logInThroughForm, newUser, signUpThroughForm } from '../support/users';
import { backendServers, haproxy } from './haproxy-runtime';

// Named by bench/cluster.ts: the proxy's address, its runtime API, and each instance's pid and
// own address (app1 first), so a test can reach an instance past the proxy or kill it.
const proxyUrl = process.env.CLUSTER_PROXY_URL ?? '';
const socket = process.env.CLUSTER_PROXY_SOCKET ?? '';
const [app1, app2] = (process.env.CLUSTER_APPS ?? '').split(',').map((entry) => {
  const [pid, url] = entry.split('@');
  return { pid: Number(pid), url: url ?? '' };
});
/** What the browser claims its address is: the instances must believe the proxy, not this. */
const CLAIMED_ADDRESS = '203.0.113.9';
/** The browser reaches the proxy from 127.0.0.1; the proxy reaches the instances from 127.0.0.2. */
const BROWSER_ADDRESS = '127.0.0.1';

test.skip(!app1 || !app2 || !socket, 'run by `npm run cluster:test`, which starts the cluster');

/** Resolves when the tab's profile stream has been answered through the proxy. */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url() === `${proxyUrl}/api/profile/me/events` && response.status() === 200);

/** Renames the tab's user through one instance's own port, past the proxy, with the tab's session. */
async function renameThrough(appUrl: string, page: Page, userName: string): Promise<void> {
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const response = await fetch(`${appUrl}/api/profile/me`, {
    method: 'PATCH',
    headers: { cookie, origin: proxyUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ userName }),
  });
  expect(response.status).toBe(200);
}

test('the daily journey through HAProxy across two instances, one of them killed on the way', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': CLAIMED_ADDRESS } });
  const page = await context.newPage();
  const user = newUser('cluster');
  expect(app1!.pid).not.toBe(app2!.pid);
  expect(app1!.url).not.toBe(app2!.url);

  await test.step('sign up, log out and log in through the proxy', async () => {
    await signUpThroughForm(page, user);
    await userBar(page).getByRole('button', { name: 'Logout' }).click();
    await logInThroughForm(page, user);
  });

  await test.step("the sign-ins are recorded with the browser's address, not the proxy's nor the claimed one", async () => {
    const exported = await page.evaluate(async () => {
      const response = await fetch('/api/profile/me/export');
      return (await response.json()) as { tables: Record<string, { ip: string | null }[]> };
    });
    const addresses = (exported.tables.login_records ?? []).map((record) => record.ip);
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    expect(new Set(addresses)).toEqual(new Set([BROWSER_ADDRESS]));
  });

  await startOneDayChallenge(page, 'Cluster day');

  await test.step('with app2 drained, the tab opens its stream through the proxy on app1', async () => {
    await haproxy(socket, 'set server gauntlet/app2 state maint');
    const stream = streamOpened(page);
    await page.reload();
    expect((await stream).headers()['content-type']).toContain('text/event-stream');
    expect((await backendServers(socket)).get('app1')?.sessions).toBeGreaterThanOrEqual(1);
  });

  await test.step("a change made through app2's own port reaches the tab served by app1", async () => {
    await renameThrough(app2!.url, page, `${user.username}-b`);
    await expect(userBar(page)).toContainText(`${user.username}-b`);
  });

  await test.step('check in (app1 acknowledges it), then kill app1', async () => {
    const goal = page.getByTestId('goal-cage-days');
    await goal.getByRole('button', { name: 'Check in' }).click();
    await expect(goal).toContainText('Progress: 1/1');
    await haproxy(socket, 'set server gauntlet/app2 state ready');
    const reconnected = streamOpened(page);
    const killedAt = Date.now();
    process.kill(app1!.pid, 'SIGKILL');
    await reconnected;
    console.log(`The tab's stream was back through the proxy ${Date.now() - killedAt} ms after app1 was killed`);
  });

  await test.step('the tab reconnected through the proxy to app2, and a change reaches it live', async () => {
    await renameThrough(app2!.url, page, `${user.username}-c`);
    await expect(userBar(page)).toContainText(`${user.username}-c`);
    await expect.poll(async () => (await backendServers(socket)).get('app1')?.status).toBe('DOWN');
    expect((await backendServers(socket)).get('app2')?.sessions).toBeGreaterThanOrEqual(1);
  });

  await test.step('nothing was lost: after a reload through the survivor the check-in is there', async () => {
    await page.reload();
    await expect(page.getByTestId('goal-cage-days')).toContainText('Progress: 1/1');
    await expect(userBar(page)).toContainText(`${user.username}-c`);
  });
  await context.close();
});

test('the proxy turns away an address that floods the image-board search', async () => {
  // `page=0` is refused by the app with 400 before the board is asked: the count is the proxy's.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    statuses.push((await fetch(`${proxyUrl}/api/tagger/board/posts?page=0`)).status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
  expect(statuses.slice(10)).toEqual([429, 429]);
});
