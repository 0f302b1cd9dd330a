import type { Language, ReminderKind } from '@gauntlet/core';

/** What a push shows, and the app's screen a tap on it opens (a path of the web app). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

const TEXT: Record<Language, Record<ReminderKind, { title: string; body: string }>> = {
  en: {
    daily_check_in: { title: 'Time to check in', body: 'Today’s check-in of your challenge is still open.' },
    last_day: { title: 'Last day of your challenge', body: 'Today is the last day: make it count.' },
    ended_unfinished: { title: 'Your challenge has ended', body: 'Finish it to collect your points.' },
    punishment_waiting: { title: 'Punishment points are waiting', body: 'Start a challenge to work them off.' },
  },
  es: {
    daily_check_in: { title: 'Hora del check-in', body: 'El check-in de hoy de tu reto sigue abierto.' },
    last_day: { title: 'Último día de tu reto', body: 'Hoy es el último día: que cuente.' },
    ended_unfinished: { title: 'Tu reto ha terminado', body: 'Termínalo para cobrar tus puntos.' },
    punishment_waiting: { title: 'Tienes puntos de castigo pendientes', body: 'Empieza un reto para saldarlos.' },
  },
};

/**
 * The screen each reminder is about, as the web app's paths (apps/web/src/lib/paths.ts): an
 * ended challenge is finished on its own screen, the rest is done from the dashboard.
 */
const SCREEN: Record<ReminderKind, string> = {
  daily_check_in: '/dashboard',
  last_day: '/dashboard',
  ended_unfinished: '/finishchallenge',
  punishment_waiting: '/dashboard',
};

export const reminderPush = (language: Language, kind: ReminderKind): PushMessage => ({
  ...TEXT[language][kind],
  url: SCREEN[kind],
});
