import { z } from 'zod';

/**
 * Every code the server puts in an error answer, declared once: the server can throw no other,
 * and the web app must word each of them, so a new or renamed code fails to compile rather than
 * reaching a reader as a general sentence.
 */
export const errorCodes = [
  // Refusals of any route: access, the request's shape, limits.
  'unauthorized',
  /** The request carried a session cookie whose session no longer exists or has expired. */
  'session_ended',
  'forbidden',
  'foreign_origin',
  'not_found',
  'validation_failed',
  'bad_request',
  'bad_url',
  'unsupported_media_type',
  'too_large',
  'request_timeout',
  'headers_too_large',
  'rate_limited',
  'internal',
  /** The instance cannot serve yet: migrations run, the schema is behind, or the database is out of reach. */
  'not_ready',
  // Account and sign-in.
  'invalid_request',
  'invalid_credentials',
  'invalid_password',
  'username_taken',
  /** Raised by the sign-up bridge and answered as if the sign-up were new, so no reader learns who has an account. */
  'email_taken',
  'auth_error',
  'sign_in_again',
  'unknown_provider',
  /** A password reset link's token that was used, has expired or was never issued. */
  'invalid_token',
  'provider_callback_failed',
  /** "Send again" for an address whose owner already followed the verification link. */
  'email_already_verified',
  /** An e-mail change to the address the account already has. */
  'same_email',
  // Challenges, their goals and check-ins.
  'active_challenge_exists',
  'no_active_challenge',
  'no_goals',
  'invalid_goal',
  'punishment_not_covered',
  'challenge_over',
  'not_last_day',
  'check_in_day_closed',
  'already_checked_in',
  'idempotency_key_reused',
  'not_a_check_in_goal',
  /** An undo with nothing of today's to take back: no such check-in, or the goal's latest change is no step or switch. */
  'nothing_to_undo',
  /** An undo of a check-in made on an earlier day: only today's taps can be taken back. */
  'undo_day_over',
  /** A replay of a check-in that was undone since: it is not recorded again. */
  'check_in_undone',
  'not_a_manual_goal',
  'not_automatic',
  'metric_locked',
  'metric_not_found',
  'not_offered',
  /** Removing a punishment goal that is not among the next challenge's picks. */
  'not_picked',
  'cannot_afford',
  // Reminders.
  /** An unsubscribe link whose signature does not match the player and kind it names. */
  'invalid_unsubscribe_link',
  // Partners.
  /** An invite that was accepted or declined already. */
  'invite_used',
  'invite_expired',
  /** An invite its player withdrew, or replaced with a newer one. */
  'invite_revoked',
  /** Accepting one's own invite. */
  'own_invite',
  /** Inviting, or accepting, while the player already has a partner. */
  'has_partner',
  /** Changing or ending a partnership the caller does not have. */
  'no_partner',
  /** Acting on a player whose live partner the caller is not. */
  'not_partner',
  /** Acting with a right the player has not granted, or took back. */
  'right_not_granted',
  /** An action above what the contract's limits leave today. */
  'over_limit',
  /** "Partner confirms" chosen without a live partner who holds the `confirm` right. */
  'no_confirming_partner',
  /** Confirming or rejecting a check-in the player does not have. */
  'check_in_not_found',
  /** Confirming or rejecting a check-in its partner already confirmed or rejected. */
  'check_in_decided',
  /** Confirming or rejecting a manual goal's grade the player does not claim (never, or no longer). */
  'manual_grade_not_found',
  /** Confirming or rejecting a manual goal's grade its partner already confirmed or rejected. */
  'manual_grade_decided',
  /** Turning "partner approves" on, or asking to cancel, without a live partner holding the lock. */
  'no_partner_lock',
  /** Cancelling directly a challenge whose cancel the partner approves. */
  'partner_approval_needed',
  /** Asking to cancel while a request is already open. */
  'cancel_request_open',
  /** A request that is not this player's, or does not exist. */
  'request_not_found',
  /** A request already answered or withdrawn. */
  'request_closed',
  /** A punishment goal already on the player's next challenge, added by the partner or picked by the player. */
  'goal_already_added',
  // External goals.
  'goal_not_found',
  'invalid_completion',
  // Routines.
  'routine_not_found',
  'exercise_not_found',
  'exercise_at_maximum',
  'session_conflict',
  // Admin.
  'admin_exists',
  'invalid_setup_code',
  'last_admin',
  // Slideshow.
  'unknown_slide',
  'draw_conflict',
  // Tagger and uploads (the avatar's too).
  'board_busy',
  'board_unavailable',
  'no_file',
  'not_multipart',
  'unsupported_image',
  'unreadable_image',
  'not_jpeg',
  'bad_file_name',
  'upload_limit',
  'upload_cancelled',
  'quota_exceeded',
  'storage_full',
  // Push subscriptions.
  'push_endpoint_not_https',
  /** An endpoint whose host is, or resolves to, a loopback, private or link-local address. */
  'push_endpoint_private',
  'push_endpoint_unknown_host',
  'push_keys_invalid',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The single error shape of every API response with a 4xx or 5xx status. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
