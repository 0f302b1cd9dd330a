import { canUndoOn, type MetricState } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findLatestChanges, findMetric, lockMetric, setMetricValue } from './metrics.repository.js';
import { activeGoals, metricNotFound, stateOf } from './metrics.service.js';
import type { Executor } from '../../db/database.js';
import { followManualSwitch } from './manual-grades.service.js';
import { keepTakenBack, lockCheckIn, takeBackCheckIn, type CheckInRow } from './undo.repository.js';

const undoDayOver = () =>
  new AppError(409, 'undo_day_over', 'Only what was done today can be undone: that day is over in your challenge’s time zone.');

/** The answer to an undo that found no goal to undo on: the metric is not the caller's, or the goal has no such undo. */
async function noGoal(db: Database, userId: string, metric: string, refusal: AppError): Promise<AppError> {
  return (await findMetric(db, userId, metric)) ? refusal : metricNotFound();
}

/**
 * Takes back the check-in a goal of the active challenge has for `day`, when it was made today
 * in the challenge's zone (a check-in for yesterday made today counts as today's). Once only:
 * the check-in is locked, so a second undo, concurrent or not, finds nothing to take back.
 */
export async function undoCheckIn(db: Database, userId: string, metric: string, day: string): Promise<MetricState> {
  const now = new Date();
  const state = await db.transaction(async (tx) => {
    const active = await activeGoals(tx, userId);
    if (!active.challenge || active.gradingOf.get(metric) !== 'CheckIn') return null;
    const checkIn = await lockCheckIn(tx, active.challenge.id, metric, day);
    if (!checkIn) throw new AppError(409, 'nothing_to_undo', 'This goal has no check-in for that day to undo.');
    if (!canUndoOn(checkIn.createdAt, now, active.challenge.timeZone)) throw undoDayOver();
    const row = await takeBackCheckIn(tx, checkIn);
    return row && stateOf(tx, row, active);
  });
  if (state) return state;
  const notCheckIn = new AppError(
    409,
    'not_a_check_in_goal',
    'Only a check-in goal of your active challenge has check-ins to undo.',
  );
  throw await noGoal(db, userId, metric, notCheckIn);
}

/** The taps the general undo takes back; a check-in has its own undo, by day. */
const UNDOABLE_CAUSES = new Set(['step', 'set', 'manual']);

/**
 * Takes back the latest change of a goal of the active challenge when a tap made it today in the
 * challenge's zone (a step, a typed value or the manual switch): the metric goes back to the
 * value before it, recorded as an undo. Once only: the metric is locked, and once undone its
 * latest change is the undo, which nothing takes back.
 */
export async function undoChange(db: Database, userId: string, metric: string): Promise<MetricState> {
  const now = new Date();
  const nothingToUndo = new AppError(409, 'nothing_to_undo', 'This goal has no step or switch of today to undo.');
  const state = await db.transaction(async (tx) => {
    const active = await activeGoals(tx, userId);
    const locked = active.challenge && active.gradingOf.has(metric) ? await lockMetric(tx, userId, metric) : null;
    if (!active.challenge || !locked) return null;
    const [latest, before] = await findLatestChanges(tx, userId, metric, 2);
    if (!latest || !UNDOABLE_CAUSES.has(latest.cause ?? '')) throw nothingToUndo;
    if (!canUndoOn(latest.at, now, active.challenge.timeZone)) throw undoDayOver();
    const row = await setMetricValue(tx, userId, metric, before?.value ?? 0, 'undo');
    // Undoing a switch's turn moves a manual goal's claim as the turn back would.
    if (row && active.gradingOf.get(metric) === 'Manual') {
      await followManualSwitch(tx, active.challenge, metric, locked.currentValue, row.currentValue);
    }
    return row && stateOf(tx, row, active);
  });
  if (state) return state;
  throw await noGoal(db, userId, metric, nothingToUndo);
}

/**
 * What a partner's rejection of a check-in (already removed, in the caller's transaction) leaves,
 * as the player's own undo does: the history keeps it with the partner's reason, and the metric
 * loses the one it gained.
 */
export async function takeBackRejected(tx: Executor, checkIn: CheckInRow, reason: string): Promise<void> {
  await keepTakenBack(tx, checkIn, reason);
}
