import type { Auth } from './auth/auth.js';
import type { Changes } from './changes/changes.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { MailRoom } from './mail/mail-room.js';
import type { ReadCache } from './db/read-cache.js';

/** The keys of external goals, from the server's secrets. */
export interface ExternalKeys {
  /** Signs tokens; never leaves the server. */
  tokenKey: string;
  /** Shared with trusted external applications, which sign completions with it. */
  appSecret: string;
}

/** What every feature's routes receive from the app. */
export interface AppDeps {
  config: Config;
  db: Database;
  auth: Auth;
  /** Signs the session cookies (better-auth's secret). */
  authSecret: string;
  /** Tells every instance that a user changed, and watches users for their live streams. */
  changes: Changes;
  /** The hottest reads of each user, kept until the user changes (`changes` forgets them). */
  readCache: ReadCache;
  externalKeys: ExternalKeys;
  /** Sends the app's mail, queued by the requests that cause it and retried while the mail server fails. */
  mailRoom: MailRoom;
  /** The code that makes its holder the first administrator; null once an administrator exists. */
  adminSetupCode: string | null;
}
