import crypto from 'node:crypto';
import { numberedUserName, timeZoneSchema } from '@gauntlet/core';
import type { AccountHooks } from '../../auth/auth.js';
import type { Database } from '../../db/database.js';
import { violatesUnique } from '../../db/unique-violation.js';
import { createProfile, deleteUser, stampLogin, takenUserNames, USER_NAME_INDEX } from '../profile/profile.repository.js';

/** How many numbered variants of a provider's suggested name are tried before a random one. */
const NUMBERED_NAMES = 20;

/**
 * A free user name for an account made by an outside provider: the suggestion, else the first
 * free of suggestion-2 … suggestion-20, else the suggestion with a random ending.
 */
async function freeUserName(db: Database, suggestion: string): Promise<string> {
  const candidates = [suggestion];
  for (let n = 2; n <= NUMBERED_NAMES; n++) candidates.push(numberedUserName(suggestion, n));
  const taken = await takenUserNames(db, candidates);
  return (
    candidates.find((name) => !taken.has(name.toLowerCase())) ?? numberedUserName(suggestion, crypto.randomInt(1000, 1_000_000))
  );
}

/**
 * The account data that goes with better-auth's users and sessions. `announce` tells every
 * instance that the user changed (a sign-in changes the last login their profile shows).
 */
export function accountHooks(db: Database, announce: (userId: string) => Promise<void>): AccountHooks {
  return {
    // Every account gets its profile: 0 RP, 0 PP, basic role, free tier, in the browser's zone.
    async onUserCreated(user, { timeZone, viaProvider }) {
      const zone = timeZoneSchema.safeParse(timeZone);
      const userName = viaProvider ? await freeUserName(db, user.name) : user.name;
      try {
        await createProfile(db, { userId: user.id, userName, timeZone: zone.success ? zone.data : 'UTC' });
        return 'created';
      } catch (error) {
        if (!violatesUnique(error, USER_NAME_INDEX)) throw error;
        // The name belongs to someone else: the account just made (and its session) goes again.
        await deleteUser(db, user.id);
        return 'name_taken';
      }
    },
    async onSessionCreated({ userId, ipAddress }) {
      await stampLogin(db, userId, ipAddress);
      await announce(userId);
    },
  };
}
