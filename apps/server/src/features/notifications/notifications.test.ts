import { defaultNotificationSettings, notificationsApi } from '@gauntlet/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settingsOf = (user?: TestUser) => server.call(notificationsApi.settings, user ? { as: user } : {});

describe('reminder settings', () => {
  it('are the defaults until saved, then what was saved', async () => {
    const user = await server.signUp();
    expect((await settingsOf(user)).json()).toEqual(defaultNotificationSettings);
    const chosen = {
      ...defaultNotificationSettings,
      channels: { ...defaultNotificationSettings.channels, daily_check_in: { email: true, push: true } },
      dailyCheckInTime: '07:45',
      quietHours: { start: '23:00', end: '06:30' },
    };
    const saved = await server.call(notificationsApi.saveSettings, { body: chosen, as: user });
    expect(saved.statusCode).toBe(200);
    expect((await settingsOf(user)).json()).toEqual(chosen);
  });

  it('refuse a time outside 00:00-23:59, an unknown kind or channel, and malformed input, storing nothing', async () => {
    const user = await server.signUp();
    const bad = [
      { ...defaultNotificationSettings, dailyCheckInTime: '24:00' },
      { ...defaultNotificationSettings, quietHours: { start: '22:00', end: '-1:00' } },
      {
        ...defaultNotificationSettings,
        channels: { ...defaultNotificationSettings.channels, weekly: { email: true, push: true } },
      },
      { ...defaultNotificationSettings, channels: { ...defaultNotificationSettings.channels, last_day: { sms: true } } },
      { dailyCheckInTime: '09:00' },
    ];
    for (const payload of bad) {
      // Malformed on purpose, so sent past the declaration's types.
      const response = await server.request({ method: 'PUT', url: notificationsApi.saveSettings.path, payload, as: user });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    expect((await settingsOf(user)).json()).toEqual(defaultNotificationSettings);
  });

  it('are the caller’s own: a guest is refused', async () => {
    expect((await settingsOf()).statusCode).toBe(401);
  });
});
