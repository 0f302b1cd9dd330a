import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@gauntlet/core';
import { AppError } from '../http/app-error.js';
import { CLIENT_IP_HEADER, SIGN_UP_LANGUAGE_HEADER, USER_NAME_TAKEN_CODE, type Auth } from './auth.js';

/** Answered by better-auth when a sign-up names a registered e-mail (never passed on as such). */
export const EMAIL_TAKEN: ErrorCode = 'email_taken';

/** Our codes for better-auth's own error codes, where the status alone does not say enough. */
const AUTH_CODE_NAMES: Partial<Record<string, ErrorCode>> = {
  [USER_NAME_TAKEN_CODE]: 'username_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'invalid_token',
};

const AUTH_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
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
function forwardedHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === CLIENT_IP_HEADER || name === SIGN_UP_LANGUAGE_HEADER)
      continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * Hands a provider's callback (a GET the browser makes) to better-auth and passes on its answer,
 * a redirect into the app with the session cookie, or with ?error=<code> when it failed.
 */
export async function forwardCallback(auth: Auth, request: FastifyRequest, reply: FastifyReply, endpoint: string): Promise<void> {
  const url = new URL(`/api/auth${endpoint}`, auth.options.baseURL);
  url.search = new URL(request.url, auth.options.baseURL).search;
  const response = await auth.handler(new Request(url, { method: 'GET', headers: forwardedHeaders(request) }));
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const location = response.headers.get('location');
  if (location) {
    await reply.redirect(location, response.status >= 300 && response.status < 400 ? response.status : 302);
    return;
  }
  const json: unknown = await response.json().catch(() => null);
  const { message } = (json && typeof json === 'object' ? json : {}) as { message?: unknown };
  throw new AppError(
    response.ok ? 502 : response.status,
    'provider_callback_failed',
    typeof message === 'string' ? message : 'The sign-in provider answered in a way Gauntlet cannot use',
  );
}

export async function callAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: string,
  body: Record<string, unknown>,
  { method = 'POST', headers: extra = {} }: { method?: 'POST' | 'GET'; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const headers = forwardedHeaders(request);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const url = new URL(`/api/auth${endpoint}`, auth.options.baseURL);
  // better-auth's GET endpoints (following a verification link) read their input from the query.
  if (method === 'GET') for (const [name, value] of Object.entries(body)) url.searchParams.set(name, String(value));
  else headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(url, { method, headers, ...(method === 'POST' && { body: JSON.stringify(body) }) }),
  );
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
