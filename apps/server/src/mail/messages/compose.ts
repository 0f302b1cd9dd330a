import { APP_NAME, type Language } from '@gauntlet/core';

/** A message as its recipient reads it: the same words as plain text and as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A link the reader acts on: a button in HTML, its label and address on lines of their own in text. */
export interface MailLink {
  label: string;
  url: string;
}

/** Written once per language and typed, so a language without its words does not compile. */
export type Translated<T> = Record<Language, T>;

const FRAME: Translated<{ greeting: (name: string) => string; closing: string }> = {
  en: { greeting: (name) => `Hello ${name},`, closing: `The ${APP_NAME} team` },
  es: { greeting: (name) => `Hola, ${name}:`, closing: `El equipo de ${APP_NAME}` },
};

/** Names and links come from users and configuration: in HTML every one of them is text, never markup. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function htmlPart(part: string | MailLink): string {
  if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
  const url = escapeHtml(part.url);
  return (
    `<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#0d6efd;color:#fff;` +
    `text-decoration:none;border-radius:6px">${escapeHtml(part.label)}</a></p>` +
    `<p style="font-size:13px;color:#555;word-break:break-all">${url}</p>`
  );
}

/** Greets the user by name, says the parts in order and signs with the product's name. */
export function composeMail(
  language: Language,
  message: { subject: string; userName: string; parts: (string | MailLink)[] },
): MailContent {
  const frame = FRAME[language];
  const parts = [frame.greeting(message.userName), ...message.parts];
  const text = [...parts.map((part) => (typeof part === 'string' ? part : `${part.label}:\n${part.url}`)), frame.closing].join(
    '\n\n',
  );
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(message.subject)}</title></head>`,
    '<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:16px;line-height:1.5;color:#212529;max-width:560px;margin:0 auto;padding:16px">',
    ...parts.map(htmlPart),
    `<p>${escapeHtml(frame.closing)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: message.subject, text: `${text}\n`, html };
}
