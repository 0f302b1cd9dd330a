import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '@gauntlet/core';
import { ApiRequestError } from '../../../lib/api-client';

/** Why an invite cannot be answered, as the heading of its page; the error's own text says more below it. */
const TITLES: Partial<Record<ErrorCode, MessageDescriptor>> = {
  invite_used: msg`This invite was already answered`,
  invite_expired: msg`This invite has expired`,
  invite_revoked: msg`This invite was withdrawn`,
  own_invite: msg`This is your own invite`,
  has_partner: msg`This player already has a partner`,
  not_found: msg`This invite does not exist`,
  validation_failed: msg`This invite does not exist`,
};

/**
 * The heading for a refusal that stands whatever the invitee does (used, expired, withdrawn, their
 * own, a player with a partner, unknown), or null for a failure worth a retry (the network).
 */
export function inviteRefusalTitle(error: unknown): string | null {
  const title = error instanceof ApiRequestError && error.code in TITLES ? TITLES[error.code as ErrorCode] : undefined;
  return title ? i18n._(title) : null;
}
