import { plural, t } from '@lingui/core/macro';
import { useMe } from '../../../../lib/session';
import { useActivity } from '../../api/progress-api';
import './check-in-feedback.css';

/** The check-in streak of the metric, once the server has the check-in (its calendar counts only what it holds). */
function StreakText({ userId, metric }: { userId: string; metric: string }) {
  const activity = useActivity(userId);
  const current = activity.data?.streaks.find((streak) => streak.metric === metric)?.current ?? 0;
  return current > 0 ? <> · {plural(current, { one: '#-day streak', other: '#-day streak' })}</> : null;
}

/**
 * Right after a check-in: a tick that pops once (still for players who ask for less motion) and
 * the streak it keeps going. The goal's count and what it is worth show on its row.
 */
export function CheckInFeedback({ metric, recorded }: { metric: string; recorded: boolean }) {
  const { data: me } = useMe();
  return (
    <div role="status" className="check-in-feedback small fw-semibold text-success" data-testid={`check-in-feedback-${metric}`}>
      <span className="check-in-tick" aria-hidden="true">
        ✓
      </span>{' '}
      {t`Checked in!`}
      {recorded && me && <StreakText userId={me.userId} metric={metric} />}
    </div>
  );
}
