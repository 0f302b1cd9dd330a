import { t } from '@lingui/core/macro';
import type { ReminderKind } from '@gauntlet/core';

interface ReminderKindText {
  title: string;
  /** When this reminder comes, in one line, so the player knows what a switch turns on. */
  when: string;
}

/** Read when shown, so each text is in the language active at that moment. */
export function reminderKindText(kind: ReminderKind): ReminderKindText {
  switch (kind) {
    case 'daily_check_in':
      return {
        title: t`Daily check-in reminder`,
        when: t`At the time you pick, only on days with a check-in still open, never after you did it.`,
      };
    case 'last_day':
      return {
        title: t`Last day of a challenge`,
        when: t`In the morning of your challenge's last day.`,
      };
    case 'ended_unfinished':
      return {
        title: t`Challenge ended, not finished`,
        when: t`The day after it ended, then once more three days later.`,
      };
    case 'punishment_waiting':
      return {
        title: t`Punishment points waiting`,
        when: t`When you have punishment points and no active challenge for two days.`,
      };
  }
}
