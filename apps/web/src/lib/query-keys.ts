/**
 * Every React Query key of the app, in one place: a feature refreshes another's data (training
 * refreshes the dashboard, a check-in the metrics) by naming its key here, never by importing it.
 * Everything under one first element refreshes together.
 */

export const meQueryKey = ['me'] as const;

export const profileKeys = {
  public: (userId: string) => ['profile', userId] as const,
  recent: ['recent-users'] as const,
};

export const accountKeys = {
  providers: ['account', 'providers'] as const,
  signInMethods: ['account', 'sign-in-methods'] as const,
};

export const challengeKeys = {
  all: ['challenges'] as const,
  dashboard: ['challenges', 'dashboard'] as const,
  suggestions: ['challenges', 'suggestions'] as const,
  premium: ['challenges', 'premium'] as const,
  preview: (body: string) => ['challenges', 'preview', body] as const,
  one: (challengeId: string) => ['challenges', 'one', challengeId] as const,
  current: (userId: string) => ['challenges', 'user', userId, 'current'] as const,
  history: (userId: string) => ['challenges', 'user', userId, 'history'] as const,
};

export const pointsKeys = {
  all: ['points'] as const,
  history: (currency: string, kind: string) => ['points', 'history', currency, kind] as const,
};

export const metricsQueryKey = ['metrics'] as const;
/** A metric's chart; every write to the metric refreshes it. */
export const metricHistoryKey = (metric: string) => ['metric-history', metric] as const;
/** Check-in calendars and streaks; a check-in refreshes them all. */
export const activityKeys = {
  all: ['activity'] as const,
  of: (userId: string) => ['activity', userId] as const,
};
export const punishmentQueryKey = ['punishment'] as const;

export const routineKeys = {
  all: ['routines'] as const,
  mine: ['routines', 'mine'] as const,
  logs: (userId: string, routineId: string | null, limit: number) =>
    ['routines', 'logs', userId, routineId ?? 'all', limit] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  mail: ['admin', 'mail'] as const,
  bootstrap: ['admin', 'bootstrap'] as const,
};

export const taggerKeys = {
  posts: (tags: string, page: number) => ['tagger', 'posts', tags, page] as const,
  favourites: ['favourites'] as const,
};

/** The check-ins this device still has to send for a user (they live in IndexedDB). */
export const checkInQueueKey = (userId: string) => ['check-in-queue', userId] as const;

export const notificationKeys = {
  settings: ['notifications', 'settings'] as const,
  /** The bell's list; the unread count rides on the profile (`meQueryKey`). */
  inbox: ['notifications', 'inbox'] as const,
};

export const partnerKeys = {
  /** Both sides of the Partner page: the player's partner or invite, and the players held. */
  page: ['partner', 'page'] as const,
  invite: (code: string) => ['partner', 'invite', code] as const,
  /** A player as their partner sees them; the partner's event stream replaces it on each change. */
  view: (playerId: string) => ['partner', 'view', playerId] as const,
};
