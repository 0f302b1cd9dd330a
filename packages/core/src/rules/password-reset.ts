/** How long a password reset link works after it was sent. */
export const RESET_LINK_SECONDS = 60 * 60;

/** The error code of a reset link's token that was used, has expired or was never issued. */
export const INVALID_RESET_TOKEN = 'invalid_token';
