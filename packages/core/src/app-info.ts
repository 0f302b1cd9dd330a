export const APP_NAME = 'Gauntlet';
export const APP_VERSION = '0.10.0';
export const COPYRIGHT_YEAR = 2025;
export const LEGAL_LAST_UPDATED = '2025-08-31';
/** The dashboard's and profile's list lengths. */
export const RECENT_USERS_LIMIT = 10;
