import type { inboxNotificationParamsSchema, inboxSchema } from '../contracts/inbox.js';
import type {
  notificationSettingsSchema,
  oneClickUnsubscribeSchema,
  unsubscribedSchema,
  unsubscribeQuerySchema,
} from '../contracts/notifications.js';
import { route } from './route.js';

export const notificationsApi = {
  /** The caller's reminder settings (the defaults until the caller saves some). */
  settings: route<{ response: typeof notificationSettingsSchema }>('GET', '/api/notifications/settings', 'signedIn'),
  /** Replaces the caller's reminder settings with the whole set sent. */
  saveSettings: route<{ body: typeof notificationSettingsSchema; response: typeof notificationSettingsSchema }>(
    'PUT',
    '/api/notifications/settings',
    'signedIn',
  ),
  /**
   * A reminder mail's one-click unsubscribe (RFC 8058), signed in or not: the link's token names
   * the player and the kind whose e-mails it turns off.
   */
  unsubscribe: route<{
    querystring: typeof unsubscribeQuerySchema;
    body: typeof oneClickUnsubscribeSchema;
    response: typeof unsubscribedSchema;
  }>('POST', '/api/notifications/unsubscribe', 'public'),
  /** The caller's bell: the notifications kept, newest first, and how many are unread. */
  inbox: route<{ response: typeof inboxSchema }>('GET', '/api/notifications/inbox', 'signedIn'),
  /** Marks one of the caller's notifications read (again is no change); another's answers 404. */
  markRead: route<{ params: typeof inboxNotificationParamsSchema; response: typeof inboxSchema }>(
    'POST',
    '/api/notifications/inbox/:notificationId/read',
    'signedIn',
  ),
  /** Marks every notification of the caller read. */
  markAllRead: route<{ response: typeof inboxSchema }>('POST', '/api/notifications/inbox/read', 'signedIn'),
  /** The same link opened in a browser: changes nothing, and leads to the app's page that confirms. */
  unsubscribePage: route<{ querystring: typeof unsubscribeQuerySchema }>('GET', '/api/notifications/unsubscribe', 'public'),
};
