import type { Executor } from '../db/database.js';
import { bumpUserVersion, notifyUser } from './changes.repository.js';

/**
 * Every event the server tells all its instances of, by name, with what it carries. Each is about
 * one user, and travels as that user's id: an instance that hears it forgets what it keeps of the
 * user and refreshes the user's open streams. A new kind of event is a new key here and its way
 * of being sent in `senders` (the compiler asks for both).
 */
export interface ChangeEvents {
  /**
   * Something of the user changed (points, profile, permissions, a sign-in). The user's version
   * goes up, so a stream resumed with an older version knows it missed something.
   */
  'user.changed': { userId: string };
  /**
   * A session of the user ended (signed out, or the account deleted). Each open stream of the
   * user checks its own session and closes once that has ended; nothing of the user changed, so
   * the version stays.
   */
  'session.ended': { userId: string };
}

export type ChangeEvent = keyof ChangeEvents;

const senders: { [E in ChangeEvent]: (db: Executor, payload: ChangeEvents[E]) => Promise<void> } = {
  'user.changed': (db, { userId }) => bumpUserVersion(db, userId),
  'session.ended': (db, { userId }) => notifyUser(db, userId),
};

/**
 * Tells every instance on the database of the event, once the change it reports has committed.
 * Nothing is forgotten in this process: a running server publishes through `Changes`, which does.
 */
export function sendChange<E extends ChangeEvent>(db: Executor, event: E, payload: ChangeEvents[E]): Promise<void> {
  return senders[event](db, payload);
}
