import type { Database } from '../../db/database.js';
import { pushToDevices, type SendPush } from '../push/push.service.js';
import { findNewsNames, type PartnerNews } from './partner-news.repository.js';
import { partnerNewsPath, partnerNewsWords } from './partner-news-texts.js';

/**
 * Delivers partnership news by push, when its receiver chose push for it: the news as the title,
 * the reason the other side gave as the body, and a tap opens where the app shows it, as the
 * mail's link does.
 */
export function pushPartnerNews(db: Database, send: SendPush) {
  return async (news: PartnerNews): Promise<void> => {
    if (!news.channels.includes('push')) return;
    await pushToDevices(db, send, news.userId, async (language) => {
      const names = await findNewsNames(db, news.actorId, news.challengeId);
      const { headline, reason } = partnerNewsWords(language, { ...news, ...names });
      return { title: headline, body: reason ?? '', url: partnerNewsPath(news.kind, news.actorId) };
    });
  };
}
