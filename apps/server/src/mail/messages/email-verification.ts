import { APP_NAME, type Language } from '@gauntlet/core';
import { composeMail, type MailContent, type Translated } from './compose.js';

const TEXT: Translated<{ subject: string; welcome: string; action: string; notYou: string }> = {
  en: {
    subject: `Confirm your e-mail address for ${APP_NAME}`,
    welcome: `Welcome to ${APP_NAME}. Please confirm that this address is yours, so that we can send you reminders. The link works for one hour.`,
    action: 'Confirm my address',
    notYou: `If you did not sign up for ${APP_NAME}, ignore this mail.`,
  },
  es: {
    subject: `Confirma tu dirección de correo en ${APP_NAME}`,
    welcome: `Te damos la bienvenida a ${APP_NAME}. Confirma que esta dirección es tuya para que podamos enviarte recordatorios. El enlace sirve durante una hora.`,
    action: 'Confirmar mi dirección',
    notYou: `Si no te has registrado en ${APP_NAME}, ignora este correo.`,
  },
};

/** The app's screen that takes a verification link's token; e-mail changes confirm there too. */
export const verifyEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;

/** The mail that asks a new account to confirm its address. */
export function emailVerificationMail(
  language: Language,
  { userName, publicUrl, token }: { userName: string; publicUrl: string; token: string },
): MailContent {
  const text = TEXT[language];
  return composeMail(language, {
    subject: text.subject,
    userName,
    parts: [text.welcome, { label: text.action, url: verifyEmailLink(publicUrl, token) }, text.notYou],
  });
}
