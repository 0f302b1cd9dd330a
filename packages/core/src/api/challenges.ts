import type { z } from 'zod';
import type {
  activitySchema,
  checkInBodySchema,
  challengeOutcomeSchema,
  challengeSchema,
  dashboardSchema,
  finishBodySchema,
  finishOutcomeSchema,
  challengeDetailSchema,
  challengeIdParamsSchema,
  historyEntrySchema,
  manualGradeBodySchema,
  metricHistorySchema,
  metricParamsSchema,
  metricStateSchema,
  newChallengeBodySchema,
  pickPunishmentBodySchema,
  pointsPreviewBodySchema,
  pointsPreviewSchema,
  previousChallengeSchema,
  punishmentStateSchema,
  setMetricBodySchema,
  stepMetricBodySchema,
  suggestionsSchema,
  undoCheckInBodySchema,
} from '../contracts/challenges.js';
import type { userIdParamsSchema } from '../contracts/profile.js';
import { route } from './route.js';

type Metric = typeof metricStateSchema;
type Punishment = typeof punishmentStateSchema;

export const challengesApi = {
  dashboard: route<{ response: typeof dashboardSchema }>('GET', '/api/challenges/dashboard', 'signedIn'),
  submit: route<{ body: typeof newChallengeBodySchema; response: typeof challengeSchema }>('POST', '/api/challenges', 'signedIn'),
  preview: route<{ body: typeof pointsPreviewBodySchema; response: typeof pointsPreviewSchema }>(
    'POST',
    '/api/challenges/preview',
    'signedIn',
  ),
  suggestions: route<{ response: typeof suggestionsSchema }>('GET', '/api/challenges/suggestions', 'signedIn'),
  premium: route<{ response: typeof suggestionsSchema }>('GET', '/api/challenges/premium', 'flag:premium_content'),
  previous: route<{ response: typeof previousChallengeSchema }>('GET', '/api/challenges/previous', 'signedIn'),
  finish: route<{ body: typeof finishBodySchema; response: typeof finishOutcomeSchema }>(
    'POST',
    '/api/challenges/active/finish',
    'signedIn',
  ),
  cancel: route<{ response: typeof challengeOutcomeSchema }>('POST', '/api/challenges/active/cancel', 'signedIn'),
  /** One of the caller's own challenges; another user's answers 404. */
  challenge: route<{ params: typeof challengeIdParamsSchema; response: typeof challengeDetailSchema }>(
    'GET',
    '/api/challenges/:challengeId',
    'signedIn',
  ),
  current: route<{ params: typeof userIdParamsSchema; response: z.ZodArray<typeof challengeSchema> }>(
    'GET',
    '/api/challenges/users/:userId',
    'public',
  ),
  history: route<{ params: typeof userIdParamsSchema; response: z.ZodArray<typeof historyEntrySchema> }>(
    'GET',
    '/api/challenges/users/:userId/history',
    'public',
  ),
  metrics: route<{ response: z.ZodArray<Metric> }>('GET', '/api/challenges/metrics', 'signedIn'),
  checkIn: route<{ params: typeof metricParamsSchema; body: typeof checkInBodySchema; response: Metric }>(
    'POST',
    '/api/challenges/metrics/:metric/check-in',
    'signedIn',
  ),
  /** Takes back the goal's check-in for a day, made today; the undo is recorded. */
  undoCheckIn: route<{ params: typeof metricParamsSchema; body: typeof undoCheckInBodySchema; response: Metric }>(
    'POST',
    '/api/challenges/metrics/:metric/check-in/undo',
    'signedIn',
  ),
  /** Takes back the goal's latest step or switch turn, made today; the undo is recorded. */
  undoChange: route<{ params: typeof metricParamsSchema; response: Metric }>(
    'POST',
    '/api/challenges/metrics/:metric/undo',
    'signedIn',
  ),
  stepMetric: route<{ params: typeof metricParamsSchema; body: typeof stepMetricBodySchema; response: Metric }>(
    'POST',
    '/api/challenges/metrics/:metric/step',
    'signedIn',
  ),
  setMetric: route<{ params: typeof metricParamsSchema; body: typeof setMetricBodySchema; response: Metric }>(
    'PUT',
    '/api/challenges/metrics/:metric',
    'signedIn',
  ),
  manualGrade: route<{ params: typeof metricParamsSchema; body: typeof manualGradeBodySchema; response: Metric }>(
    'POST',
    '/api/challenges/metrics/:metric/manual',
    'signedIn',
  ),
  metricHistory: route<{ params: typeof metricParamsSchema; response: typeof metricHistorySchema }>(
    'GET',
    '/api/challenges/metrics/:metric/history',
    'signedIn',
  ),
  /** The check-in calendar and streaks: the owner's always, anyone's once they made it public. */
  activity: route<{ params: typeof userIdParamsSchema; response: typeof activitySchema }>(
    'GET',
    '/api/challenges/users/:userId/activity',
    'public',
  ),
  punishment: route<{ response: Punishment }>('GET', '/api/challenges/punishment', 'signedIn'),
  reroll: route<{ response: Punishment }>('POST', '/api/challenges/punishment/reroll', 'signedIn'),
  pick: route<{ body: typeof pickPunishmentBodySchema; response: Punishment }>(
    'POST',
    '/api/challenges/punishment/pick',
    'signedIn',
  ),
  /** Takes a pick back out of the next challenge; possible until that challenge is submitted. */
  unpick: route<{ params: typeof metricParamsSchema; response: Punishment }>(
    'DELETE',
    '/api/challenges/punishment/picks/:metric',
    'signedIn',
  ),
};
