import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LedgerEntry, LedgerPage, MyProfile } from '@gauntlet/core';
import { activateLanguage } from '../../../lib/i18n';
import { meQueryKey } from '../../../lib/query-keys';
import { makeProfile, renderPage, renderInLanguage } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import PointsPage from './points-page';

const FIRST = 'GET /api/points/history?limit=25';
const me = makeProfile({ timeZone: 'Pacific/Kiritimati', rewardPoints: 12, punishmentPoints: 3 });

function entry(seq: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: `e${seq}`,
    seq,
    at: '2026-03-01T20:30:00.000Z',
    deltaRewardPoints: 0,
    deltaPunishmentPoints: 0,
    rewardBalance: 0,
    punishmentBalance: 0,
    kind: 'punishment_reroll',
    challenge: null,
    goalTitle: null,
    slideTitle: null,
    cancelPenalty: null,
    partner: null,
    note: null,
    ...overrides,
  };
}

const passed = entry(3, {
  kind: 'goal_passed',
  at: '2026-03-01T20:30:00.000Z',
  deltaRewardPoints: 13,
  rewardBalance: 13,
  punishmentBalance: 3,
  challenge: { id: 'c1', title: 'Jock Training' },
  goalTitle: 'Workout',
});
const reroll = entry(4, { at: '2026-03-02T08:00:00.000Z', deltaRewardPoints: -1, rewardBalance: 12, punishmentBalance: 3 });
const failed = entry(2, {
  kind: 'goal_failed',
  at: '2026-02-27T10:00:00.000Z',
  deltaPunishmentPoints: 3,
  punishmentBalance: 3,
  challenge: { id: 'c0', title: 'Bull Training' },
  goalTitle: 'Edge',
});
const slide = entry(5, {
  kind: 'slide_drawn',
  at: '2026-03-03T08:00:00.000Z',
  deltaRewardPoints: -2,
  rewardBalance: 10,
  punishmentBalance: 3,
  slideTitle: 'Ten deep breaths, four counts in, six out.',
});
const page = (entries: LedgerEntry[], nextCursor: string | null = null): { body: LedgerPage } => ({
  body: { entries, nextCursor },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The files the page hands the browser to save: each one's name and text. */
function catchDownloads(): { name: string; text: Promise<string> }[] {
  const saved: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:download-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
  return saved;
}

describe('PointsPage', () => {
  it('lists the movements newest first with reason, time in the user’s zone, change and balances, and a chart', async () => {
    mockApi({ [FIRST]: page([reroll, passed]) });
    renderPage(<PointsPage />, { me });
    const rows = await screen.findAllByTestId('ledger-entry');
    expect(rows.map((row) => within(row).getByTestId('ledger-reason').textContent)).toEqual([
      'Reroll of punishment offers',
      "Goal 'Workout' passed in 'Jock Training'",
    ]);
    // 20:30 UTC is 10:30 the next day in Kiritimati (UTC+14).
    expect(within(rows[1]!).getByText('2 Mar 2026, 10:30').getAttribute('datetime')).toBe(passed.at);
    expect(within(rows[0]!).getByTestId('ledger-rp-change').textContent).toBe('\u22121 RP');
    expect(within(rows[1]!).getByTestId('ledger-rp-change').textContent).toBe('+13 RP');
    expect(within(rows[1]!).queryByTestId('ledger-pp-change')).toBeNull();
    expect(within(rows[0]!).getByTestId('ledger-balance').textContent).toBe('Balance: RP 12 · PP 3');
    expect(within(rows[1]!).getByRole('link', { name: "Goal 'Workout' passed in 'Jock Training'" }).getAttribute('href')).toBe(
      '/seechallenge/c1',
    );
    expect(within(rows[0]!).queryByRole('link')).toBeNull();

    const chart = await screen.findByTestId('balance-chart');
    expect(
      within(chart)
        .getByRole('img', { name: /RP and PP balance over time/ })
        .querySelector('desc')?.textContent,
    ).toBe('2 movements from 2 Mar 2026 to 2 Mar 2026: RP went from 13 to 12, PP from 3 to 3.');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks the server again for the chosen currency and kind, and downloads with the same filters', async () => {
    const api = mockApi({
      [FIRST]: page([reroll, passed, failed]),
      'GET /api/points/history?currency=pp&limit=25': page([failed]),
      'GET /api/points/history?currency=pp&limit=100': page([failed]),
      'GET /api/points/history?currency=pp&kind=goal_passed&limit=25': page([]),
    });
    const downloads = catchDownloads();
    renderPage(<PointsPage />, { me });
    expect(await screen.findAllByTestId('ledger-entry')).toHaveLength(3);

    fireEvent.change(screen.getByLabelText('Points'), { target: { value: 'pp' } });
    await waitFor(() => expect(screen.getAllByTestId('ledger-entry')).toHaveLength(1));
    expect(screen.getByTestId('ledger-reason').textContent).toBe("Goal 'Edge' failed in 'Bull Training'");
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('gauntlet-points.csv');
    expect(await downloads[0]!.text).toBe(
      'Time (Pacific/Kiritimati),RP change,PP change,RP balance,PP balance,Reason\r\n' +
        "2026-02-28 00:00:00,0,3,0,3,Goal 'Edge' failed in 'Bull Training'\r\n",
    );

    const kind = screen.getByLabelText<HTMLSelectElement>('Kind');
    expect([...kind.options].map((option) => option.text)).toContain('Goal passed');
    fireEvent.change(kind, { target: { value: 'goal_passed' } });
    expect(await screen.findByText('No movements match these filters.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/points/history?currency=pp&kind=goal_passed&limit=25')).toHaveLength(1);
  });

  it('loads older movements with the cursor until there are none', async () => {
    const api = mockApi({
      [FIRST]: page([reroll, passed], 's3'),
      'GET /api/points/history?limit=25&cursor=s3': page([failed]),
    });
    renderPage(<PointsPage />, { me });
    expect(await screen.findAllByTestId('ledger-entry')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('ledger-entry')).toHaveLength(3));
    expect(screen.getAllByTestId('ledger-reason').at(-1)!.textContent).toBe("Goal 'Edge' failed in 'Bull Training'");
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo('GET', '/api/points/history?limit=25&cursor=s3')).toHaveLength(1);
  });

  it('says when no points have moved, and offers Retry after a failure', async () => {
    mockApi({ [FIRST]: page([]) });
    const empty = renderPage(<PointsPage />, { me });
    expect(await screen.findByText('No points have moved yet.')).toBeTruthy();
    expect(screen.queryByTestId('balance-chart')).toBeNull();
    empty.unmount();

    const api = mockApi({ [FIRST]: fail(500, 'internal', 'Boom') });
    renderPage(<PointsPage />, { me });
    expect(await screen.findByText('Failed to load the points history.')).toBeTruthy();
    api.routes[FIRST] = page([reroll]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Reroll of punishment offers')).toBeTruthy();
  });

  it('reads the history again when the balances change live', async () => {
    const api = mockApi({ [FIRST]: page([passed]) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(meQueryKey, me);
    renderInLanguage(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <PointsPage /> }])} />
      </QueryClientProvider>,
    );
    expect(await screen.findAllByTestId('ledger-entry')).toHaveLength(1);
    api.routes[FIRST] = page([reroll, passed]);
    act(() => {
      queryClient.setQueryData<MyProfile>(meQueryKey, { ...me, rewardPoints: 11 });
    });
    await waitFor(() => expect(screen.getAllByTestId('ledger-entry')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/points/history?limit=25')).toHaveLength(2);
  });
});

describe('a drawn slide', () => {
  it('is named in quotes', async () => {
    mockApi({ [FIRST]: page([slide]) });
    renderPage(<PointsPage />, { me });
    expect((await screen.findByTestId('ledger-reason')).textContent).toBe(
      "Slide 'Ten deep breaths, four counts in, six out.' shown",
    );
  });
});

describe("a partner's points", () => {
  afterEach(() => activateLanguage('en'));
  const punished = entry(6, {
    kind: 'partner_punishment',
    deltaPunishmentPoints: 5,
    punishmentBalance: 5,
    partner: { userName: 'alex' },
    note: 'missed the run',
  });
  const rewarded = entry(7, { kind: 'partner_reward', deltaRewardPoints: 2, rewardBalance: 2 });

  it.each([
    ['en', ["Punishment from partner 'alex': missed the run", 'Reward from a partner']],
    ['es', ["Castigo de la pareja de juego 'alex': missed the run", 'Recompensa de una pareja de juego']],
  ] as const)('name the partner and their reason (%s), or a partner whose account is gone', async (language, reasons) => {
    await activateLanguage(language);
    mockApi({ [FIRST]: page([punished, rewarded]) });
    renderPage(<PointsPage />, { me });
    const rows = await screen.findAllByTestId('ledger-entry');
    expect(rows.map((row) => within(row).getByTestId('ledger-reason').textContent)).toEqual(reasons);
  });
});

describe('PointsPage in Spanish', () => {
  afterEach(() => activateLanguage('en'));

  it('says why points moved in Spanish, with a catalogue goal named in Spanish and the challenge title as written', async () => {
    await activateLanguage('es');
    mockApi({ [FIRST]: page([slide, reroll, passed]) });
    renderPage(<PointsPage />, { me });
    const rows = await screen.findAllByTestId('ledger-entry');
    expect(rows.map((row) => within(row).getByTestId('ledger-reason').textContent)).toEqual([
      "Diapositiva 'Diez respiraciones profundas: cuatro tiempos para dentro, seis para fuera.' mostrada",
      'Volver a tirar los castigos ofrecidos',
      "Objetivo 'Entreno' superado en 'Jock Training'",
    ]);
    expect(within(rows[2]!).getByTestId('ledger-rp-change').textContent).toBe('+13 PR');
    expect(screen.getByRole('option', { name: 'Objetivo superado' })).toBeTruthy();
  });

  it('downloads the whole history as a CSV in Spanish, a full page after another', async () => {
    await activateLanguage('es');
    const api = mockApi({
      [FIRST]: page([reroll, passed]),
      'GET /api/points/history?limit=100': page([reroll, passed], 's3'),
      'GET /api/points/history?limit=100&cursor=s3': page([failed]),
    });
    const downloads = catchDownloads();
    renderPage(<PointsPage />, { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect((await downloads[0]!.text).split('\r\n')).toEqual([
      'Hora (Pacific/Kiritimati),Cambio de PR,Cambio de PC,Saldo de PR,Saldo de PC,Motivo',
      '2026-03-02 22:00:00,-1,0,12,3,Volver a tirar los castigos ofrecidos',
      "2026-03-02 10:30:00,13,0,13,3,Objetivo 'Entreno' superado en 'Jock Training'",
      "2026-02-28 00:00:00,0,3,0,3,Objetivo 'Edge' fallado en 'Bull Training'",
      '',
    ]);
    expect(api.callsTo('GET', '/api/points/history?limit=100&cursor=s3')).toHaveLength(1);
  });
});
