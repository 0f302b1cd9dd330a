import {
  findInstructionSlide,
  ledgerCsv,
  ledgerCursor,
  type LedgerEntry,
  type LedgerKind,
  type LedgerPage,
  type PointsCurrency,
} from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { findBalances } from '../../ledger/ledger.repository.js';
import { notFound } from '../../http/app-error.js';
import { findFirstLedgerPages, findLedgerPage } from './points.repository.js';

interface Filters {
  currency?: PointsCurrency;
  kind?: LedgerKind;
}

/** Rows read per statement while the CSV collects the whole history. */
const CSV_BATCH = 1000;

type LedgerRow = Awaited<ReturnType<typeof findLedgerPage>>[number];

function toEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    seq: row.seq,
    at: row.createdAt.toISOString(),
    deltaRewardPoints: row.deltaRewardPoints,
    deltaPunishmentPoints: row.deltaPunishmentPoints,
    rewardBalance: row.rewardBalance,
    punishmentBalance: row.punishmentBalance,
    kind: row.kind as LedgerKind,
    challenge: row.challengeId && row.challengeTitle !== null ? { id: row.challengeId, title: row.challengeTitle } : null,
    goalTitle: row.goalTitle,
    slideTitle: row.slideId ? (findInstructionSlide(row.slideId)?.text ?? null) : null,
    cancelPenalty: row.cancelPenalty,
    partner: row.partnerName === null ? null : { userName: row.partnerName },
    note: row.note,
  };
}

async function readPage(db: Database, userId: string, filters: Filters, below: number | null, limit: number) {
  // One row more than asked tells whether an older page exists.
  const rows = await findLedgerPage(db, userId, {
    below,
    limit: limit + 1,
    currency: filters.currency ?? null,
    kind: filters.kind ?? null,
  });
  const entries = rows.slice(0, limit).map(toEntry);
  const last = entries.at(-1);
  return { entries, next: rows.length > limit && last ? last.seq : null };
}

/** A page of the caller's point movements, newest first, below the cursor's row. */
export async function listLedger(
  db: Database,
  userId: string,
  query: Filters & { cursor?: number; limit: number },
): Promise<LedgerPage> {
  const page = await readPage(db, userId, query, query.cursor ?? null, query.limit);
  return { entries: page.entries, nextCursor: page.next === null ? null : ledgerCursor(page.next) };
}

/** The newest `limit` point movements of each user, read together in one statement, by user. */
export async function recentPointsOf(db: Database, userIds: string[], limit: number): Promise<Map<string, LedgerEntry[]>> {
  const byUser = new Map<string, LedgerEntry[]>(userIds.map((userId) => [userId, []]));
  for (const row of await findFirstLedgerPages(db, userIds, limit)) byUser.get(row.userId)?.push(toEntry(row));
  return byUser;
}

/** The caller's whole history (with the same filters) as CSV, in the caller's time zone. */
export async function ledgerCsvOf(db: Database, userId: string, filters: Filters): Promise<string> {
  const balances = await findBalances(db, userId);
  if (!balances) throw notFound('User not found');
  const entries: LedgerEntry[] = [];
  let below: number | null = null;
  do {
    const page = await readPage(db, userId, filters, below, CSV_BATCH);
    entries.push(...page.entries);
    below = page.next;
  } while (below !== null);
  return ledgerCsv(entries, balances.timeZone);
}
