import { APP_NAME, type Language } from '@gauntlet/core';
import { composeMail, type MailContent, type Translated } from './compose.js';

const TEXT: Translated<{ subject: string; changed: (newEmail: string) => string; notYou: string; action: string }> = {
  en: {
    subject: `Your ${APP_NAME} e-mail address was changed`,
    changed: (newEmail) =>
      `Your ${APP_NAME} account now uses the address ${newEmail}. This address will get no more mail from us.`,
    notYou: `If this was not you, someone who knows your password did it: tell the administrator of this ${APP_NAME} at once.`,
    action: `Open ${APP_NAME}`,
  },
  es: {
    subject: `Se ha cambiado tu dirección de correo de ${APP_NAME}`,
    changed: (newEmail) =>
      `Tu cuenta de ${APP_NAME} usa ahora la dirección ${newEmail}. Esta dirección no recibirá más correos nuestros.`,
    notYou: `Si no has sido tú, alguien que conoce tu contraseña lo ha hecho: avisa cuanto antes a quien administra este ${APP_NAME}.`,
    action: `Abrir ${APP_NAME}`,
  },
};

/** Tells the old address of an account that the account moved to another one. */
export function emailChangedMail(
  language: Language,
  { userName, publicUrl, newEmail }: { userName: string; publicUrl: string; newEmail: string },
): MailContent {
  const text = TEXT[language];
  return composeMail(language, {
    subject: text.subject,
    userName,
    parts: [text.changed(newEmail), text.notYou, { label: text.action, url: publicUrl }],
  });
}
