import type {
  accountExportSchema,
  myProfileSchema,
  profileLiveFieldsSchema,
  publicProfileSchema,
  sessionProfileSchema,
  recentUsersSchema,
  updateProfileBodySchema,
  userIdParamsSchema,
} from '../contracts/profile.js';
import { route } from './route.js';

export const profileApi = {
  me: route<{ response: typeof myProfileSchema }>('GET', '/api/profile/me', 'signedIn'),
  /** The app's start-up question: null for a guest, 401 `session_ended` when this browser's session is over. */
  session: route<{ response: typeof sessionProfileSchema }>('GET', '/api/profile/session', 'public'),
  updateMe: route<{ body: typeof updateProfileBodySchema; response: typeof myProfileSchema }>(
    'PATCH',
    '/api/profile/me',
    'signedIn',
  ),
  /**
   * A stream of Server-Sent Events: "profile" events carrying these fields, and when the session
   * ends one "ended" event (`sessionEndedEventSchema`) before the stream closes.
   */
  events: route<{ response: typeof profileLiveFieldsSchema }>('GET', '/api/profile/me/events', 'signedIn'),
  /** A multipart upload (field "file") of a JPEG, PNG or WebP image. */
  uploadAvatar: route<{ response: typeof myProfileSchema }>('PUT', '/api/profile/me/avatar', 'signedIn'),
  removeAvatar: route<{ response: typeof myProfileSchema }>('DELETE', '/api/profile/me/avatar', 'signedIn'),
  /** The avatar as a WebP image. */
  avatar: route<{ params: typeof userIdParamsSchema }>('GET', '/api/profile/users/:userId/avatar', 'public'),
  export: route<{ response: typeof accountExportSchema }>('GET', '/api/profile/me/export', 'signedIn'),
  /** Only players who chose to appear there, and only to signed-in players. */
  recent: route<{ response: typeof recentUsersSchema }>('GET', '/api/profile/recent', 'signedIn'),
  publicProfile: route<{ params: typeof userIdParamsSchema; response: typeof publicProfileSchema }>(
    'GET',
    '/api/profile/users/:userId',
    'public',
  ),
};
