import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll, expectTouchTargets } from '../support/accessibility';
import { newUser, signUpThroughForm } from '../support/users';

const dailyReminder = (page: Page, name = 'Daily check-in reminder') => page.getByRole('group', { name });

test('a player turns on the daily reminder at 07:30 by e-mail, and it is kept after a reload', async ({ page }) => {
  await signUpThroughForm(page, newUser('remind'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Times are in your time zone, /)).toBeVisible();

  const daily = dailyReminder(page);
  await expect(daily.getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
  await daily.getByRole('switch', { name: 'E-mail' }).check();
  await daily.getByLabel('Remind me at').fill('07:30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.reload();
  await expect(dailyReminder(page).getByRole('switch', { name: 'E-mail' })).toBeChecked();
  await expect(dailyReminder(page).getByRole('switch', { name: 'Push' })).not.toBeChecked();
  await expect(dailyReminder(page).getByLabel('Remind me at')).toHaveValue('07:30');
  await expect(page.getByLabel('From')).toHaveValue('22:00');
  await expect(page.getByLabel('Until')).toHaveValue('08:00');
  await expectNoAxeViolations(page, '/notifications');
});

test('the page fits a 390 px phone and is reached from Edit Profile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughForm(page, newUser('remind390'));
  await page.goto('/profile/edit');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(dailyReminder(page)).toBeVisible();
  await expectNoHorizontalScroll(page, '/notifications (390 px)');
  await expectTouchTargets(page, '/notifications (390 px)');
  await expectNoAxeViolations(page, '/notifications (390 px)');
});

test('the page in Spanish', async ({ page }) => {
  await signUpThroughForm(page, newUser('avisos'));
  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Notificaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  const daily = dailyReminder(page, 'Recordatorio diario de check-in');
  await daily.getByRole('switch', { name: 'E-mail' }).check();
  await daily.getByLabel('Avísame a las').fill('07:30');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Horas de silencio' })).toBeVisible();
  await expectNoAxeViolations(page, '/notifications (es)');
});
