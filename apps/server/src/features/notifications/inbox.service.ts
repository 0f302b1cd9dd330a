import { INBOX_SIZE, type Inbox, type InboxKind } from '@gauntlet/core';
import type { Database, Executor } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import * as repository from './inbox.repository.js';
import type { NewNotification } from './inbox.repository.js';

/**
 * Puts notifications in their players' bells and tells each player's open streams, in one
 * statement, so inside a caller's transaction (a partner's action and its notification commit
 * together) or on its own. A notification of a once-a-day kind already there (the same player,
 * kind, day and challenge) is not added again, so a delivery repeated after a failure or a crash
 * shows once; nor is one of a kind its player turned off. Each bell keeps its newest INBOX_SIZE:
 * the list, its unread count and "mark all read" then always mean the same rows. Returns the
 * players whose bell got something.
 */
export async function putInInboxes(db: Executor, notifications: readonly NewNotification[], now = new Date()): Promise<string[]> {
  if (notifications.length === 0) return [];
  return repository.insertNotifications(db, notifications, now, INBOX_SIZE);
}

export async function inboxOf(db: Database, userId: string): Promise<Inbox> {
  const [rows, unreadCount] = await Promise.all([
    repository.findNotifications(db, userId, INBOX_SIZE),
    repository.countUnread(db, userId),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      // The table's check admits only the known kinds.
      kind: row.kind as InboxKind,
      challenge:
        row.challengeId !== null && row.challengeTitle !== null ? { id: row.challengeId, title: row.challengeTitle } : null,
      partner: row.actorId !== null && row.actorName !== null ? { userId: row.actorId, userName: row.actorName } : null,
      points: row.points,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unreadCount,
  };
}

/** Marks one of the player's notifications read; another player's, or none, is not found. */
export async function markRead(db: Database, userId: string, notificationId: string): Promise<Inbox> {
  if (!(await repository.markRead(db, userId, notificationId, new Date()))) throw notFound('Notification not found');
  return inboxOf(db, userId);
}

export async function markAllRead(db: Database, userId: string): Promise<Inbox> {
  await repository.markAllRead(db, userId, new Date());
  return inboxOf(db, userId);
}
