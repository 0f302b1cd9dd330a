import { expect, test, type Page } from '@playwright/test';
import { REMINDER_SERVER_PORT, REMINDER_SMTP_PORT } from '../playwright.config';
import { startOneDayChallenge } from '../support/challenges';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { OwnServer } from '../support/own-server';
import { newUser, signUpThroughForm, type NewUser } from '../support/users';

const MINUTE_MS = 60_000;

/**
 * A fixed-offset zone where it is now about noon, so that an hour from now is on the same local
 * day and outside the default quiet hours (22:00–08:00) whenever the suite runs. `Etc/GMT-6` is
 * six hours ahead of UTC: the sign is reversed in these names.
 */
function zoneAroundNoon(): string {
  const hoursAhead = 12 - new Date().getUTCHours();
  return hoursAhead === 0 ? 'Etc/GMT' : `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
}

const ZONE = zoneAroundNoon();
const localTime = (instant: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

// The server of this spec sends its mail here, so that the reminder's minute is not shared with other specs' mail.
const server = new OwnServer(REMINDER_SERVER_PORT, { SMTP_URL: `smtp://127.0.0.1:${REMINDER_SMTP_PORT}` });
let mail: MailCatcher;
test.use({ baseURL: server.baseUrl, timezoneId: ZONE });
test.beforeAll(async () => {
  mail = await startMailCatcher(REMINDER_SMTP_PORT);
});
test.afterAll(async () => {
  await server.remove();
  await mail.close();
});

/** Signs up, confirms the address from the mail (reminders go to confirmed addresses only) and starts a challenge. */
async function playerWithOpenCheckIn(page: Page, user: NewUser) {
  await signUpThroughForm(page, user);
  const confirm = await mail.waitFor(user.email);
  const link = new RegExp(`${server.baseUrl}/verify-email\\?token=\\S+`).exec(confirm.text ?? '')?.[0];
  expect(link, 'the confirmation link in the mail').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await startOneDayChallenge(page, 'Remind me');
}

async function chooseDailyReminderByMail(
  page: Page,
  at: string,
  words: { group: string; time: string; save: string; saved: string },
) {
  await page.goto('/notifications');
  const daily = page.getByRole('group', { name: words.group });
  await daily.getByRole('switch', { name: 'E-mail' }).check();
  await daily.getByLabel(words.time).fill(at);
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
}

test('the daily reminder arrives at the minute each player chose, in their language, and its link opens the open check-in', async ({
  page,
  browser,
}) => {
  // Two server starts and a wait for the chosen minute.
  test.setTimeout(150_000);
  await server.start();
  const english = newUser('minute');
  const spanish = newUser('minuto');
  const spanishPage = await browser.newPage({ baseURL: server.baseUrl, timezoneId: ZONE });
  await Promise.all([playerWithOpenCheckIn(page, english), playerWithOpenCheckIn(spanishPage, spanish)]);
  await spanishPage.getByLabel('Language').selectOption('es');

  // Both choose the same minute, an hour from now; then the server comes back just before it.
  const due = Math.floor((Date.now() + 60 * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  await Promise.all([
    chooseDailyReminderByMail(page, localTime(due), {
      group: 'Daily check-in reminder',
      time: 'Remind me at',
      save: 'Save',
      saved: 'Saved.',
    }),
    chooseDailyReminderByMail(spanishPage, localTime(due), {
      group: 'Recordatorio diario de check-in',
      time: 'Avísame a las',
      save: 'Guardar',
      saved: 'Guardado.',
    }),
  ]);
  await server.stop();
  await server.start(`+${Math.round((due - 10_000 - Date.now()) / 1000)}`);

  const [inEnglish, inSpanish] = await Promise.all([
    mail.waitForSubject(english.email, 'Time to check in on Gauntlet'),
    mail.waitForSubject(spanish.email, 'Es hora de registrar tu día en Gauntlet'),
  ]);
  // The Date header is the server's clock when it sent each mail: within the chosen minute, not before it.
  for (const reminder of [inEnglish, inSpanish]) {
    expect(reminder.date!.getTime()).toBeGreaterThanOrEqual(due);
    expect(reminder.date!.getTime()).toBeLessThan(due + MINUTE_MS);
  }

  const dashboard = new RegExp(`${server.baseUrl}/dashboard`).exec(inEnglish.text ?? '')?.[0];
  expect(dashboard, 'the link to the dashboard in the reminder').toBeTruthy();
  await page.goto(dashboard!);
  await expect(page.getByRole('heading', { name: 'Remind me' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check in' })).toBeVisible();
  await spanishPage.close();
});
