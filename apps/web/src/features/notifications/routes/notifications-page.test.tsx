import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultNotificationSettings, type NotificationSettings } from '@gauntlet/core';
import { activateLanguage } from '../../../lib/i18n';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderPage } from '../../../test/render';
import NotificationsPage from './notifications-page';

const SETTINGS = '/api/notifications/settings';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderNotifications = () => renderPage(<NotificationsPage />, { me: makeProfile({ timeZone: 'Europe/Madrid' }) });

const group = (name: string) => screen.getByRole('group', { name });

describe('NotificationsPage', () => {
  it('shows a spinner, then the saved settings in the player’s time zone', async () => {
    mockApi({ [`GET ${SETTINGS}`]: { body: defaultNotificationSettings } });
    renderNotifications();
    expect(screen.getByRole('status').textContent).toBe('Loading your notification settings…');
    const daily = await screen.findByRole('group', { name: 'Daily check-in reminder' });
    expect(within(daily).getByRole<HTMLInputElement>('switch', { name: 'E-mail' }).checked).toBe(false);
    expect(within(group('Last day of a challenge')).getByRole<HTMLInputElement>('switch', { name: 'E-mail' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('22:00');
    expect(screen.getByLabelText<HTMLInputElement>('Until').value).toBe('08:00');
    expect(screen.getByText(/Times are in your time zone, Europe\/Madrid/)).toBeTruthy();
  });

  it('says when the browser cannot receive push, and still keeps the push choice', async () => {
    mockApi({ [`GET ${SETTINGS}`]: { body: defaultNotificationSettings } });
    renderNotifications();
    await screen.findByRole('group', { name: 'Daily check-in reminder' });
    expect(screen.getByText(/This browser cannot receive push notifications/)).toBeTruthy();
    expect(within(group('Punishment points waiting')).getByRole<HTMLInputElement>('switch', { name: 'Push' }).disabled).toBe(
      false,
    );
  });

  it('saves the chosen values as one set and confirms without leaving the page', async () => {
    const api = mockApi({
      [`GET ${SETTINGS}`]: { body: defaultNotificationSettings },
      [`PUT ${SETTINGS}`]: (body) => ({ body }),
    });
    renderNotifications();
    const daily = await screen.findByRole('group', { name: 'Daily check-in reminder' });
    fireEvent.click(within(daily).getByRole('switch', { name: 'E-mail' }));
    fireEvent.change(within(daily).getByLabelText('Remind me at'), { target: { value: '07:30' } });
    fireEvent.click(within(group('Challenge ended, not finished')).getByRole('switch', { name: 'Push' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '23:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    const expected: NotificationSettings = {
      channels: {
        ...defaultNotificationSettings.channels,
        daily_check_in: { email: true, push: false },
        ended_unfinished: { email: true, push: true },
      },
      dailyCheckInTime: '07:30',
      quietHours: { start: '23:00', end: '08:00' },
      partner: defaultNotificationSettings.partner,
      partnerChannels: { email: false, push: false },
    };
    expect(api.callsTo('PUT', SETTINGS).map((call) => call.body)).toEqual([expected]);

    fireEvent.click(within(group('Last day of a challenge')).getByRole('switch', { name: 'Push' }));
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('turns each partnership notification on or off in its own Partner section, all on at first', async () => {
    const api = mockApi({
      [`GET ${SETTINGS}`]: { body: defaultNotificationSettings },
      [`PUT ${SETTINGS}`]: (body) => ({ body }),
    });
    renderNotifications();
    const partner = await screen.findByRole('group', { name: 'Partner' });
    const asPlayer = within(partner).getByRole('group', { name: 'As a player, when…' });
    const asPartner = within(partner).getByRole('group', { name: 'As a partner, when…' });
    const switches = (of: HTMLElement) => within(of).getAllByRole<HTMLInputElement>('switch');
    expect(switches(asPlayer).map((each) => [each.labels?.[0]?.textContent, each.checked])).toEqual([
      ['My partner gives me punishment points', true],
      ['My partner gives me reward points', true],
      ['My partner adds a punishment goal to my next challenge', true],
      ['Someone accepts my invite', true],
      ['My partner ends our partnership', true],
      ['My partner confirms a check-in', true],
      ['My partner rejects a check-in', true],
      ['My partner confirms a manual goal I completed', true],
      ['My partner rejects a manual goal I marked completed', true],
      ['My partner approves my request to cancel', true],
      ['My partner denies my request to cancel', true],
    ]);
    expect(switches(asPartner).map((each) => each.labels?.[0]?.textContent)).toEqual([
      'My player checks in (once a day)',
      'My player ends a day without checking in',
      'My player finishes a challenge',
      'My player cancels a challenge',
      'My player asks to cancel a challenge',
      'My player cancels without my approval',
      'My player changes my rights or limits',
      'My player ends our partnership',
    ]);
    fireEvent.click(within(asPartner).getByRole('switch', { name: 'My player checks in (once a day)' }));
    fireEvent.click(within(asPlayer).getByRole('switch', { name: 'My partner gives me reward points' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('PUT', SETTINGS).map((call) => (call.body as NotificationSettings).partner)).toEqual([
      { ...defaultNotificationSettings.partner, player_checked_in: false, partner_rewarded: false },
    ]);
  });

  it('sends the partnership news also by e-mail or push only when chosen, off at first', async () => {
    const api = mockApi({
      [`GET ${SETTINGS}`]: { body: defaultNotificationSettings },
      [`PUT ${SETTINGS}`]: (body) => ({ body }),
    });
    renderNotifications();
    const partner = await screen.findByRole('group', { name: 'Partner' });
    const channels = within(partner).getByRole('group', { name: 'Also send this news by' });
    const email = within(channels).getByRole<HTMLInputElement>('switch', { name: 'E-mail' });
    const push = within(channels).getByRole<HTMLInputElement>('switch', { name: 'Push' });
    expect([email.checked, push.checked]).toEqual([false, false]);
    fireEvent.click(email);
    fireEvent.click(within(partner).getByRole('switch', { name: 'My player checks in (once a day)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('PUT', SETTINGS).map((call) => call.body)).toEqual([
      {
        ...defaultNotificationSettings,
        partner: { ...defaultNotificationSettings.partner, player_checked_in: false },
        partnerChannels: { email: true, push: false },
      },
    ]);
  });

  it('does not send a cleared time', async () => {
    const api = mockApi({ [`GET ${SETTINGS}`]: { body: defaultNotificationSettings } });
    renderNotifications();
    await screen.findByRole('group', { name: 'Daily check-in reminder' });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '' } });
    expect(screen.getByText('Enter a time.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    expect(api.callsTo('PUT', SETTINGS)).toEqual([]);
  });

  it('shows the server’s refusal and keeps what the player chose', async () => {
    mockApi({
      [`GET ${SETTINGS}`]: { body: defaultNotificationSettings },
      [`PUT ${SETTINGS}`]: fail(400, 'validation_failed', 'Use a time from 00:00 to 23:59 (HH:MM).'),
    });
    renderNotifications();
    const daily = await screen.findByRole('group', { name: 'Daily check-in reminder' });
    fireEvent.click(within(daily).getByRole('switch', { name: 'E-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use a time from 00:00 to 23:59 (HH:MM).')).toBeTruthy();
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(within(daily).getByRole<HTMLInputElement>('switch', { name: 'E-mail' }).checked).toBe(true);
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    const api = mockApi({ [`GET ${SETTINGS}`]: fail(500, 'internal', 'Something went wrong. Please try again.') });
    renderNotifications();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    api.routes[`GET ${SETTINGS}`] = { body: defaultNotificationSettings };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Quiet hours' })).toBeTruthy());
  });
});

describe('NotificationsPage in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('names every reminder and control in Spanish', async () => {
    mockApi({
      [`GET ${SETTINGS}`]: { body: defaultNotificationSettings },
      [`PUT ${SETTINGS}`]: fail(400, 'validation_failed', 'Use a time from 00:00 to 23:59 (HH:MM).'),
    });
    renderNotifications();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeTruthy();
    const daily = await screen.findByRole('group', { name: 'Recordatorio diario de check-in' });
    expect(within(daily).getByRole('switch', { name: 'E-mail' })).toBeTruthy();
    expect(within(daily).getByLabelText('Avísame a las')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Horas de silencio' })).toBeTruthy();
    const partner = screen.getByRole('group', { name: 'Pareja de juego' });
    expect(within(partner).getByRole('switch', { name: 'Mi jugador hace check-in (una vez al día)' })).toBeTruthy();
    expect(within(partner).getByRole('switch', { name: 'Mi pareja de juego me da puntos de castigo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Algo de lo que has escrito no vale. Revísalo y vuelve a intentarlo.')).toBeTruthy();
  });
});
