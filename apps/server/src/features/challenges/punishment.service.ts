import crypto from 'node:crypto';
import {
  findPunishmentGoal,
  PUNISHMENT_GOALS,
  punishmentGoalCost,
  type PartnerAddedPunishment,
  type PunishmentGoalDefinition,
  type PunishmentState,
} from '@gauntlet/core';
import type { Database, Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { countChallenges, findActiveChallenge } from './challenges.repository.js';
import { findBalances, lockBalances, movePoints } from '../../ledger/ledger.repository.js';
import { findNextGoalsOfPlayer, type PartnerGoalRow } from './partner-goals.repository.js';
import { findDraft, saveDraft, type DraftRow } from './punishment.repository.js';

const OFFER_COUNT = 3;
const REROLL_COST = 1;

const cryptoRandomInt = (below: number) => crypto.randomInt(below);

/**
 * `count` catalogue goals (three offers by default), none of `excluded` (the picks, and the offers
 * that stay) and, when possible, none just offered. `randomInt` is the source of chance: crypto
 * for rerolls and picks, seeded for the first offers.
 */
function drawOffers(
  excluded: readonly string[],
  previous: readonly string[] = [],
  randomInt: (below: number) => number = cryptoRandomInt,
  count = OFFER_COUNT,
): string[] {
  const fresh = PUNISHMENT_GOALS.map((goal) => goal.metric).filter((metric) => !excluded.includes(metric));
  const preferred = fresh.filter((metric) => !previous.includes(metric));
  const pool = preferred.length >= count ? preferred : fresh;
  const shuffled = [...pool];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled.slice(0, count);
}

/**
 * The first offers of a picker nobody has touched yet. They are derived from the user and their
 * number of challenges, so reading them (GET) stores nothing yet stays the same until a pick.
 */
async function firstOffers(db: Executor, userId: string): Promise<string[]> {
  const seed = crypto
    .createHash('sha256')
    .update(`${userId}:${await countChallenges(db, userId)}`)
    .digest();
  let position = 0;
  return drawOffers([], [], (below) => seed.readUInt32BE((position++ * 4) % 28) % below);
}

/** The metrics the player picked for the next challenge so far. */
export async function pickedMetrics(db: Executor, userId: string): Promise<string[]> {
  return (await findDraft(db, userId))?.picked ?? [];
}

export function pickedGoals(draft: DraftRow | null): PunishmentGoalDefinition[] {
  return (draft?.picked ?? []).flatMap((metric) => findPunishmentGoal(metric) ?? []);
}

export function coveredPoints(goals: readonly PunishmentGoalDefinition[]): number {
  return goals.reduce((sum, goal) => sum + punishmentGoalCost(goal.punishmentPoints), 0);
}

function toOffer(goal: PunishmentGoalDefinition) {
  return {
    metric: goal.metric,
    title: goal.title,
    description: goal.description,
    goalValue: goal.goalValue,
    gradingType: goal.gradingType,
    punishmentPoints: goal.punishmentPoints,
    cost: punishmentGoalCost(goal.punishmentPoints),
  };
}

/** The goals the player's partner put on the next challenge, as catalogue goals with who added them and why. */
export function partnerGoals(rows: readonly PartnerGoalRow[]): (PunishmentGoalDefinition & { row: PartnerGoalRow })[] {
  return rows.flatMap((row) => {
    const goal = row.metric === null ? undefined : findPunishmentGoal(row.metric);
    return goal ? [{ ...goal, row }] : [];
  });
}

function toPartnerOffer(goal: ReturnType<typeof partnerGoals>[number]): PartnerAddedPunishment {
  const { row } = goal;
  return { ...toOffer(goal), partner: row.partner, reason: row.reason ?? '', addedAt: row.addedAt.toISOString() };
}

/** An offer the partner has put on the next challenge already is not offered to pick again. */
function toState(draft: DraftRow, required: number, fromPartner: readonly PartnerGoalRow[]): PunishmentState {
  const picked = pickedGoals(draft);
  const partnerMetrics = fromPartner.map((row) => row.metric);
  return {
    offers: draft.offers
      .filter((metric) => !partnerMetrics.includes(metric))
      .flatMap((metric) => findPunishmentGoal(metric) ?? [])
      .map(toOffer),
    picked: picked.map(toOffer),
    fromPartner: partnerGoals(fromPartner).map(toPartnerOffer),
    required,
    covered: coveredPoints(picked),
    rerollCost: REROLL_COST,
  };
}

/** The picker's state, drawing the first offers on first use; the draft row serialises changes. */
async function withDraft<T>(
  db: Database,
  userId: string,
  change: (
    tx: Executor,
    draft: DraftRow,
    balances: { rewardPoints: number; punishmentPoints: number },
    fromPartner: PartnerGoalRow[],
  ) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const balances = await lockBalances(tx, userId);
    if (!balances) throw new AppError(404, 'not_found', 'User not found');
    const draft = (await findDraft(tx, userId, true)) ?? { userId, offers: await firstOffers(tx, userId), picked: [] };
    return change(tx, draft, balances, await findNextGoalsOfPlayer(tx, userId));
  });
}

export async function getPunishmentState(db: Database, userId: string): Promise<PunishmentState> {
  const [balances, draft, fromPartner] = await Promise.all([
    findBalances(db, userId),
    findDraft(db, userId),
    findNextGoalsOfPlayer(db, userId),
  ]);
  if (!balances) throw new AppError(404, 'not_found', 'User not found');
  return toState(draft ?? { userId, offers: await firstOffers(db, userId), picked: [] }, balances.punishmentPoints, fromPartner);
}

/**
 * A reroll is charged at once, and only while the user can afford it and has no active challenge
 * (the offers are for the next challenge, which cannot be submitted until then).
 */
export function reroll(db: Database, userId: string): Promise<PunishmentState> {
  return withDraft(db, userId, async (tx, draft, balances, fromPartner) => {
    if (await findActiveChallenge(tx, userId)) {
      throw new AppError(409, 'active_challenge_exists', 'You already have an active challenge. Finish or cancel it first.');
    }
    if (balances.rewardPoints < REROLL_COST) {
      throw new AppError(409, 'cannot_afford', `A reroll costs ${REROLL_COST} reward point and you have none left.`);
    }
    await movePoints(tx, { userId, deltaRewardPoints: -REROLL_COST, deltaPunishmentPoints: 0, reason: 'punishment_reroll' });
    const partnerMetrics = fromPartner.flatMap((row) => row.metric ?? []);
    const next = { ...draft, offers: drawOffers([...draft.picked, ...partnerMetrics], draft.offers) };
    await saveDraft(tx, next);
    return toState(next, balances.punishmentPoints, fromPartner);
  });
}

/**
 * Picking adds one of the current offers to the next challenge, and a new goal takes its place in
 * the offers: the others stay where they are, so the list does not move under the player's thumb.
 */
export function pick(db: Database, userId: string, metric: string): Promise<PunishmentState> {
  return withDraft(db, userId, async (tx, draft, balances, fromPartner) => {
    const partnerMetrics = fromPartner.flatMap((row) => row.metric ?? []);
    if (!draft.offers.includes(metric) || partnerMetrics.includes(metric)) {
      throw new AppError(409, 'not_offered', 'That punishment goal is not one of your current offers.');
    }
    const picked = [...draft.picked, metric];
    const [replacement] = drawOffers([...picked, ...draft.offers, ...partnerMetrics], [], cryptoRandomInt, 1);
    const offers = draft.offers.flatMap((offer) => (offer !== metric ? [offer] : replacement ? [replacement] : []));
    const next = { ...draft, picked, offers };
    await saveDraft(tx, next);
    return toState(next, balances.punishmentPoints, fromPartner);
  });
}

/** A pick can be taken out again until the challenge it is for is submitted (which ends the picker's draft). */
export function unpick(db: Database, userId: string, metric: string): Promise<PunishmentState> {
  return withDraft(db, userId, async (tx, draft, balances, fromPartner) => {
    if (!draft.picked.includes(metric)) {
      throw new AppError(409, 'not_picked', 'That punishment goal is not among your picks.');
    }
    const next = { ...draft, picked: draft.picked.filter((each) => each !== metric) };
    await saveDraft(tx, next);
    return toState(next, balances.punishmentPoints, fromPartner);
  });
}
