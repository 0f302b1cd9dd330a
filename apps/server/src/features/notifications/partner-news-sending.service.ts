import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import {
  claimPartnerNews,
  findDuePartnerNews,
  forgetSentNews,
  markNewsDelivered,
  releaseNewsClaims,
  type PartnerNews,
} from './partner-news.repository.js';

/** The job queue of partnership news to send by e-mail or push, one job per notification. */
export const SEND_PARTNER_NEWS = 'partner-news-send';

/** Hands one piece of news to its channels (e-mail, push); throws when it could not. */
export type DeliverPartnerNews = (news: PartnerNews) => Promise<void>;

/** How long a sender may hold news before another may take it over; also its job's time limit. */
export const NEWS_CLAIM_TIMEOUT_SECONDS = 300;

/**
 * How far back the scan looks: quiet hours hold news for under a day, so a day and a half covers
 * them and a few missed scans (a restart); older news stays in the bell only.
 */
const NEWS_WINDOW_SECONDS = 36 * 60 * 60;

/** News one scan queues at most; the next scan, a minute later, takes the rest. */
const NEWS_PER_SCAN = 1000;

/**
 * Queues one send job per piece of news due at `now`. Each job's singleton key is its
 * notification, so while one waits another scan (the next minute, another instance) adds none;
 * a second job that still gets in finds the news claimed and sends nothing. Forgets what was sent
 * before the window, which no scan looks at again.
 */
export async function queueDuePartnerNews(queue: JobQueue, db: Database, now: Date): Promise<number> {
  const due = await findDuePartnerNews(db, {
    now,
    windowSeconds: NEWS_WINDOW_SECONDS,
    claimTimeoutSeconds: NEWS_CLAIM_TIMEOUT_SECONDS,
    limit: NEWS_PER_SCAN,
  });
  if (due.length) {
    await queue.insert(due.map((news) => ({ name: SEND_PARTNER_NEWS, data: news, singletonKey: news.notificationId })));
  }
  await forgetSentNews(db, new Date(now.getTime() - 2 * NEWS_WINDOW_SECONDS * 1000));
  return due.length;
}

/**
 * Sends news once: each is claimed first (only one sender gets a claim, and news whose kind its
 * receiver turned off meanwhile is not claimed), delivered, then marked delivered. A failed
 * delivery gives its claim up and fails the job, so pg-boss retries it with backoff; news already
 * delivered in that job is not sent again by the retry, as it is marked. A crash between
 * delivering and marking leaves a claim that goes stale: then it is sent once more, a duplicate
 * rather than a loss.
 */
export async function sendPartnerNews(
  db: Database,
  news: readonly PartnerNews[],
  deliver: DeliverPartnerNews,
  now = new Date(),
): Promise<void> {
  // One batch may hold the same news twice (a retried job and the one a later scan queued).
  const distinct = [...new Map(news.map((item) => [item.notificationId, item])).values()];
  const claimed = new Set(await claimPartnerNews(db, distinct, now, NEWS_CLAIM_TIMEOUT_SECONDS));
  const mine = distinct.filter((item) => claimed.has(item.notificationId));
  const outcomes = await Promise.allSettled(mine.map((item) => deliver(item)));
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  await markNewsDelivered(
    db,
    mine.filter((_, index) => outcomes[index]!.status === 'fulfilled'),
  );
  await releaseNewsClaims(
    db,
    mine.filter((_, index) => outcomes[index]!.status === 'rejected'),
  );
  if (failures.length)
    throw new AggregateError(failures, `${failures.length} of ${mine.length} partnership news were not delivered`);
}
