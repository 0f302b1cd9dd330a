import type { notificationSettingsSchema } from '../contracts/notifications.js';
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
};
