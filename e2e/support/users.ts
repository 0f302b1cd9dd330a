import { expect, type APIRequestContext, type Page } from '@playwright/test';

const PASSWORD = 'e2e-password-1';

export interface NewUser {
  email: string;
  username: string;
  password: string;
}

let sequence = 0;

/** A user no other test uses: workers run in parallel against one server. */
export function newUser(prefix = 'user'): NewUser {
  sequence += 1;
  const tag = `${prefix}${process.pid}${Date.now().toString(36)}${sequence}`.slice(0, 32);
  return { email: `${tag}@example.com`, username: tag, password: PASSWORD };
}

export async function signUpThroughForm(page: Page, user: NewUser): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel(/I confirm that I am at least 18 years old/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function logInThroughForm(page: Page, user: NewUser): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Creates an account through the API, as another browser would, and returns its id. */
export async function signUpThroughApi(request: APIRequestContext, user: NewUser): Promise<string> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, username: user.username, acceptTerms: true },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { userId: string }).userId;
}
