import { APP_NAME } from '@gauntlet/core';
import { z } from 'zod';

/** How the server sends mail, read from the environment with the rest of the configuration. */
export interface MailSettings {
  /** nodemailer's connection URL; null writes every message to DATA_DIR/mail instead. */
  smtpUrl: string | null;
  /** The sender every message carries, e.g. `Gauntlet <no-reply@gauntlet.example.com>`. */
  from: string;
  /** The origin every link in a mail starts with, without a trailing slash. */
  publicUrl: string;
}

/** A sender as people read it: `name@host` or `Name <name@host>`, on one line. */
const SENDER_PATTERN = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

export const mailEnvironment = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().max(200).regex(SENDER_PATTERN, 'must be an address, or a name and an <address>').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
};

/** The settings from the variables, with a sender at the public host and links to the server itself unless set. */
export function mailSettings(env: { SMTP_URL?: string; MAIL_FROM?: string; PUBLIC_URL?: string }, baseUrl: string): MailSettings {
  const publicUrl = (env.PUBLIC_URL ?? baseUrl).replace(/\/+$/, '');
  return {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM ?? `${APP_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
  };
}
