import { isLanguage } from '@gauntlet/core';
import { partnerNewsMail } from '../../mail/messages/partner-news.js';
import { findNewsNames, type PartnerNews } from './partner-news.repository.js';
import { partnerNewsPath, partnerNewsWords } from './partner-news-texts.js';
import { oneClickUnsubscribeHeaders, type Mailing } from './reminder-email.js';
import { findReminderRecipient } from './reminder-recipient.repository.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/**
 * Sends partnership news by e-mail, in the receiver's language, naming the other side and the
 * challenge, with a link to where the app shows it and a one-click unsubscribe that stops these
 * mails (the bell and push stay). Resolves once the mail server took it; a refusal throws, so the
 * news is retried. As reminders, it goes only to a verified address: an unverified one is skipped.
 */
export function emailPartnerNews({ db, mailRoom, publicUrl, unsubscribeKey }: Mailing) {
  return async (news: PartnerNews): Promise<void> => {
    const recipient = await findReminderRecipient(db, news.userId);
    if (!recipient?.emailVerified) return;
    const names = await findNewsNames(db, news.actorId, news.challengeId);
    const language = isLanguage(recipient.language) ? recipient.language : 'en';
    const { headline, reason } = partnerNewsWords(language, { ...news, ...names });
    const token = unsubscribeToken(unsubscribeKey, news.userId, 'partner_news');
    await mailRoom.send({
      to: recipient.email,
      ...partnerNewsMail(language, {
        headline,
        reason,
        userName: recipient.userName ?? recipient.accountName,
        url: `${publicUrl}${partnerNewsPath(news.kind, news.actorId)}`,
        publicUrl,
        unsubscribeToken: token,
      }),
      headers: oneClickUnsubscribeHeaders(publicUrl, token),
    });
  };
}
