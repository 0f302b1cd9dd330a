import { APP_NAME, type Language } from '@gauntlet/core';
import { composeMail, type MailContent, type Translated } from './compose.js';
import { verifyEmailLink } from './email-verification.js';

const TEXT: Translated<{ subject: string; asked: string; action: string; notYou: string }> = {
  en: {
    subject: `Confirm your new e-mail address for ${APP_NAME}`,
    asked: `You asked to use this address for your ${APP_NAME} account. Your account switches to it once you follow the link below, within the next hour.`,
    action: 'Use this address',
    notYou: 'If you did not ask for this, ignore this mail: nothing changes.',
  },
  es: {
    subject: `Confirma tu nueva dirección de correo en ${APP_NAME}`,
    asked: `Has pedido usar esta dirección en tu cuenta de ${APP_NAME}. La cuenta pasa a usarla cuando sigas el enlace de abajo, durante la próxima hora.`,
    action: 'Usar esta dirección',
    notYou: 'Si no lo has pedido tú, ignora este correo: no cambia nada.',
  },
};

/** Sent to the new address of an e-mail change: following its link makes the switch. */
export function emailChangeMail(
  language: Language,
  { userName, publicUrl, token }: { userName: string; publicUrl: string; token: string },
): MailContent {
  const text = TEXT[language];
  return composeMail(language, {
    subject: text.subject,
    userName,
    parts: [text.asked, { label: text.action, url: verifyEmailLink(publicUrl, token) }, text.notYou],
  });
}
