import crypto from 'node:crypto';
import {
  completionIsFresh,
  completionSigningInput,
  externalCompletionSchema,
  externalUnit,
  INVALID_COMPLETION_MESSAGE,
  MIN_SIGNATURE_LENGTH,
  TOKEN_LIFETIME_MS,
  tokenSigningInput,
  type ExternalProgress,
} from '@gauntlet/core';
import type { ExternalKeys } from '../../app-deps.js';
import type { Database, Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findActiveGoals } from '../challenges/challenges.service.js';
import { addToMetric } from '../challenges/metrics.service.js';
import { insertToken, spendNonce } from './external.repository.js';
import { decodeBase64UrlJson, encodeBase64UrlJson, hmacHex, signaturesMatch } from './signing.js';

const invalidCompletion = () => new AppError(400, 'invalid_completion', INVALID_COMPLETION_MESSAGE);

async function activeExternalGoal(db: Executor, userId: string, goalId: string) {
  const goals = await findActiveGoals(db, userId);
  return goals.find((goal) => goal.id === goalId && goal.gradingType === 'External') ?? null;
}

export async function issueToken(db: Database, keys: ExternalKeys, userId: string, goalId: string) {
  const goal = await activeExternalGoal(db, userId, goalId);
  if (!goal) throw new AppError(404, 'goal_not_found', 'Your active challenge has no external goal with this id.');
  const issuedAt = new Date();
  const expiresAt = new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS);
  const payload = {
    userId,
    goalId,
    goalType: 'External' as const,
    targetValue: goal.goalValue,
    targetUnit: externalUnit(goal.metric),
    nonce: crypto.randomBytes(16).toString('hex'),
    issuedAt: issuedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
  await insertToken(db, { nonce: payload.nonce, userId, goalId, expiresAt });
  const signature = hmacHex(keys.tokenKey, tokenSigningInput(payload));
  return { token: encodeBase64UrlJson({ ...payload, signature }), expiresAt: payload.expiresAt };
}

/**
 * Applies a signed completion from an external application: well formed, no older than 24
 * hours, correctly signed, for an unspent nonce of this user's active external goal.
 */
export async function acceptCompletion(
  db: Database,
  keys: ExternalKeys,
  userId: string,
  text: string,
): Promise<ExternalProgress> {
  const parsed = externalCompletionSchema.safeParse(decodeBase64UrlJson(text));
  if (!parsed.success) throw invalidCompletion();
  const completion = parsed.data;
  const now = new Date();
  if (!completionIsFresh(completion.completedAt, now)) throw invalidCompletion();
  if (completion.signature.length < MIN_SIGNATURE_LENGTH) throw invalidCompletion();
  const expected = hmacHex(keys.appSecret, completionSigningInput(completion));
  if (!signaturesMatch(expected, completion.signature)) throw invalidCompletion();

  return db.transaction(async (tx) => {
    const goal = await activeExternalGoal(tx, userId, completion.goalId);
    if (!goal || !(await spendNonce(tx, completion.requestNonce, userId, goal.id, now))) throw invalidCompletion();
    const added = completion.completedValue;
    return {
      addedValue: added,
      unit: externalUnit(goal.metric),
      currentValue: await addToMetric(tx, userId, goal.metric, added),
      goalValue: goal.goalValue,
    };
  });
}
