import { APP_NAME, type Language, type ReminderKind } from '@gauntlet/core';
import { composeMail, type MailContent, type Translated } from './compose.js';

interface KindWords {
  subject: string;
  body: string;
  /** Why the reader gets this mail, said above the link that stops it. */
  why: string;
}

const KINDS: Translated<Record<ReminderKind, KindWords>> = {
  en: {
    daily_check_in: {
      subject: `Time to check in on ${APP_NAME}`,
      body: 'Your challenge still has a check-in open today. It takes a few seconds, and a missed day counts against you.',
      why: 'You get this mail because you turned on the daily check-in reminder by e-mail.',
    },
    last_day: {
      subject: `Today is the last day of your ${APP_NAME} challenge`,
      body: 'Your challenge ends today. Check your goals and do what is left before the day is over.',
      why: 'You get this mail because you turned on the last-day reminder by e-mail.',
    },
    ended_unfinished: {
      subject: `Your ${APP_NAME} challenge has ended: finish it`,
      body: 'Your challenge is over, but you have not finished it yet. Finish it to see what your goals earned.',
      why: 'You get this mail because you turned on the reminder for ended challenges by e-mail.',
    },
    punishment_waiting: {
      subject: `Punishment points are waiting on ${APP_NAME}`,
      body: 'You have punishment points and no active challenge. Start a challenge to work them off.',
      why: 'You get this mail because you turned on the reminder for waiting punishment points by e-mail.',
    },
  },
  es: {
    daily_check_in: {
      subject: `Es hora de registrar tu día en ${APP_NAME}`,
      body: 'Tu reto aún tiene el registro de hoy pendiente. Te lleva unos segundos, y un día sin registrar cuenta en tu contra.',
      why: 'Recibes este correo porque activaste el recordatorio diario por correo electrónico.',
    },
    last_day: {
      subject: `Hoy es el último día de tu reto en ${APP_NAME}`,
      body: 'Tu reto termina hoy. Revisa tus objetivos y completa lo que falte antes de que acabe el día.',
      why: 'Recibes este correo porque activaste el recordatorio del último día por correo electrónico.',
    },
    ended_unfinished: {
      subject: `Tu reto de ${APP_NAME} ha terminado: ciérralo`,
      body: 'Tu reto ha acabado, pero aún no lo has cerrado. Ciérralo para ver lo que han ganado tus objetivos.',
      why: 'Recibes este correo porque activaste el recordatorio de retos terminados por correo electrónico.',
    },
    punishment_waiting: {
      subject: `Tienes puntos de castigo pendientes en ${APP_NAME}`,
      body: 'Tienes puntos de castigo y ningún reto activo. Empieza un reto para saldarlos.',
      why: 'Recibes este correo porque activaste el recordatorio de puntos de castigo pendientes por correo electrónico.',
    },
  },
};

const ACTIONS: Translated<{ open: string; stop: string }> = {
  en: { open: 'Open the dashboard', stop: 'Stop these e-mails' },
  es: { open: 'Abrir el panel', stop: 'No recibir más estos correos' },
};

/** The app's screen every reminder leads to: the dashboard shows the challenge it is about. */
export const dashboardLink = (publicUrl: string) => `${publicUrl}/dashboard`;

/** The app's page that confirms an unsubscribe before it is made (a link that is only opened changes nothing). */
export const unsubscribePageLink = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/** A reminder of one kind, with the link that stops this kind's mails. */
export function reminderMail(
  language: Language,
  {
    kind,
    userName,
    publicUrl,
    unsubscribeToken,
  }: { kind: ReminderKind; userName: string; publicUrl: string; unsubscribeToken: string },
): MailContent {
  const words = KINDS[language][kind];
  const actions = ACTIONS[language];
  return composeMail(language, {
    subject: words.subject,
    userName,
    parts: [
      words.body,
      { label: actions.open, url: dashboardLink(publicUrl) },
      words.why,
      { label: actions.stop, url: unsubscribePageLink(publicUrl, unsubscribeToken) },
    ],
  });
}
