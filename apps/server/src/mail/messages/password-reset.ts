import { APP_NAME, type Language } from '@gauntlet/core';
import { composeMail, type MailContent, type Translated } from './compose.js';

const TEXT: Translated<{ subject: string; asked: string; action: string; notYou: string }> = {
  en: {
    subject: `Reset your ${APP_NAME} password`,
    asked: `Someone, hopefully you, asked to reset the password of your ${APP_NAME} account. The link below lets you choose a new one. It works once, within the next hour.`,
    action: 'Choose a new password',
    notYou: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  es: {
    subject: `Restablece tu contraseña de ${APP_NAME}`,
    asked: `Alguien, seguramente tú, ha pedido restablecer la contraseña de tu cuenta de ${APP_NAME}. Con el enlace de abajo eliges una nueva. Sirve una sola vez, durante la próxima hora.`,
    action: 'Elegir una contraseña nueva',
    notYou: 'Si no lo has pedido tú, ignora este correo: tu contraseña sigue siendo la misma.',
  },
};

/** The app's screen that takes a reset link's token and a new password. */
export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/** The mail with a single-use link to choose a new password. */
export function passwordResetMail(
  language: Language,
  { userName, publicUrl, token }: { userName: string; publicUrl: string; token: string },
): MailContent {
  const text = TEXT[language];
  return composeMail(language, {
    subject: text.subject,
    userName,
    parts: [text.asked, { label: text.action, url: resetPasswordLink(publicUrl, token) }, text.notYou],
  });
}
