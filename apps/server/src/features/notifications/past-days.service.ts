import { addDays, calendarDay } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { forgetMissedDaysBefore } from './missed-days.repository.js';
import { forgetRemindersBefore } from './reminders.repository.js';

/**
 * Forgets the records of days that are over in every time zone: which reminders went out, and
 * which missed days partners were told of. A record only keeps its own day's message from going
 * twice, and one a day per player would otherwise pile up for ever. Every day before yesterday in
 * UTC is over everywhere: no zone is more than twelve hours behind UTC.
 */
export async function forgetPastDays(db: Database, now: Date): Promise<void> {
  const before = addDays(calendarDay(now, 'UTC'), -1);
  await forgetRemindersBefore(db, before);
  await forgetMissedDaysBefore(db, before);
}
