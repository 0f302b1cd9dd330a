import { partnerInvitePath } from '../../../lib/paths';

/** The link a player shares: the invite's page on this site, its code in the path. */
export const inviteLink = (code: string) => `${window.location.origin}${partnerInvitePath(code)}`;
