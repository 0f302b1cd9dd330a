import { APP_NAME, type Language } from '@gauntlet/core';
import { composeMail, type MailContent, type Translated } from './compose.js';

const TEXT: Translated<{ subject: string; changed: string; notYou: string; action: string }> = {
  en: {
    subject: `Your ${APP_NAME} password was changed`,
    changed: `The password of your ${APP_NAME} account was just changed with a reset link, and every device that was signed in has been signed out.`,
    notYou: 'If this was not you, ask for a new reset link now and choose another password.',
    action: 'Ask for a reset link',
  },
  es: {
    subject: `Se ha cambiado tu contraseña de ${APP_NAME}`,
    changed: `Se acaba de cambiar la contraseña de tu cuenta de ${APP_NAME} con un enlace de restablecimiento, y se ha cerrado la sesión en todos los dispositivos.`,
    notYou: 'Si no has sido tú, pide ahora un nuevo enlace y elige otra contraseña.',
    action: 'Pedir un enlace',
  },
};

/** Tells the account's owner that its password was reset, with the way back if it was not them. */
export function passwordChangedMail(
  language: Language,
  { userName, publicUrl }: { userName: string; publicUrl: string },
): MailContent {
  const text = TEXT[language];
  return composeMail(language, {
    subject: text.subject,
    userName,
    parts: [text.changed, text.notYou, { label: text.action, url: `${publicUrl}/forgot-password` }],
  });
}
