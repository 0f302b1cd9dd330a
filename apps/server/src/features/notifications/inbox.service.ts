import { INBOX_SIZE, type Inbox, type InboxKind } from '@gauntlet/core';
import type { Database, Executor } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import * as repository from './inbox.repository.js';
import type { NewNotification } from './inbox.repository.js';

/**
 * Puts notifications in their players' bells and tells each player's open streams, inside the
 * caller's transaction (so a partner's action and its notification commit together). A
 * notification of a once-a-day kind already there (the same player, kind and day) is not added
 * again, so a delivery repeated after a failure or a crash shows once; nor is one of a kind its
 * player turned off. Each bell keeps its newest INBOX_SIZE: the list, its unread count and "mark
 * all read" then always mean the same rows. Returns the players whose bell got something.
 */
export async function putInInboxes(tx: Executor, notifications: readonly NewNotification[], now = new Date()): Promise<string[]> {
  if (notifications.length === 0) return [];
  const players = await repository.insertNotifications(tx, notifications, now);
  await repository.trimInboxes(tx, players, INBOX_SIZE);
  return players;
}

/** The same in a transaction of its own. */
export async function addToInboxes(db: Database, notifications: readonly NewNotification[], now = new Date()): Promise<void> {
  if (notifications.length === 0) return;
  await db.transaction((tx) => putInInboxes(tx, notifications, now));
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
