import { expect, test } from '@playwright/test';
import { OIDC_NAME } from '../playwright.config';

// Through the real browser redirect to the local mock provider and back. The mock signs in one
// person (apps/server/test/mock-oidc.ts), so the steps run in order in one test.
test('a first provider sign-in asks for the 18+ confirmation, then signs up; the next one signs straight in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: `Continue with ${OIDC_NAME}` }).click();

  // Back from the provider: no account was made, and sign-up asks for the confirmation.
  await expect(page.getByRole('alert')).toContainText(`No Gauntlet account belongs to this ${OIDC_NAME} sign-in yet`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const signUp = page.getByRole('button', { name: `Create account with ${OIDC_NAME}` });
  await signUp.click();
  await expect(page.getByRole('alert')).toContainText('You must accept the Terms of Use and Privacy Policy to register.');

  await page.getByLabel(/I confirm that I am at least 18 years old/).check();
  await signUp.click();
  await expect(page.getByRole('heading', { name: 'Welcome, Provider_Person!' })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Account' });
  await expect(bar.getByTestId('user-bar-name')).toHaveText('Provider_Person');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  await bar.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);
  await page.getByRole('button', { name: `Continue with ${OIDC_NAME}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Provider_Person!' })).toBeVisible();

  // An account without a password is deleted on the strength of the sign-in just made.
  await page.goto('/profile/edit');
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);
  await page.getByRole('button', { name: `Continue with ${OIDC_NAME}` }).click();
  await expect(page.getByRole('alert')).toContainText(`No Gauntlet account belongs to this ${OIDC_NAME} sign-in yet`);
});
