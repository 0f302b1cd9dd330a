import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import * as schema from '../../db/schema/index.js';

interface ExportedTable {
  table: PgTable;
  /** Picks the user's rows. */
  owned: (userId: string) => SQL;
  /** Secrets a user must not get back in a file: credentials, session tokens, token nonces. */
  secret?: readonly PgColumn[];
  /** The order rows are listed in, oldest first. */
  order?: readonly PgColumn[];
}

const byUser = (column: PgColumn) => (userId: string) => eq(column, userId);

/**
 * Every table that holds something of a user, by its database name. A table that gets a user's
 * rows must be listed here: the export test compares this list with the database's catalogue.
 */
const EXPORTED_TABLES: Record<string, ExportedTable> = {
  user: { table: schema.user, owned: byUser(schema.user.id) },
  account: {
    table: schema.account,
    owned: byUser(schema.account.userId),
    secret: [schema.account.password, schema.account.accessToken, schema.account.refreshToken, schema.account.idToken],
  },
  session: {
    table: schema.session,
    owned: byUser(schema.session.userId),
    secret: [schema.session.token],
    order: [schema.session.createdAt],
  },
  profiles: { table: schema.profiles, owned: byUser(schema.profiles.userId) },
  avatars: { table: schema.avatars, owned: byUser(schema.avatars.userId) },
  profile_versions: { table: schema.profileVersions, owned: byUser(schema.profileVersions.userId) },
  login_records: {
    table: schema.loginRecords,
    owned: byUser(schema.loginRecords.userId),
    order: [schema.loginRecords.createdAt],
  },
  challenges: { table: schema.challenges, owned: byUser(schema.challenges.userId), order: [schema.challenges.createdAt] },
  goals: {
    table: schema.goals,
    // A goal is the user's through its challenge.
    owned: (userId) =>
      sql`${schema.goals.challengeId} in (select ${schema.challenges.id} from ${schema.challenges} where ${schema.challenges.userId} = ${userId})`,
    order: [schema.goals.challengeId, schema.goals.position],
  },
  metrics: { table: schema.metrics, owned: byUser(schema.metrics.userId), order: [schema.metrics.metric] },
  metric_changes: { table: schema.metricChanges, owned: byUser(schema.metricChanges.userId), order: [schema.metricChanges.seq] },
  check_ins: {
    table: schema.checkIns,
    owned: byUser(schema.checkIns.userId),
    order: [schema.checkIns.day, schema.checkIns.metric],
  },
  check_in_undos: {
    table: schema.checkInUndos,
    owned: byUser(schema.checkInUndos.userId),
    order: [schema.checkInUndos.undoneAt],
  },
  manual_grades: {
    table: schema.manualGrades,
    owned: byUser(schema.manualGrades.userId),
    order: [schema.manualGrades.claimedAt],
  },
  metric_history: {
    table: schema.metricHistory,
    owned: byUser(schema.metricHistory.userId),
    order: [schema.metricHistory.metric],
  },
  challenge_history: {
    table: schema.challengeHistory,
    owned: byUser(schema.challengeHistory.userId),
    order: [schema.challengeHistory.finishedDate],
  },
  punishment_drafts: { table: schema.punishmentDrafts, owned: byUser(schema.punishmentDrafts.userId) },
  point_ledger: { table: schema.pointLedger, owned: byUser(schema.pointLedger.userId), order: [schema.pointLedger.seq] },
  external_tokens: {
    table: schema.externalTokens,
    owned: byUser(schema.externalTokens.userId),
    secret: [schema.externalTokens.nonce],
    order: [schema.externalTokens.expiresAt],
  },
  routines: { table: schema.routines, owned: byUser(schema.routines.userId), order: [schema.routines.createdAt] },
  routine_logs: { table: schema.routineLogs, owned: byUser(schema.routineLogs.userId), order: [schema.routineLogs.createdAt] },
  deck_entries: { table: schema.deckEntries, owned: byUser(schema.deckEntries.userId), order: [schema.deckEntries.slideId] },
  slide_draws: { table: schema.slideDraws, owned: byUser(schema.slideDraws.userId), order: [schema.slideDraws.createdAt] },
  push_subscriptions: {
    table: schema.pushSubscriptions,
    owned: byUser(schema.pushSubscriptions.userId),
    // Whoever holds a subscription's secret can push to that browser.
    secret: [schema.pushSubscriptions.auth],
    order: [schema.pushSubscriptions.createdAt],
  },
  saved_items: { table: schema.savedItems, owned: byUser(schema.savedItems.userId), order: [schema.savedItems.createdAt] },
  notification_settings: { table: schema.notificationSettings, owned: byUser(schema.notificationSettings.userId) },
  reminders_sent: {
    table: schema.remindersSent,
    owned: byUser(schema.remindersSent.userId),
    order: [schema.remindersSent.day, schema.remindersSent.kind],
  },
  inbox_notifications: {
    table: schema.inboxNotifications,
    owned: byUser(schema.inboxNotifications.userId),
    order: [schema.inboxNotifications.createdAt],
  },
  partner_news_sent: {
    table: schema.partnerNewsSent,
    owned: byUser(schema.partnerNewsSent.userId),
    order: [schema.partnerNewsSent.claimedAt, schema.partnerNewsSent.notificationId],
  },
  // The days a partner was told their player missed belong to both of them.
  missed_days_told: {
    table: schema.missedDaysTold,
    owned: (userId) => sql`(${schema.missedDaysTold.playerId} = ${userId} or ${schema.missedDaysTold.partnerId} = ${userId})`,
    order: [schema.missedDaysTold.day, schema.missedDaysTold.challengeId, schema.missedDaysTold.partnerId],
  },
  // A partnership and its log belong to both people in it, as player or as partner.
  partner_invites: {
    table: schema.partnerInvites,
    owned: byUser(schema.partnerInvites.playerId),
    // Only the hash of an invite's code is kept, but it still finds the invite.
    secret: [schema.partnerInvites.codeHash],
    order: [schema.partnerInvites.createdAt],
  },
  partnerships: {
    table: schema.partnerships,
    owned: (userId) => sql`(${schema.partnerships.playerId} = ${userId} or ${schema.partnerships.partnerId} = ${userId})`,
    order: [schema.partnerships.startedAt],
  },
  partner_actions: {
    table: schema.partnerActions,
    owned: (userId) =>
      sql`${schema.partnerActions.partnershipId} in (select ${schema.partnerships.id} from ${schema.partnerships} where ${schema.partnerships.playerId} = ${userId} or ${schema.partnerships.partnerId} = ${userId})`,
    order: [schema.partnerActions.createdAt],
  },
  cancel_requests: {
    table: schema.cancelRequests,
    // A request is its player's, and its partner's through the partnership it was made to.
    owned: (userId) =>
      sql`${schema.cancelRequests.partnershipId} in (select ${schema.partnerships.id} from ${schema.partnerships} where ${schema.partnerships.playerId} = ${userId} or ${schema.partnerships.partnerId} = ${userId})`,
    order: [schema.cancelRequests.createdAt],
  },
  video_uploads: {
    table: schema.videoUploads,
    owned: byUser(schema.videoUploads.userId),
    order: [schema.videoUploads.createdAt],
  },
};

/** The columns of a table that an export shows. */
function shownColumns({ table, secret = [] }: ExportedTable): Record<string, PgColumn> {
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([, column]) => !secret.includes(column)));
}

/** Bytes (an avatar) travel in JSON as base64. */
const readable = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value]),
  );

/** All of a user's rows, table by table, in one snapshot so the tables agree with each other. */
export async function findEverythingOf(db: Executor, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [name, exported] of Object.entries(EXPORTED_TABLES)) {
    const rows = await db
      .select(shownColumns(exported))
      .from(exported.table)
      .where(exported.owned(userId))
      .orderBy(...(exported.order ?? []).map((column) => asc(column)));
    tables[name] = rows.map(readable);
  }
  return tables;
}
