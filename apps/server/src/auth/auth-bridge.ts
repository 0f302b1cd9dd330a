import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { CLIENT_IP_HEADER, USER_NAME_TAKEN_CODE, type Auth } from './auth.js';

/** Answered by better-auth when a sign-up names a registered e-mail (never passed on as such). */
export const EMAIL_TAKEN = 'email_taken';

/** Our codes for better-auth's own error codes, where the status alone does not say enough. */
const AUTH_CODE_NAMES: Record<string, string> = {
  [USER_NAME_TAKEN_CODE]: 'username_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
};

const AUTH_ERROR_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'invalid_credentials',
  403: 'forbidden',
  422: 'invalid_request',
  429: 'rate_limited',
};

/**
 * Hands an already validated request to better-auth as a web Request, copies its cookies onto
 * the reply and turns its failures into the API's error shape. Returns its JSON body.
 */
export async function callAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: string,
  body: Record<string, unknown>,
): Promise<unknown> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.set('content-type', 'application/json');

  const url = new URL(`/api/auth${endpoint}`, auth.options.baseURL);
  const response = await auth.handler(new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }));
  // A refused request leaves the browser as it was: a sign-up undone by its profile hook has
  // already set the cookie of a session that no longer exists.
  if (response.ok) for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter) reply.header('retry-after', retryAfter);

  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, code } = (json && typeof json === 'object' ? json : {}) as { message?: unknown; code?: unknown };
    const ours = (typeof code === 'string' ? AUTH_CODE_NAMES[code] : undefined) ?? AUTH_ERROR_CODES[response.status];
    throw new AppError(response.status, ours ?? 'auth_error', typeof message === 'string' ? message : 'Authentication failed');
  }
  return json;
}
