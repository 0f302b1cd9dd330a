import type { Auth } from './auth/auth.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { ReadCache } from './db/read-cache.js';
import type { MailRoom } from './mail/mail-room.js';
import type { ExternalKeys } from './features/external/external.service.js';
import type { ProfileEvents } from './features/profile/profile-events.js';

/** What every feature's routes receive from the app. */
export interface AppDeps {
  config: Config;
  db: Database;
  auth: Auth;
  /** Signs the session cookies (better-auth's secret). */
  authSecret: string;
  profileEvents: ProfileEvents;
  /** The hottest reads of each user, kept until the user changes (profileEvents forgets them). */
  readCache: ReadCache;
  externalKeys: ExternalKeys;
  /** Sends the app's mail, in the background of the requests that cause it. */
  mailRoom: MailRoom;
  /** The code that makes its holder the first administrator; null once an administrator exists. */
  adminSetupCode: string | null;
}
