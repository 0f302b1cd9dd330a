import type { askToCancelBodySchema, challengeOutcomeSchema, dashboardSchema } from '../contracts/challenges.js';
import type {
  approveRequestBodySchema,
  denyRequestBodySchema,
  partnerRequestParamsSchema,
  partnerViewSchema,
} from '../contracts/partner.js';
import { route } from './route.js';

/**
 * The lock: in a "partner approves" challenge the player's cancel is a request their partner
 * answers. The player's side needs only a session, and the cancel without approval is always
 * there; the partner answers with the `lock` right, checked against the live partnership.
 */
export const partnerRequestsApi = {
  /** The player asks their partner to let them cancel the active challenge. */
  ask: route<{ body: typeof askToCancelBodySchema; response: typeof dashboardSchema }>(
    'POST',
    '/api/challenges/active/cancel-request',
    'signedIn',
  ),
  /** The player takes their open request back; the challenge goes on. */
  withdraw: route<{ response: typeof dashboardSchema }>('DELETE', '/api/challenges/active/cancel-request', 'signedIn'),
  /** The player's exit: cancels at once without the partner's approval, recorded and told to the partner. */
  cancelWithoutApproval: route<{ response: typeof challengeOutcomeSchema }>(
    'POST',
    '/api/challenges/active/cancel-without-approval',
    'signedIn',
  ),
  /** The partner approves the request: the challenge is cancelled, its penalty as usual. */
  approve: route<{
    params: typeof partnerRequestParamsSchema;
    body: typeof approveRequestBodySchema;
    response: typeof partnerViewSchema;
  }>('POST', '/api/partner/players/:playerId/cancel-requests/:requestId/approve', 'partner:lock'),
  /** The partner denies the request with a reason: the challenge goes on. */
  deny: route<{
    params: typeof partnerRequestParamsSchema;
    body: typeof denyRequestBodySchema;
    response: typeof partnerViewSchema;
  }>('POST', '/api/partner/players/:playerId/cancel-requests/:requestId/deny', 'partner:lock'),
};
