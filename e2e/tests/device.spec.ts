import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { COYOTE, emulateCoyote, type EmulatedCoyote } from '../support/bluetooth-emulation';
import { newUser, signUpThroughForm } from '../support/users';

// Headless Chromium exposes Web Bluetooth only with this switch; the rest of the launch
// options (the Debian Chromium, its flags) stay as playwright.config.ts sets them.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--enable-features=WebBluetooth'] },
});

let coyote: EmulatedCoyote | undefined;
test.afterEach(async () => {
  await coyote?.dispose();
  coyote = undefined;
});

test('drive an emulated Coyote: consent, connect, send channel A at 700, Stop writes zeros', async ({ browser, page }) => {
  coyote = await emulateCoyote(browser, page, { battery: 77, config: [0xd0, 0x07, 0x07] });
  const device = coyote;
  await signUpThroughForm(page, newUser('coyote'));
  await page.goto('/coyote');
  await expect(page.getByRole('heading', { name: 'Coyote wave test' })).toBeVisible();

  // Nothing can be driven before consent; Stop is always there.
  const stop = page.getByRole('button', { name: 'Stop', exact: true });
  await expect(stop).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect device' })).toHaveCount(0);
  await page.getByLabel(/I am an adult/).check();
  await page.getByRole('button', { name: 'I consent' }).click();

  await page.getByRole('button', { name: 'Connect device' }).click();
  await expect(page.getByTestId('device-name')).toHaveText(COYOTE.name);
  await expect(page.getByTestId('device-battery')).toHaveText('77%');
  await expect(page.getByTestId('device-max-power')).toHaveText('2000');
  await expect(page.getByTestId('device-power-step')).toHaveText('7');
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();

  await page.getByLabel('Channel A strength', { exact: true }).fill('700');
  await page.getByRole('button', { name: 'Send' }).click();

  // Strength first: A=700, B=0 is 00 E0 15; then channel A's waveform (x=1, y=9, z=20 → 21 01 0A)
  // on 955a1506, every 100 ms; channel B (strength 0) gets none.
  await expect.poll(() => device.writesTo(COYOTE.strength)).toEqual(['00 E0 15']);
  await expect.poll(() => device.writesTo(COYOTE.waveformA).length).toBeGreaterThanOrEqual(5);
  expect(new Set(device.writesTo(COYOTE.waveformA))).toEqual(new Set(['21 01 0A']));
  expect(device.writesTo(COYOTE.waveformB)).toEqual([]);
  expect(device.writes[0]).toEqual({ uuid: COYOTE.strength, hex: '00 E0 15', writeType: 'write-with-response' });

  await stop.click();
  await expect.poll(() => device.writesTo(COYOTE.strength)).toEqual(['00 E0 15', '00 00 00']);
  const frames = device.writesTo(COYOTE.waveformA).length;
  expect(frames).toBeLessThan(50);
  await page.waitForTimeout(500);
  // The waveform loop has ended: no frame after the zeros.
  expect(device.writesTo(COYOTE.waveformA)).toHaveLength(frames);
  expect(device.writes.at(-1)).toMatchObject({ uuid: COYOTE.strength, hex: '00 00 00' });
  await expect(page.getByTestId('device-output-status')).toHaveText('No output.');

  // Escape stops too.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => device.writesTo(COYOTE.waveformA).length).toBeGreaterThan(frames);
  await page.keyboard.press('Escape');
  await expect.poll(() => device.writesTo(COYOTE.strength)).toEqual(['00 E0 15', '00 00 00', '00 E0 15', '00 00 00']);

  // Disconnect zeroes both channels before letting go of the device.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => device.writesTo(COYOTE.strength)).toHaveLength(5);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect device' })).toBeVisible();
  expect(device.writesTo(COYOTE.strength)).toEqual(['00 E0 15', '00 00 00', '00 E0 15', '00 00 00', '00 E0 15', '00 00 00']);

  expect(device.overlapped()).toBe(false);
  expect(device.problems).toEqual([]);
});
