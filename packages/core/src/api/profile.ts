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
  /** The app's start-up question, answered without an error for a guest. */
  session: route<{ response: typeof sessionProfileSchema }>('GET', '/api/profile/session', 'public'),
  updateMe: route<{ body: typeof updateProfileBodySchema; response: typeof myProfileSchema }>(
    'PATCH',
    '/api/profile/me',
    'signedIn',
  ),
  /** A stream of Server-Sent Events, each carrying these fields. */
  events: route<{ response: typeof profileLiveFieldsSchema }>('GET', '/api/profile/me/events', 'signedIn'),
  /** A multipart upload (field "file") of a JPEG, PNG or WebP image. */
  uploadAvatar: route<{ response: typeof myProfileSchema }>('PUT', '/api/profile/me/avatar', 'signedIn'),
  removeAvatar: route<{ response: typeof myProfileSchema }>('DELETE', '/api/profile/me/avatar', 'signedIn'),
  /** The avatar as a WebP image. */
  avatar: route<{ params: typeof userIdParamsSchema }>('GET', '/api/profile/users/:userId/avatar', 'public'),
  export: route<{ response: typeof accountExportSchema }>('GET', '/api/profile/me/export', 'signedIn'),
  recent: route<{ response: typeof recentUsersSchema }>('GET', '/api/profile/recent', 'public'),
  publicProfile: route<{ params: typeof userIdParamsSchema; response: typeof publicProfileSchema }>(
    'GET',
    '/api/profile/users/:userId',
    'public',
  ),
};
