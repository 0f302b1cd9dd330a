import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { partnerInvites, profiles } from '../../db/schema/index.js';

export type InviteRow = typeof partnerInvites.$inferSelect;
export type NewInvite = Omit<typeof partnerInvites.$inferInsert, 'id' | 'closedAt' | 'closedAs'>;

/**
 * Holds the player's profile row until the transaction ends, so two invites made at the same time
 * by one player follow each other: the second one revokes the first.
 */
export async function lockInvitingPlayer(tx: Executor, playerId: string): Promise<void> {
  await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, playerId)).for('update');
}

/** Closes the player's invite still open (expired or not) as revoked: its link stops working. */
export async function revokeOpenInvites(tx: Executor, playerId: string, now: Date): Promise<void> {
  await tx
    .update(partnerInvites)
    .set({ closedAt: now, closedAs: 'revoked' })
    .where(and(eq(partnerInvites.playerId, playerId), isNull(partnerInvites.closedAt)));
}

export async function insertInvite(tx: Executor, invite: NewInvite): Promise<void> {
  await tx.insert(partnerInvites).values(invite);
}

/** The player's invite that can still be answered at `now`, or null. */
export async function findOpenInvite(db: Executor, playerId: string, now: Date): Promise<InviteRow | null> {
  const [row] = await db
    .select()
    .from(partnerInvites)
    .where(and(eq(partnerInvites.playerId, playerId), isNull(partnerInvites.closedAt), gt(partnerInvites.expiresAt, now)))
    .orderBy(desc(partnerInvites.createdAt))
    .limit(1);
  return row ?? null;
}

/** The invite with this code hash, whatever its state, with the player who made it. */
export async function findInviteByCodeHash(db: Executor, codeHash: string) {
  const [row] = await db
    .select({
      invite: partnerInvites,
      player: { userId: profiles.userId, userName: profiles.userName, avatarUrl: profiles.profilePicture },
    })
    .from(partnerInvites)
    .innerJoin(profiles, eq(profiles.userId, partnerInvites.playerId))
    .where(eq(partnerInvites.codeHash, codeHash));
  return row ?? null;
}

/**
 * Answers the invite for `inviteeId`, once: only while it is open and unexpired, and never for
 * the player who made it. Of two answers at the same time, the second finds it closed. Null when
 * nothing was answered.
 */
export async function answerInvite(
  tx: Executor,
  codeHash: string,
  inviteeId: string,
  answer: 'accepted' | 'declined',
  now: Date,
): Promise<InviteRow | null> {
  const [row] = await tx
    .update(partnerInvites)
    .set({ closedAt: now, closedAs: answer })
    .where(
      and(
        eq(partnerInvites.codeHash, codeHash),
        isNull(partnerInvites.closedAt),
        gt(partnerInvites.expiresAt, now),
        ne(partnerInvites.playerId, inviteeId),
      ),
    )
    .returning();
  return row ?? null;
}
