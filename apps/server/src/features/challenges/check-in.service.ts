import { checkInDayRefusal, checkInDayRefusalText, type CheckInBody, type MetricState } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { checkInOnce, findCheckInByKey, wasUndone } from './check-in.repository.js';
import { findMetric } from './metrics.repository.js';
import { activeGoals, metricNotFound, stateOf, toMetricState, type ActiveGoals } from './metrics.service.js';

type CheckInOutcome = Awaited<ReturnType<typeof checkInOnce>>;

/** Why a check-in of this metric for this day was not recorded, if the goal or the day is the reason. */
function checkInRefusal(attempt: CheckInOutcome, now: Date): AppError | null {
  if (attempt?.gradingType !== 'CheckIn') {
    return new AppError(409, 'not_a_check_in_goal', 'Only a check-in goal of your active challenge can be checked in.');
  }
  const { window, day } = attempt;
  const refusal = checkInDayRefusal(day, now, window);
  if (!refusal) return null;
  const message = checkInDayRefusalText(refusal, day, window);
  // A challenge past its last day is finished, not checked in: the same answer as before the day rule.
  return refusal === 'after_end'
    ? new AppError(409, 'challenge_over', message)
    : new AppError(422, 'check_in_day_closed', message);
}

/**
 * Check-in: for today or yesterday inside the challenge (the core rule), once per metric,
 * challenge and day, enforced by the database in one statement. A request carrying the
 * idempotency key of a check-in already recorded for the same metric and day is a replay and
 * gets the metric's state again; the same key with another metric or day, or of a check-in
 * taken back since, is refused. A recorded check-in tells the player's partner, once per
 * challenge and day.
 */
export async function checkIn(db: Database, userId: string, metric: string, body: CheckInBody = {}): Promise<MetricState> {
  const now = new Date();
  const idempotencyKey = body.idempotencyKey ?? null;
  const attempt = await checkInOnce(db, { userId, metric, day: body.day ?? null, now, idempotencyKey });
  if (attempt?.recorded) {
    const { row, otherDayCheckedIn } = attempt.recorded;
    const checkedIn =
      attempt.day === attempt.today
        ? { today: true, yesterday: otherDayCheckedIn }
        : { today: otherDayCheckedIn, yesterday: true };
    return toMetricState(row, 'CheckIn', checkedIn);
  }
  // Nothing was recorded; only now is it worth reading why.
  if (idempotencyKey) {
    const earlier = await findCheckInByKey(db, userId, idempotencyKey);
    if (earlier) return replayed(db, userId, metric, body, earlier, await activeGoals(db, userId));
    if (await wasUndone(db, userId, idempotencyKey)) {
      throw new AppError(409, 'check_in_undone', 'This check-in was undone, so it is not recorded again.');
    }
  }
  const refusal = checkInRefusal(attempt, now);
  if (refusal) throw refusal;
  if (!(await findMetric(db, userId, metric))) throw metricNotFound();
  throw new AppError(409, 'already_checked_in', 'You have already checked in on this goal for that day.');
}

async function replayed(
  db: Database,
  userId: string,
  metric: string,
  body: CheckInBody,
  earlier: { metric: string; day: string },
  active: ActiveGoals,
): Promise<MetricState> {
  if (earlier.metric !== metric || (body.day !== undefined && body.day !== earlier.day)) {
    throw new AppError(409, 'idempotency_key_reused', 'This idempotency key was already used for another check-in.');
  }
  const row = await findMetric(db, userId, metric);
  if (!row) throw metricNotFound();
  return stateOf(db, row, active);
}
