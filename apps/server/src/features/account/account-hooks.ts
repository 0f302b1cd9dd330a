import { timeZoneSchema } from '@gauntlet/core';
import type { AccountHooks } from '../../auth/auth.js';
import type { Database } from '../../db/database.js';
import { createProfile, freeUserName, recordSeen, recordSignIn } from '../profile/profile.service.js';
import { deleteUser, findPasswordHash } from './account.repository.js';

/**
 * The account data that goes with better-auth's users and sessions. `announce` tells every
 * instance that the user changed (a sign-in or a session's daily extension changes the last
 * login their profile shows, and an instance that kept the session reads its new end).
 */
export function accountHooks(db: Database, announce: (userId: string) => Promise<void>): AccountHooks {
  return {
    // Every account gets its profile: 0 RP, 0 PP, basic role, free tier, in the browser's zone.
    async onUserCreated(user, { timeZone, viaProvider }) {
      const zone = timeZoneSchema.safeParse(timeZone);
      const userName = viaProvider ? await freeUserName(db, user.name) : user.name;
      const created = await createProfile(db, { userId: user.id, userName, timeZone: zone.success ? zone.data : 'UTC' });
      // The name belongs to someone else: the account just made (and its session) goes again.
      if (created === 'name_taken') await deleteUser(db, user.id);
      return created;
    },
    async hasPassword(userId) {
      return (await findPasswordHash(db, userId)) !== null;
    },
    async onSessionCreated({ userId, ipAddress }) {
      await recordSignIn(db, userId, ipAddress);
      await announce(userId);
    },
    async onSessionExtended({ userId }) {
      await recordSeen(db, userId);
      await announce(userId);
    },
  };
}
