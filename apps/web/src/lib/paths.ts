import { generatePath } from 'react-router';

/**
 * Every screen's path, declared once: the router mounts the screens here, and every link and
 * navigation goes through these names. The URLs are the original product's, kept as they were so
 * that bookmarks and shared profile links still open the same screen.
 */
export const paths = {
  home: '/',
  faq: '/faq',
  terms: '/terms-of-use',
  privacy: '/privacy-policy',
  siteMap: '/webmap',
  unauthorized: '/unauthorized',
  forgotPassword: '/forgot-password',
  /** Opened from the link of a password-reset mail, which the server builds with the same path. */
  resetPassword: '/reset-password',
  /** Opened from a reminder mail's unsubscribe link, which the server builds with the same path. */
  unsubscribe: '/unsubscribe',
  /** Opened from the link of a verification mail, which the server builds with the same path. */
  verifyEmail: '/verify-email',
  upgrade: '/upgrade',
  deck: '/deck',
  tagger: '/tagger',
  ownProfile: '/profile/show',
  profile: '/profile/show/:uid',
  dashboard: '/dashboard',
  editProfile: '/profile/edit',
  notifications: '/notifications',
  points: '/points',
  newChallenge: '/newchallenge',
  seeChallenge: '/seechallenge',
  challenge: '/seechallenge/:challengeId',
  finishChallenge: '/finishchallenge',
  metrics: '/metrics',
  routines: '/routines',
  addRoutine: '/add-routine',
  training: '/training',
  slideshow: '/teaser',
  device: '/coyote',
  favourites: '/show-favs',
  videoTagger: '/video',
  admin: '/admin',
  /** Where the first administrator is made while there is none. */
  adminSetup: '/admin/setup',
  premiumChallenges: '/premium-challenges',
  partner: '/partner',
  /** Opened from the link a player shares with the person they invite as their partner. */
  partnerInvite: '/partner/invite/:code',
  partnerPlayer: '/partner/players/:playerId',
} as const;

export const profilePath = (uid: string) => generatePath(paths.profile, { uid });

export const challengePath = (challengeId: string) => generatePath(paths.challenge, { challengeId });

export const partnerInvitePath = (code: string) => generatePath(paths.partnerInvite, { code });

export const partnerPlayerPath = (playerId: string) => generatePath(paths.partnerPlayer, { playerId });

/** The query the routines screen reads: the form for a new routine, or the routine to edit. */
export const routinesQuery = { create: 'create', edit: 'edit' } as const;

/** The routines screen's form for a new routine, as a query alone: it stays on /routines or /add-routine. */
export const createRoutineSearch = `?${routinesQuery.create}=true`;

export const editRoutineSearch = (routineId: string) => `?${routinesQuery.edit}=${encodeURIComponent(routineId)}`;

export const createRoutinePath = `${paths.routines}${createRoutineSearch}`;

/** The query the training screen reads: the routine to start on. */
export const trainingQuery = { routine: 'routine' } as const;

export const trainingPath = (routineId: string) => `${paths.training}?${trainingQuery.routine}=${encodeURIComponent(routineId)}`;
