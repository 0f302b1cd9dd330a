/** How long a password reset link works after it was sent. */
export const RESET_LINK_SECONDS = 60 * 60;
