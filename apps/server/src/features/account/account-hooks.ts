import { timeZoneSchema } from '@gauntlet/core';
import type { AccountHooks } from '../../auth/auth.js';
import type { Database } from '../../db/database.js';
import { violatesUnique } from '../../db/unique-violation.js';
import { createProfile, deleteUser, stampLogin, USER_NAME_INDEX } from '../profile/profile.repository.js';

/** The account data that goes with better-auth's users and sessions. */
export function accountHooks(db: Database): AccountHooks {
  return {
    // Every account gets its profile: 0 RP, 0 PP, basic role, free tier, in the browser's zone.
    async onUserCreated(user, signUpBody) {
      const zone = timeZoneSchema.safeParse((signUpBody as { timeZone?: unknown } | undefined)?.timeZone);
      try {
        await createProfile(db, { userId: user.id, userName: user.name, timeZone: zone.success ? zone.data : 'UTC' });
        return 'created';
      } catch (error) {
        if (!violatesUnique(error, USER_NAME_INDEX)) throw error;
        // The name belongs to someone else: the account just made (and its session) goes again.
        await deleteUser(db, user.id);
        return 'name_taken';
      }
    },
    onSessionCreated: ({ userId, ipAddress }) => stampLogin(db, userId, ipAddress),
  };
}
