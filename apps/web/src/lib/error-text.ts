import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INVITE_HOURS, type ErrorCode } from '@gauntlet/core';
import { ApiRequestError, type ClientErrorCode } from './api-client';

const SOMETHING_WENT_WRONG = msg`Something went wrong. Please try again.`;

/**
 * The server answers every refusal with a code from core's list and an English message for API
 * clients. The app shows the English message as it is, and for any other language the text its
 * code stands for. Every code has one, so a code added to core does not compile until it is worded;
 * a code this app does not know (a refusal an older app kept) falls back to a general sentence.
 */
const BY_CODE: Record<ErrorCode | ClientErrorCode, MessageDescriptor> = {
  network: msg`Cannot reach the server. Check your connection and try again.`,
  unauthorized: msg`You are not logged in. Log in and try again.`,
  session_ended: msg`Your session has ended. Log in again.`,
  forbidden: msg`You are not allowed to do this.`,
  not_found: msg`This was not found. It may have been deleted.`,
  validation_failed: msg`Some of what you entered cannot be used. Check it and try again.`,
  bad_request: msg`This request cannot be read.`,
  rate_limited: msg`Too many tries in a short time. Wait a moment and try again.`,
  request_timeout: msg`The request took too long to arrive.`,
  invalid_password: msg`The password is not correct`,
  invalid_credentials: msg`Invalid e-mail or password`,
  username_taken: msg`This user name is taken. Choose another one.`,
  auth_error: msg`Signing in did not work. Please try again.`,
  unknown_provider: msg`This sign-in provider is not available.`,
  invalid_token: msg`This link no longer works. Ask for a new one.`,
  email_already_verified: msg`Your e-mail address is confirmed already.`,
  same_email: msg`Your account uses this address already.`,
  active_challenge_exists: msg`You already have an active challenge. Finish or cancel it first.`,
  no_active_challenge: msg`There is no challenge pending to finish`,
  no_goals: msg`Add at least one goal.`,
  invalid_goal: msg`One of the goals cannot be used. Check it and try again.`,
  challenge_over: msg`This challenge is over.`,
  check_in_day_closed: msg`That day can no longer be checked in.`,
  already_checked_in: msg`You have already checked in on this goal for that day.`,
  idempotency_key_reused: msg`This check-in was already sent for another goal.`,
  not_a_check_in_goal: msg`Only a check-in goal of your active challenge can be checked in.`,
  nothing_to_undo: msg`There is nothing of today's left to undo on this goal.`,
  undo_day_over: msg`Only what was done today can be undone: that day is over.`,
  check_in_undone: msg`This check-in was undone, so it is not recorded again.`,
  not_a_manual_goal: msg`Only a manual goal of your active challenge has this switch.`,
  invalid_unsubscribe_link: msg`This unsubscribe link is not valid. Change your reminders in your profile's notification settings.`,
  not_automatic: msg`Only automatic goals take a final value.`,
  metric_locked: msg`This metric belongs to a goal of your active challenge.`,
  metric_not_found: msg`Metric not found`,
  goal_not_found: msg`Your active challenge has no external goal with this id.`,
  invalid_completion: msg`This completion is not valid.`,
  not_offered: msg`That punishment goal is not one of your current offers.`,
  not_picked: msg`That punishment goal is no longer among your picks.`,
  cannot_afford: msg`You do not have enough reward points for this.`,
  invite_used: msg`This invite was already answered. Ask for a new link.`,
  invite_expired: msg`This invite has expired: links work for ${INVITE_HOURS} hours. Ask for a new one.`,
  invite_revoked: msg`This invite was withdrawn by the player who made it.`,
  own_invite: msg`This is your own invite: send the link to the person you want as your partner.`,
  has_partner: msg`This player already has a partner. A player has one partner at a time.`,
  no_partner: msg`You have no partner right now.`,
  not_ready: msg`The server is starting or being updated. Try again in a moment.`,
  not_partner: msg`You are not this player's partner (any more).`,
  right_not_granted: msg`The player has not granted you this right, or took it back.`,
  over_limit: msg`That is more than the player's limits leave you today.`,
  no_confirming_partner: msg`Only a partner who may confirm check-ins can confirm yours.`,
  check_in_not_found: msg`This player has no such check-in.`,
  check_in_decided: msg`This check-in was already confirmed or rejected.`,
  manual_grade_not_found: msg`This player no longer claims that goal as completed.`,
  manual_grade_decided: msg`This goal's grade was already confirmed or rejected.`,
  no_partner_lock: msg`Only a partner who holds the right to approve a cancel can approve one, and you have none now.`,
  partner_approval_needed: msg`Your partner approves a cancel of this challenge: ask them, or cancel without approval.`,
  cancel_request_open: msg`You already asked to cancel. Wait for the answer or withdraw it.`,
  request_not_found: msg`There is no such request.`,
  request_closed: msg`This request was already answered or withdrawn.`,
  goal_already_added: msg`That punishment goal is already on the player's next challenge.`,
  routine_not_found: msg`Routine not found`,
  exercise_not_found: msg`This routine has no such exercise.`,
  exercise_at_maximum: msg`This exercise is already at its maximum.`,
  session_conflict: msg`This training session id is already in use.`,
  admin_exists: msg`An administrator already exists. Ask them for access.`,
  last_admin: msg`You are the only administrator. Make someone else admin first.`,
  unknown_slide: msg`There is no such slide.`,
  draw_conflict: msg`This draw id was used for another slide.`,
  board_busy: msg`The image board is busy. Try again in a few seconds.`,
  board_unavailable: msg`The image board is not reachable right now.`,
  no_file: msg`Choose an image to upload.`,
  not_multipart: msg`Send the image as a file upload.`,
  unsupported_image: msg`Choose a JPEG, PNG or WebP image.`,
  unreadable_image: msg`This image could not be read.`,
  not_jpeg: msg`Only .jpg files can be analysed.`,
  too_large: msg`This file is too large.`,
  bad_file_name: msg`The file's name cannot be used.`,
  upload_limit: msg`Too many images at a time. Start a new batch first.`,
  upload_cancelled: msg`Your uploads were cleared while this one arrived.`,
  storage_full: msg`The server has no room for more uploads right now. Try again later.`,
  quota_exceeded: msg`This image does not fit in your room for uploads. Start a new batch to make room.`,
  push_endpoint_not_https: msg`This browser offered a push address that is not secure. Push cannot be turned on here.`,
  push_endpoint_private: msg`This browser's push service is on a private network the server does not send to.`,
  push_endpoint_unknown_host: msg`The server cannot find this browser's push service.`,
  push_keys_invalid: msg`This browser's push keys cannot be used. Turn push off and on again.`,
  foreign_origin: msg`Gauntlet does not accept changes from this address. Open the address its operator gave you.`,
  bad_url: msg`This address cannot be read.`,
  unsupported_media_type: msg`The server cannot read this kind of request.`,
  headers_too_large: msg`The request headers are too large.`,
  internal: SOMETHING_WENT_WRONG,
  invalid_request: msg`Some of what you entered cannot be used. Check it and try again.`,
  email_taken: msg`This e-mail address already has an account.`,
  sign_in_again: msg`Your account has no password: sign in again, then delete it.`,
  provider_callback_failed: msg`Signing in with this provider did not work. Please try again.`,
  punishment_not_covered: msg`Pick punishment goals that cover your punishment points first.`,
  not_last_day: msg`This challenge can be finished on its last day.`,
  invalid_setup_code: msg`That setup code is not right. The server prints it in its log at start.`,
  unreadable_answer: SOMETHING_WENT_WRONG,
};

const isKnown = (code: string): code is keyof typeof BY_CODE => Object.hasOwn(BY_CODE, code);

export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return i18n._(SOMETHING_WENT_WRONG);
  return refusalText(error instanceof ApiRequestError ? error.code : undefined, error.message);
}

/** A refusal kept from an earlier answer (its code and the server's English message) in the reader's language. */
export function refusalText(code: string | undefined, message: string): string {
  if (i18n.locale === 'en') return message;
  return i18n._(code !== undefined && isKnown(code) ? BY_CODE[code] : SOMETHING_WENT_WRONG);
}
