import {
  partnerPresets,
  type PartnerAction,
  type PartnerPage,
  type PartnerPerson,
  type PartnerPlayerGlance,
  type Partnership,
  type PartnerView,
} from '@gauntlet/core';
import { makeChallenge, makeDashboard, makeMetric } from '../../challenges/test-support/fixtures';

export const PLAYER: PartnerPerson = { userId: '1d6c1e0e-6a43-4b6f-8e0c-7a1f1c3f9a01', userName: 'alice', avatarUrl: null };
export const PARTNER: PartnerPerson = { userId: '2e7d2f1f-7b54-4c70-9f1d-8b2a2d4a0b02', userName: 'bob', avatarUrl: null };

const DAY = 86_400_000;

/** A keyholder partnership that started two days ago, so its partner is not yet trusted. */
export function makePartnership(overrides: Partial<Partnership> = {}): Partnership {
  const startedAt = new Date(Date.now() - 2 * DAY);
  return {
    id: '3f8e3a2a-8c65-4d81-a02e-9c3b3e5b1c03',
    player: PLAYER,
    partner: PARTNER,
    contract: partnerPresets.keyholder,
    effectiveLimits: { punishmentPointsPerDay: 10, rewardPointsPerDay: 10, punishmentGoalsPerChallenge: 1 },
    startedAt: startedAt.toISOString(),
    trustedFrom: new Date(startedAt.getTime() + 7 * DAY).toISOString(),
    ...overrides,
  };
}

export function makeAction(overrides: Partial<PartnerAction> = {}): PartnerAction {
  return {
    id: '4a9f4b3b-9d76-4e92-b13f-ad4c4f6c2d04',
    kind: 'punished',
    actor: PARTNER,
    points: 5,
    goal: null,
    reason: 'Skipped the run',
    checkIn: null,
    createdAt: '2026-11-29T10:05:00.000Z',
    ...overrides,
  };
}

export function makePage(
  overrides: { asPlayer?: Partial<PartnerPage['asPlayer']>; asPartner?: PartnerPlayerGlance[] } = {},
): PartnerPage {
  return {
    asPlayer: { partnership: null, invite: null, actions: [], ...overrides.asPlayer },
    asPartner: overrides.asPartner ?? [],
  };
}

export function makeGlance(overrides: Partial<PartnerPlayerGlance> = {}): PartnerPlayerGlance {
  return {
    partnership: makePartnership(),
    activeChallenge: { id: 'c1', title: 'Spring Training', endsAt: new Date(Date.now() + 3 * DAY).toISOString() },
    checkInsDueToday: 2,
    checkedInToday: 1,
    cancelRequest: null,
    rewardPoints: 12,
    punishmentPoints: 7,
    ...overrides,
  };
}

/** What a keyholder sees of a player with a running challenge. */
export function makeView(overrides: Partial<PartnerView> = {}): PartnerView {
  return {
    partnership: makePartnership(),
    rewardPoints: 12,
    punishmentPoints: 7,
    dashboard: makeDashboard({ activeChallenge: makeChallenge({ userId: PLAYER.userId }), metrics: [makeMetric()] }),
    recentPoints: [],
    recentRoutineLogs: [],
    allowance: { punishmentPointsLeftToday: 6, rewardPointsLeftToday: 10 },
    nextChallengeGoals: { added: [], left: 1 },
    actions: [makeAction()],
    ...overrides,
  };
}
