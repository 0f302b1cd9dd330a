import { t } from '@lingui/core/macro';
import type { InboxKind, InboxNotification } from '@gauntlet/core';
import { paths } from '../../../lib/paths';

/** What a notification says, in the language active when it is shown. */
export function inboxNotificationText({ kind, challenge }: Pick<InboxNotification, 'kind' | 'challenge'>): string {
  const title = challenge?.title ?? t`your challenge`;
  switch (kind) {
    case 'daily_check_in':
      return t`Time to check in on ${title}`;
    case 'last_day':
      return t`Last day of ${title}`;
    case 'ended_unfinished':
      return t`${title} ended: finish it to collect your points`;
    case 'punishment_waiting':
      return t`Punishment points are waiting: start a challenge to work them off`;
  }
}

/**
 * Where following a notification leads: the screen where the player does what it asks, the same
 * one its push opens (a check-in and the last day on the dashboard, an ended challenge on the
 * finish screen, a new challenge from the dashboard).
 */
const SCREEN: Record<InboxKind, string> = {
  daily_check_in: paths.dashboard,
  last_day: paths.dashboard,
  ended_unfinished: paths.finishChallenge,
  punishment_waiting: paths.dashboard,
};

export const inboxNotificationPath = (kind: InboxKind): string => SCREEN[kind];
