import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SETUP_CODE } from '../playwright.config';
import { newUser, signUpThroughForm } from '../support/users';
import { expectNoAxeViolations } from '../support/accessibility';

/** The screens only these roles reach are swept here, at the desktop and the phone width of screens.spec.ts. */
async function expectNoAxeViolationsAtBothWidths(page: Page, screen: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${screen} (${width} px)`);
  }
}

// One server serves the whole run and only its first admin can be claimed from the app (with the
// setup code the e2e server is given), so these steps run in order in one worker.
test.describe.configure({ mode: 'serial' });

test('a basic user is sent from /admin to Access Denied', async ({ page }) => {
  await signUpThroughForm(page, newUser('basic'));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.goto('/premium-challenges');
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByText('Current Plan')).toHaveCount(0);
});

test('become the first admin, promote a user who then reaches premium challenges live, demote them again', async ({
  browser,
}) => {
  // It also sweeps the admin-only screens with axe at two widths.
  test.setTimeout(60_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminUser = newUser('boss');
  await signUpThroughForm(admin, adminUser);
  // Not on the dashboard: the setup is in the admin area, linked from the menu while nobody is administrator.
  await expect(admin.getByTestId('first-admin-offer')).toHaveCount(0);
  const setupLink = admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Set up administrator' });
  await setupLink.click();
  await expect(admin.getByRole('heading', { name: 'Set up administrator', level: 1 })).toBeVisible();
  const offer = admin.getByTestId('first-admin-offer');
  await offer.getByLabel('Setup code').fill('a-guessed-code');
  await offer.getByRole('button', { name: 'Become administrator' }).click();
  await expect(offer.getByText(/That setup code is not right/)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Account' }).getByTestId('role-badge')).toHaveText('Basic');
  await offer.getByLabel('Setup code').fill(ADMIN_SETUP_CODE);
  await offer.getByRole('button', { name: 'Become administrator' }).click();
  await expect(admin.getByText('You are now the administrator.')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Account' }).getByTestId('role-badge')).toHaveText('Admin');
  await expect(setupLink).toHaveCount(0);
  await admin.goto('/dashboard');
  await expect(admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Admin Panel' })).toBeVisible();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberUser = newUser('member');
  await signUpThroughForm(member, memberUser);
  await member.goto('/admin/setup');
  await expect(member.getByText('This Gauntlet has an administrator already.')).toBeVisible();
  await expect(member.getByRole('link', { name: 'Set up administrator' })).toHaveCount(0);
  await expect(member.getByTestId('first-admin-offer')).toHaveCount(0);
  await member.goto('/dashboard');
  await expect(member.getByRole('link', { name: 'Premium Challenges' })).toHaveCount(0);

  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Admin Panel' }).click();
  await expect(admin.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  // The mail status is loaded, so the sweep covers it too.
  await expect(admin.getByRole('region', { name: 'Mail' }).getByText('Mails waiting to be sent')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(admin, '/admin');
  // The sweep ends at the phone's width: the users' table scrolls within itself, never the page.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const row = admin.getByRole('row').filter({ hasText: memberUser.email });
  await expect(row).toContainText('Lvl 1');
  await row.getByRole('button', { name: /^Edit/ }).click();
  await admin.getByRole('button', { name: 'Silver', exact: true }).click();
  await expect(admin.getByText(`Successfully updated ${memberUser.username}'s role to Silver`)).toBeVisible();
  await expect(row).toContainText('Lvl 2');

  // The member's open tab learns the new role without a reload.
  await expect(member.getByRole('region', { name: 'Account' }).getByTestId('role-badge')).toHaveText('Silver');
  await member.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Premium Challenges' }).click();
  await expect(member.getByRole('heading', { name: 'Premium Challenges' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Start This Challenge' })).toHaveCount(3);
  await expectNoAxeViolationsAtBothWidths(member, '/premium-challenges');

  await row.getByRole('button', { name: /^Edit/ }).click();
  await admin.getByRole('button', { name: 'Basic', exact: true }).click();
  await expect(admin.getByText(`Successfully updated ${memberUser.username}'s role to Basic`)).toBeVisible();
  await expect(member).toHaveURL(/\/upgrade$/);
  await expect(member.getByRole('region', { name: 'Account' }).getByTestId('role-badge')).toHaveText('Basic');

  await adminContext.close();
  await memberContext.close();
});
