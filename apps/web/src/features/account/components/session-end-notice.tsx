import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SESSION_IDLE_DAYS } from '@gauntlet/core';
import type { SessionEnd } from '../../../lib/session-end';

/** Why the player is signed out, when the app learned their session ended; the device kept nothing. */
const SESSION_END_TEXT: Record<SessionEnd, MessageDescriptor> = {
  expired: msg`You were logged out because you had not used Gauntlet on this device for ${SESSION_IDLE_DAYS} days. Log in again to carry on.`,
  signed_out: msg`You were logged out: a logout in another tab or a new password ended this session. Log in again to carry on.`,
  account_deleted: msg`Your account was deleted, with all its data.`,
  ended_elsewhere: msg`You were logged out: a logout in another tab, a new password or the deletion of the account ended this session. Log in again to carry on.`,
};

/** Rarely needed, so the sign-in form, part of the first load, fetches it only when it has something to say. */
export default function SessionEndNotice({ reason }: { reason: string }) {
  // A reason an older app stored, and this one does not know, is not told.
  if (!Object.hasOwn(SESSION_END_TEXT, reason)) return null;
  return (
    <div className="alert alert-warning" role="status" data-testid="session-end">
      {i18n._(SESSION_END_TEXT[reason as SessionEnd])}
    </div>
  );
}
