import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { emulateCoyote } from '../support/bluetooth-emulation';
import { newUser, signUpThroughForm } from '../support/users';

const launchOptions = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--enable-features=WebBluetooth'] }, viewport: { width: 375, height: 812 } });

test('shots', async ({ browser, page }) => {
  const device = await emulateCoyote(browser, page);
  await signUpThroughForm(page, newUser('shot'));
  await page.goto('/coyote');
  await page.getByLabel(/I am an adult/).check();
  await page.screenshot({ path: '/tmp/cdpprobe/shot-consent.png' });
  await page.getByRole('button', { name: 'I consent' }).click();
  await page.getByRole('button', { name: 'Connect device' }).click();
  await expect(page.getByTestId('device-battery')).toHaveText('77%');
  await page.getByLabel('Channel A strength', { exact: true }).fill('700');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForTimeout(600);
  await page.getByRole('heading', { name: 'Output' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/cdpprobe/shot-top.png' });
  await page.getByRole('heading', { name: 'Local bridge' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/cdpprobe/shot-bottom.png' });
  console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await device.dispose();
});
