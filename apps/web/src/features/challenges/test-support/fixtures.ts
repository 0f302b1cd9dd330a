import type {
  Challenge,
  Dashboard,
  Goal,
  MetricState,
  PunishmentOffer,
  PunishmentState,
  SuggestedChallenge,
} from '@gauntlet/core';

const DAY = 86_400_000;

export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: '0b5c3c1e-8f63-4a3e-9a0e-0c5b0b1f2a01',
    title: 'Workout',
    description: '',
    category: 'Exercise',
    metric: 'work-out-days',
    gradingType: 'CheckIn',
    goalValue: 5,
    startValue: 0,
    rewardPoints: 6,
    punishmentPoints: 4,
    ...overrides,
  };
}

export function makeMetric(overrides: Partial<MetricState> = {}): MetricState {
  return {
    metric: 'work-out-days',
    name: 'Workout days',
    unit: 'days',
    currentValue: 2,
    lastUpdated: null,
    gradingType: 'CheckIn',
    checkedInToday: false,
    checkedInYesterday: false,
    ...overrides,
  };
}

/** A challenge that started yesterday and ends in three days (so today is not its last day). */
export function makeChallenge(overrides: Partial<Challenge> = {}): Challenge {
  const now = Date.now();
  return {
    challengeId: 'c1',
    userId: '5b0d7c7e-1f7e-4b8e-9d55-7d1e4f6f1a01',
    title: 'Spring Training',
    description: 'Train every day.',
    startDate: new Date(now - DAY).toISOString(),
    endDate: new Date(now + 3 * DAY).toISOString(),
    timeZone: 'UTC',
    status: 'active',
    rewardPoints: 6,
    punishmentPoints: 4,
    punishmentWorkedOff: 0,
    partnerConfirms: null,
    partnerApproves: false,
    goals: [makeGoal()],
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    activeChallenge: null,
    cancelNeedsApproval: false,
    cancelRequest: null,
    metrics: [],
    confirmations: [],
    hasCompletedChallenge: false,
    rewardCap: 0,
    ...overrides,
  };
}

export function makeOffer(overrides: Partial<PunishmentOffer> = {}): PunishmentOffer {
  return {
    metric: 'pun-cold-shower',
    title: 'Cold showers',
    description: 'End the day with a two-minute cold shower.',
    goalValue: 3,
    gradingType: 'CheckIn',
    punishmentPoints: 6,
    cost: 3,
    ...overrides,
  };
}

export function makePunishment(overrides: Partial<PunishmentState> = {}): PunishmentState {
  return {
    offers: [
      makeOffer(),
      makeOffer({ metric: 'pun-extra-plank', title: 'Daily plank', goalValue: 7, punishmentPoints: 14, cost: 7 }),
      makeOffer({ metric: 'pun-lines', title: 'Write lines', goalValue: 1, gradingType: 'Manual', punishmentPoints: 2, cost: 1 }),
    ],
    picked: [],
    fromPartner: [],
    required: 0,
    covered: 0,
    rerollCost: 1,
    ...overrides,
  };
}

/** A suggested challenge as the server sends it: the catalogue's English with its ids. */
export function makeSuggestion(): SuggestedChallenge {
  return {
    key: 'jock-training',
    title: 'Jock Training',
    description: 'Locked all week, training and running.',
    durationDays: 7,
    goals: [
      { title: 'Stay locked', category: 'Chastity', metric: 'cage-days', gradingType: 'CheckIn', goalValue: 7 },
      { title: 'Run!', category: 'Exercise', metric: 'distance-run', gradingType: 'AutomaticHigher', goalValue: 20 },
    ],
  };
}
