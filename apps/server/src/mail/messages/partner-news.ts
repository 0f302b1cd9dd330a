import type { Language } from '@gauntlet/core';
import { composeMail, type MailContent, type Translated } from './compose.js';
import { unsubscribePageLink } from './reminder.js';

const WORDS: Translated<{ open: string; why: string; stop: string }> = {
  en: {
    open: 'Open it in the app',
    why: 'You get this mail because you chose to receive your partnership’s news by e-mail. You can choose which news comes on the Notifications page.',
    stop: 'Stop these e-mails',
  },
  es: {
    open: 'Verlo en la aplicación',
    why: 'Recibes este correo porque elegiste recibir por correo electrónico las novedades de tu pareja de juego. Puedes elegir qué novedades te llegan en la página de notificaciones.',
    stop: 'No recibir más estos correos',
  },
};

/**
 * One piece of partnership news: its headline as the subject and first line, the reason the other
 * side gave, the link to where the app shows it, and the link that stops these mails.
 */
export function partnerNewsMail(
  language: Language,
  {
    headline,
    reason,
    userName,
    url,
    publicUrl,
    unsubscribeToken,
  }: { headline: string; reason: string | null; userName: string; url: string; publicUrl: string; unsubscribeToken: string },
): MailContent {
  const words = WORDS[language];
  return composeMail(language, {
    subject: headline,
    userName,
    parts: [
      `${headline}.`,
      ...(reason ? [reason] : []),
      { label: words.open, url },
      words.why,
      { label: words.stop, url: unsubscribePageLink(publicUrl, unsubscribeToken) },
    ],
  });
}
