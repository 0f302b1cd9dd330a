import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasFlag, isModerator, roleReaches, type Access, type Flag, type PartnerRight, type Role } from '@gauntlet/core';
import { sessionTokenReader } from './session-cookie.js';
import { AppError, forbidden, notPartner, rightNotGranted, sessionEnded, unauthorized } from './app-error.js';

/** The signed-in caller as read with their session: permissions are current for this request. */
export interface Viewer {
  /** The session this request came with (a live stream ends when it does). */
  sessionId: string;
  userId: string;
  role: string;
  flags: string[];
  /** When the session ends unless better-auth extends it (a session kept in memory is read again then). */
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** From the route's declaration in core; enforced here, published in OpenAPI as `x-access`. */
    access?: Access;
    /** The refusal's message when the caller is signed in but lacks the permission. */
    deniedMessage?: string;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    /**
     * The request carried a validly signed session cookie whose session is over (signed out
     * elsewhere, revoked by a password reset, expired, or its account deleted): the app tells
     * its player so, rather than treating them as a visitor who never signed in.
     */
    sessionEnded: boolean;
  }
}

/** Looks up the live session of a verified session token, with the caller's permissions. */
export type FindViewer = (sessionToken: string) => Promise<Viewer | null>;

/** The signed-in caller: a validly signed session cookie whose session exists and is unexpired. */
async function resolveViewer(
  findViewer: FindViewer,
  readSessionToken: (cookieHeader: string) => string | null,
  request: FastifyRequest,
): Promise<void> {
  const token = request.headers.cookie ? readSessionToken(request.headers.cookie) : null;
  request.viewer = token ? await findViewer(token) : null;
  request.sessionEnded = token !== null && request.viewer === null;
}

/** The signed-in caller, for handlers of routes whose access already required one. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

/**
 * The rights a caller holds as the live partner of a player, or null when the caller is not that
 * player's partner (or the partnership ended).
 */
export type FindPartnerRights = (partnerId: string, playerId: string) => Promise<readonly PartnerRight[] | null>;

type PartnerAccess = Extract<Access, `partner:${string}`>;

const isPartnerAccess = (access: Access): access is PartnerAccess => access.startsWith('partner:');

/**
 * A partner route acts on the player its `:playerId` names, with one right of the contract as it
 * is at this request: a right taken back or a partnership ended refuses the next request. The
 * service checks the right again in the transaction that acts on it.
 */
async function checkPartnerRight(request: FastifyRequest, viewer: Viewer, access: PartnerAccess, find: FindPartnerRights) {
  const { playerId } = request.params as { playerId?: string };
  const rights = playerId ? await find(viewer.userId, playerId) : null;
  if (!rights) throw notPartner();
  const right = access.slice('partner:'.length) as PartnerRight;
  if (!rights.includes(right)) throw rightNotGranted(right);
}

function isAllowed(access: Exclude<Access, 'public' | 'signedIn' | PartnerAccess>, permissions: Viewer) {
  if (access === 'moderator') return isModerator(permissions.role, permissions.flags);
  const [kind, name] = access.split(':') as ['role' | 'flag', string];
  return kind === 'role' ? roleReaches(permissions.role, name as Role) : hasFlag(permissions.flags, name as Flag);
}

/** Methods that change nothing. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutations must come from one of our own pages. Browsers always send Origin on POST, PATCH and
 * DELETE: a cookie-carrying one with a missing or foreign Origin is refused (CSRF), and so is any
 * foreign one, so a person who opened the app under an address it does not serve learns at the
 * first form which address to open instead. The first allowed origin is BASE_URL's.
 */
function checkOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin ? allowedOrigins.includes(origin) : !request.headers.cookie) return;
  if (!origin) throw forbidden('This request must come from the Gauntlet app (origin check failed)');
  throw new AppError(
    403,
    'foreign_origin',
    `Gauntlet does not accept changes from pages opened at ${origin}. Open ${allowedOrigins[0]} instead (the server's BASE_URL), or ask its operator to add this address to TRUSTED_ORIGINS.`,
  );
}

export function registerAccessControl(
  app: FastifyInstance,
  findViewer: FindViewer,
  findPartnerRights: FindPartnerRights,
  sessionSecret: string,
  allowedOrigins: readonly string[],
): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionEnded', false);
  const readSessionToken = sessionTokenReader(sessionSecret);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    checkOrigin(request, allowedOrigins);
    await resolveViewer(findViewer, readSessionToken, request);
    if (access === 'public') return;
    if (!request.viewer) throw request.sessionEnded ? sessionEnded() : unauthorized();
    if (access === 'signedIn' || isPartnerAccess(access)) return;
    // The viewer's permissions come with the session, which every change of them forgets.
    if (!isAllowed(access, request.viewer)) throw forbidden(request.routeOptions.config.deniedMessage);
  });

  // A partner route's player is read from its path once the route's schema has validated it (a
  // malformed id is a 400 like any other field, never a lookup).
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access && isPartnerAccess(access)) await checkPartnerRight(request, requireViewer(request), access, findPartnerRights);
  });
}
