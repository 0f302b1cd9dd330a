/** Upper-cases the first letter: 'moderator' becomes 'Moderator'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A feature flag as people read it: 'premium_content' becomes 'Premium content'. */
export function flagName(flag: string): string {
  return capitalise(flag.replaceAll('_', ' '));
}
