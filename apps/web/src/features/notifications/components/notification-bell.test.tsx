import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Inbox, InboxNotification, MyProfile } from '@gauntlet/core';
import { activateLanguage } from '../../../lib/i18n';
import { meQueryKey } from '../../../lib/query-keys';
import { useMe } from '../../../lib/session';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderInLanguage } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const INBOX = '/api/notifications/inbox';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const checkIn: InboxNotification = {
  id: '6f1c2a54-64b4-4d3f-9a43-3b0f2f0c0001',
  kind: 'daily_check_in',
  challenge: { id: '6f1c2a54-64b4-4d3f-9a43-3b0f2f0c00aa', title: 'Run every morning' },
  partner: null,
  points: null,
  note: null,
  createdAt: minutesAgo(5),
  read: false,
};
const ended: InboxNotification = {
  id: '6f1c2a54-64b4-4d3f-9a43-3b0f2f0c0002',
  kind: 'ended_unfinished',
  challenge: { id: '6f1c2a54-64b4-4d3f-9a43-3b0f2f0c00bb', title: 'Cold showers' },
  partner: null,
  points: null,
  note: null,
  createdAt: minutesAgo(3 * 60),
  read: false,
};
const punishment: InboxNotification = {
  id: '6f1c2a54-64b4-4d3f-9a43-3b0f2f0c0003',
  kind: 'punishment_waiting',
  challenge: null,
  partner: null,
  points: null,
  note: null,
  createdAt: minutesAgo(2 * 24 * 60),
  read: true,
};
const PARTNER = { userId: 'partner-1', userName: 'sam' };
const PLAYER = { userId: 'player-1', userName: 'alex' };
/** A partnership's notification, read, 5 minutes old, from the partner or the player by its kind. */
const partnerNews = (n: number, kind: InboxNotification['kind'], fields: Partial<InboxNotification> = {}): InboxNotification => ({
  id: `6f1c2a54-64b4-4d3f-9a43-3b0f2f0c01${String(n).padStart(2, '0')}`,
  kind,
  challenge: null,
  partner: kind.startsWith('partner_') ? PARTNER : PLAYER,
  points: null,
  note: null,
  createdAt: minutesAgo(5),
  read: true,
  ...fields,
});
const RUN = { id: '6f1c2a54-64b4-4d3f-9a43-3b0f2f0c00dd', title: 'Run' };
const partnership: InboxNotification[] = [
  partnerNews(1, 'partner_punished', { points: 5, note: 'skipped the run' }),
  partnerNews(2, 'partner_rewarded', { points: 1, note: 'early start' }),
  partnerNews(3, 'partner_accepted'),
  partnerNews(4, 'partner_ended'),
  partnerNews(5, 'player_checked_in', { challenge: RUN }),
  partnerNews(6, 'player_finished', { challenge: RUN }),
  partnerNews(7, 'player_cancelled', { challenge: RUN }),
  partnerNews(8, 'player_changed_contract'),
  partnerNews(9, 'player_ended'),
  partnerNews(10, 'player_checked_in', { partner: null }),
];
const linksOf = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const inbox = (notifications: InboxNotification[]): Inbox => ({
  notifications,
  unreadCount: notifications.filter((notification) => !notification.read).length,
});

/** The bell as the user bar shows it: its count is the cached profile's, which the event stream moves. */
function BellOfMe() {
  const { data: me } = useMe();
  return me ? <NotificationBell unread={me.unreadNotifications} /> : null;
}

function renderBell(unreadNotifications: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryKey, makeProfile({ unreadNotifications }));
  const router = createMemoryRouter([{ path: '*', element: <BellOfMe /> }]);
  renderInLanguage(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  /** As the profile event stream does: its live fields replace the cached ones. */
  const live = (fields: Partial<MyProfile>) =>
    act(async () => {
      queryClient.setQueryData<MyProfile>(meQueryKey, (current) => ({ ...current!, ...fields }));
    });
  return { router, live };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });
const menu = () => document.querySelector<HTMLElement>('.notification-bell-menu')!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notification bell', () => {
  it('names its unread count, and shows no badge without one', () => {
    renderBell(0);
    expect(bell('Notifications')).toBeTruthy();
    expect(screen.queryByTestId('user-bar-bell-count')).toBeNull();
  });

  it('opens on the latest notifications: their text, how long ago, unread ones marked, each a link to where to act', async () => {
    mockApi({ [`GET ${INBOX}`]: { body: inbox([checkIn, ended, punishment]) } });
    renderBell(2);
    expect(screen.getByTestId('user-bar-bell-count').textContent).toBe('2');
    fireEvent.click(bell('Notifications, 2 unread'));
    expect(within(menu()).getByRole('status').textContent).toBe('Loading notifications…');

    const first = await within(menu()).findByRole('link', { name: /Time to check in on Run every morning/ });
    expect(first.textContent).toBe('Unread: Time to check in on Run every morning5 minutes ago');
    expect(first.getAttribute('href')).toBe('/dashboard');
    expect(first.className).toContain('unread');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Unread: Time to check in on Run every morning5 minutes ago', '/dashboard'],
      ['Unread: Cold showers ended: finish it to collect your points3 hours ago', '/finishchallenge'],
      ['Punishment points are waiting: start a challenge to work them off2 days ago', '/dashboard'],
    ]);
    expect(links[2]!.className).not.toContain('unread');
    expect(within(menu()).getByRole('button', { name: 'Mark all read' })).toBeTruthy();
  });

  it("words a partnership's news with who acted, the points and the reason, and leads to where it happened", async () => {
    mockApi({ [`GET ${INBOX}`]: { body: inbox(partnership) } });
    renderBell(0);
    fireEvent.click(bell());
    await within(menu()).findByRole('link', { name: /sam gave you 5/ });
    expect(linksOf()).toEqual([
      ['sam gave you 5 punishment points: skipped the run5 minutes ago', '/points'],
      ['sam gave you 1 reward point: early start5 minutes ago', '/points'],
      ['sam accepted your invite and is now your partner5 minutes ago', '/partner'],
      ['sam ended your partnership5 minutes ago', '/partner'],
      ['alex checked in today5 minutes ago', '/partner/players/player-1'],
      ['alex finished Run5 minutes ago', '/partner/players/player-1'],
      ['alex cancelled Run5 minutes ago', '/partner/players/player-1'],
      ['alex changed what you may do as their partner5 minutes ago', '/partner/players/player-1'],
      ['alex ended your partnership5 minutes ago', '/partner'],
      ['Your player checked in today5 minutes ago', '/partner'],
    ]);
  });

  it('tells the player of a partner’s goal for the next challenge, and the partner of a missed day', async () => {
    mockApi({
      [`GET ${INBOX}`]: {
        body: inbox([
          partnerNews(11, 'partner_added_goal', { note: 'you skipped Tuesday' }),
          partnerNews(12, 'player_missed_day', { challenge: RUN }),
        ]),
      },
    });
    renderBell(0);
    fireEvent.click(bell());
    await within(menu()).findByRole('link', { name: /sam added/ });
    expect(linksOf()).toEqual([
      ['sam added a punishment goal to your next challenge: you skipped Tuesday5 minutes ago', '/newchallenge'],
      ['alex ended a day of Run without checking in5 minutes ago', '/partner/players/player-1'],
    ]);
  });

  it('says when there is nothing yet, with nothing to mark read', async () => {
    mockApi({ [`GET ${INBOX}`]: { body: inbox([]) } });
    renderBell(0);
    fireEvent.click(bell());
    expect(await within(menu()).findByText('No notifications yet.')).toBeTruthy();
    expect(within(menu()).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('marks a notification read when the player follows it, and goes where it leads', async () => {
    const api = mockApi({
      [`GET ${INBOX}`]: { body: inbox([checkIn, ended]) },
      [`POST ${INBOX}/${ended.id}/read`]: { body: inbox([checkIn, { ...ended, read: true }]) },
    });
    const { router } = renderBell(2);
    fireEvent.click(bell());
    fireEvent.click(await within(menu()).findByRole('link', { name: /Cold showers ended/ }));
    await waitFor(() => expect(bell('Notifications, 1 unread')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/finishchallenge');
    expect(api.callsTo('POST', `${INBOX}/${ended.id}/read`)).toHaveLength(1);
  });

  it('marks all read at once and drops the badge', async () => {
    const api = mockApi({
      [`GET ${INBOX}`]: { body: inbox([checkIn, ended]) },
      [`POST ${INBOX}/read`]: {
        body: inbox([
          { ...checkIn, read: true },
          { ...ended, read: true },
        ]),
      },
    });
    renderBell(2);
    fireEvent.click(bell());
    fireEvent.click(await within(menu()).findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bell('Notifications')).toBeTruthy());
    expect(screen.queryByTestId('user-bar-bell-count')).toBeNull();
    expect(api.callsTo('POST', `${INBOX}/read`)).toHaveLength(1);
  });

  it('fetches the list again when the live count moves while it is open', async () => {
    const api = mockApi({ [`GET ${INBOX}`]: { body: inbox([checkIn]) } });
    const { live } = renderBell(1);
    fireEvent.click(bell());
    await within(menu()).findByRole('link', { name: /Run every morning/ });
    api.routes[`GET ${INBOX}`] = { body: inbox([{ ...ended, createdAt: minutesAgo(0) }, checkIn]) };
    await live({ unreadNotifications: 2 });
    expect(await within(menu()).findByRole('link', { name: /Cold showers ended.*just now/ })).toBeTruthy();
    expect(bell('Notifications, 2 unread')).toBeTruthy();
    expect(api.callsTo('GET', INBOX)).toHaveLength(2);
  });

  it('says why the list did not load, and loads it on Retry', async () => {
    const api = mockApi({ [`GET ${INBOX}`]: fail(500, 'internal') });
    renderBell(1);
    fireEvent.click(bell());
    const retry = await within(menu()).findByRole('button', { name: 'Retry' });
    api.routes[`GET ${INBOX}`] = { body: inbox([checkIn]) };
    fireEvent.click(retry);
    expect(await within(menu()).findByRole('link', { name: /Run every morning/ })).toBeTruthy();
  });

  it('is worked from the keyboard: arrows move through the notifications, Escape goes back to the bell', async () => {
    mockApi({ [`GET ${INBOX}`]: { body: inbox([checkIn, ended]) } });
    renderBell(2);
    bell().focus();
    fireEvent.keyDown(bell(), { key: 'ArrowDown' });
    const first = await within(menu()).findByRole('link', { name: /Run every morning/ });
    fireEvent.keyDown(bell(), { key: 'ArrowDown' });
    expect(document.activeElement === first).toBe(true);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Cold showers');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement === bell()).toBe(true));
    expect(menu().className).not.toContain('show');
  });
});

describe('the notification bell in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('words each kind of notification and how long ago it came', async () => {
    const lastDay: InboxNotification = {
      ...checkIn,
      id: '6f1c2a54-64b4-4d3f-9a43-3b0f2f0c0004',
      kind: 'last_day',
      challenge: { id: '6f1c2a54-64b4-4d3f-9a43-3b0f2f0c00cc', title: 'No sugar' },
    };
    mockApi({ [`GET ${INBOX}`]: { body: inbox([checkIn, ended, punishment, lastDay]) } });
    renderBell(3);
    fireEvent.click(bell('Notificaciones, 3 sin leer'));
    await within(menu()).findByRole('link', { name: /Run every morning/ });
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Sin leer: Hora de hacer check-in en Run every morninghace 5 minutos',
      'Sin leer: Cold showers ha terminado: termínalo para cobrar tus puntoshace 3 horas',
      'Tienes puntos de castigo pendientes: empieza un reto para saldarlosanteayer',
      'Sin leer: Último día de No sugarhace 5 minutos',
    ]);
    expect(within(menu()).getByRole('button', { name: 'Marcar todo como leído' })).toBeTruthy();
  });

  it("words a partnership's news", async () => {
    mockApi({ [`GET ${INBOX}`]: { body: inbox(partnership) } });
    renderBell(0);
    fireEvent.click(bell('Notificaciones'));
    await within(menu()).findByRole('link', { name: /sam te ha dado 5/ });
    expect(
      linksOf()
        .slice(0, 3)
        .map(([text]) => text),
    ).toEqual([
      'sam te ha dado 5 puntos de castigo: skipped the runhace 5 minutos',
      'sam te ha dado 1 punto de recompensa: early starthace 5 minutos',
      'sam ha aceptado tu invitación y ya es tu pareja de juegohace 5 minutos',
    ]);
  });
});
