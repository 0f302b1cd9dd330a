import { t } from '@lingui/core/macro';
import { challengeWindow } from '@gauntlet/core';
import { formatLastDay } from '../../../../lib/format';

/** Start and last day of a challenge started now, in the user's own time zone. */
export function ChallengeDates({ now, timeZone, durationDays }: { now: Date; timeZone: string; durationDays: number | null }) {
  if (durationDays === null) {
    return <p className="text-body-secondary small mb-0">{t`Enter a duration to see the start and last day.`}</p>;
  }
  const { startDate, endDate } = challengeWindow(now, timeZone, durationDays);
  return (
    <dl className="row small mb-0" data-testid="challenge-dates">
      <dt className="col-5 col-sm-3">{t`Start`}</dt>
      <dd className="col-7 col-sm-9 mb-1">{formatLastDay(startDate, timeZone)}</dd>
      <dt className="col-5 col-sm-3">{t`Last day`}</dt>
      <dd className="col-7 col-sm-9 mb-0">{formatLastDay(endDate, timeZone)}</dd>
    </dl>
  );
}
