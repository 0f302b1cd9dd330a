import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser } from '../support/users';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and checks that
 * the focus can be seen there: an outline or Bootstrap's focus shadow.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 200 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      const visible = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      });
      expect(visible, 'the focused control shows its focus').toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`no focus on ${target.toString()} after ${limit} presses of Tab`);
}

const focusedHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

test('sign up, start a suggested challenge, check in and finish it with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  const user = newUser('keys');
  await page.goto('/');

  await tabTo(page, page.getByRole('button', { name: 'No account yet? Sign up' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(user.username);
  const password = page.getByLabel('Password');
  await tabTo(page, password);
  await page.keyboard.type('short');
  await page.keyboard.press('Tab');
  // The problem is tied to its field: a screen reader reads it with the field.
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/at least/i);
  await tabTo(page, password, { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(user.password);
  await expect(password).toHaveAttribute('aria-invalid', 'false');
  await tabTo(page, page.getByLabel(/I confirm that I am at least 18 years old/));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Sign up' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(focusedHeading(page, /^Welcome, /)).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Start This Challenge' }).first());
  await page.keyboard.press('Enter');
  // The confirmation keeps the focus; asked for, it opens the suggestion in the editor.
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Edit first' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/newchallenge$/);
  await expect(focusedHeading(page, 'New Challenge')).toBeFocused();
  await tabTo(page, page.getByLabel('Title').first());
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('My keyboard day');
  // One day, so that it can be finished today: the workout goal then fits one check-in.
  await tabTo(page, page.getByLabel('Duration (days)'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');
  await tabTo(page, page.getByLabel('Goal value').first());
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');
  await tabTo(page, page.getByRole('button', { name: 'Submit Challenge' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(focusedHeading(page, /^Welcome, /)).toBeFocused();

  // A dialog keeps the focus inside until it closes, then gives it back.
  const cancel = page.getByRole('button', { name: 'Cancel Challenge' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInDialog).toBe(true);
  // Past its last button focus may leave the page for the browser's own controls, as with a native
  // modal dialog, but it never lands on the page behind the dialog.
  const focusBehindDialog = () =>
    dialog.evaluate((element) => document.activeElement !== document.body && !element.contains(document.activeElement));
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    await expect.poll(focusBehindDialog).toBe(false);
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Keep Challenge' }));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  const checkIn = page.getByRole('button', { name: 'Check in' }).first();
  await tabTo(page, checkIn, { backwards: true });
  await page.keyboard.press('Enter');
  // The result is read out where the button was, and focus stays there.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Progress: 1\/\d+$/ })
      .first(),
  ).toBeVisible();
  await expect(page.locator('.check-in-control:focus')).toHaveCount(1);

  await tabTo(page, page.getByRole('link', { name: 'Finish Challenge' }));
  await page.keyboard.press('Enter');
  await expect(focusedHeading(page, 'Finish Your Challenge')).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Finish Challenge' }));
  await page.keyboard.press('Enter');
  const result = page.getByLabel('Your result');
  await expect(result).toBeFocused();
  await expect(result.getByTestId('outcome-rp')).toHaveText(/^RP earned: \d+$/);
  await tabTo(page, page.getByRole('link', { name: 'Back to Dashboard' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('No Active Challenge')).toBeVisible();
});
