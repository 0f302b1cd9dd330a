import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { Navigate, type RouteObject } from 'react-router';
import { makeProfile, renderRoutes } from '../../../test/render';
import { makeChallenge, makeDashboard, makeOffer, makePunishment, makeSuggestion } from '../test-support/fixtures';
import { fail, mockApi } from '../../../test/mock-api';
import NewChallengePage from './new-challenge-page';

const routes: RouteObject[] = [
  { path: '/newchallenge', element: <NewChallengePage /> },
  { path: '/dashboard', element: <p>Dashboard screen</p> },
];

const previewReply = (body: unknown) => {
  const goals = (body as { goals: { title: string }[] }).goals;
  return { body: { goals: goals.map((goal) => ({ title: goal.title, rewardPoints: 8, punishmentPoints: 5 })) } };
};

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Submit Challenge|Submitting/ });
const rerollButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Reroll (1 RP)' });

function fillDetails() {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Week one' } });
  fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: 'Getting started.' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewChallengePage: punishment goal picker', () => {
  it('keeps submit disabled until the picked goals cover the carried PP, then submits', async () => {
    const covered = makePunishment({
      required: 3,
      covered: 3,
      picked: [makeOffer()],
      offers: [makeOffer({ metric: 'pun-burpees', title: 'Burpees' })],
    });
    const api = mockApi({
      'GET /api/challenges/punishment': { body: makePunishment({ required: 3 }) },
      'POST /api/challenges/punishment/pick': { body: covered },
      'POST /api/challenges/preview': previewReply,
      'POST /api/challenges': { status: 201, body: makeChallenge() },
    });
    renderRoutes(routes, { path: '/newchallenge', me: makeProfile({ punishmentPoints: 3, rewardPoints: 0 }) });

    expect((await screen.findByTestId('punishment-required')).textContent).toBe('Required: 3 PP');
    expect(screen.getByTestId('punishment-covered').textContent).toBe('Covered: 0 PP');
    fillDetails();
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByTestId('submit-blockers').textContent).toContain('Pick punishment goals covering your 3 PP');

    const offers = within(screen.getByTestId('punishment-offers'));
    expect(offers.getByText('Cold showers')).toBeTruthy();
    expect(offers.getAllByText(/Cost: \d/)).toHaveLength(3);
    fireEvent.click(offers.getAllByRole('button', { name: 'Pick' })[0]!);

    await waitFor(() => expect(screen.getByTestId('punishment-covered').textContent).toBe('Covered: 3 PP'));
    expect(within(screen.getByTestId('picked-punishments')).getByText('Cold showers')).toBeTruthy();
    expect(api.callsTo('POST', '/api/challenges/punishment/pick')[0]?.body).toEqual({ metric: 'pun-cold-shower' });
    expect(submitButton().disabled).toBe(false);

    fireEvent.click(submitButton());
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(api.callsTo('POST', '/api/challenges')[0]?.body).toEqual({
      title: 'Week one',
      description: 'Getting started.',
      durationDays: 7,
      goals: [
        { category: 'Chastity', metric: 'cage-days', gradingType: 'CheckIn', goalValue: 1, title: 'Chastity: Days locked' },
      ],
      partnerApproves: false,
    });
  });

  it('lists the picks under the offers, so a pick moves no offer, and removes a pick again', async () => {
    const burpees = makeOffer({ metric: 'pun-burpees', title: 'Burpees' });
    const [, plank, lines] = makePunishment().offers;
    const api = mockApi({
      'GET /api/challenges/punishment': { body: makePunishment({ required: 3 }) },
      'POST /api/challenges/punishment/pick': {
        body: makePunishment({ required: 3, covered: 3, picked: [makeOffer()], offers: [burpees, plank!, lines!] }),
      },
      'DELETE /api/challenges/punishment/picks/pun-cold-shower': {
        body: makePunishment({ required: 3, offers: [burpees, plank!, lines!] }),
      },
      'POST /api/challenges/preview': previewReply,
    });
    renderRoutes(routes, { path: '/newchallenge', me: makeProfile({ punishmentPoints: 3, rewardPoints: 0 }) });
    const offers = await screen.findByTestId('punishment-offers');
    fireEvent.click(within(offers).getAllByRole('button', { name: 'Pick' })[0]!);

    const picked = await screen.findByTestId('picked-punishments');
    expect(offers.compareDocumentPosition(picked) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(offers)
        .getAllByText(/^(Burpees|Daily plank|Write lines)$/)
        .map((title) => title.textContent),
    ).toEqual(['Burpees', 'Daily plank', 'Write lines']);
    fireEvent.click(within(picked).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByTestId('picked-punishments')).toBeNull());
    expect(screen.getByTestId('punishment-covered').textContent).toBe('Covered: 0 PP');
    expect(api.callsTo('DELETE', '/api/challenges/punishment/picks/pun-cold-shower')).toHaveLength(1);
  });

  it('disables reroll without enough reward points', async () => {
    mockApi({
      'GET /api/challenges/punishment': { body: makePunishment({ required: 2 }) },
      'POST /api/challenges/preview': previewReply,
    });
    renderRoutes(routes, { path: '/newchallenge', me: makeProfile({ punishmentPoints: 2, rewardPoints: 0 }) });
    await screen.findByTestId('punishment-offers');
    expect(rerollButton().disabled).toBe(true);
    expect(screen.getByText('You need 1 RP to reroll.')).toBeTruthy();
  });

  it('rerolls for 1 RP when the user can afford it and shows the new offers', async () => {
    const api = mockApi({
      'GET /api/challenges/punishment': { body: makePunishment({ required: 2 }) },
      'POST /api/challenges/punishment/reroll': {
        body: makePunishment({ required: 2, offers: [makeOffer({ metric: 'pun-squats', title: 'Squats' })] }),
      },
      'POST /api/challenges/preview': previewReply,
      'GET /api/profile/session': { body: makeProfile({ punishmentPoints: 2, rewardPoints: 1 }) },
    });
    renderRoutes(routes, { path: '/newchallenge', me: makeProfile({ punishmentPoints: 2, rewardPoints: 2 }) });
    await screen.findByTestId('punishment-offers');
    expect(rerollButton().disabled).toBe(false);
    fireEvent.click(rerollButton());
    expect(await screen.findByText('Squats')).toBeTruthy();
    expect(api.callsTo('POST', '/api/challenges/punishment/reroll')).toHaveLength(1);
  });
});

describe('NewChallengePage: form', () => {
  it('shows the server points preview per card and in total, and requires a title but no description', async () => {
    const api = mockApi({
      'GET /api/challenges/punishment': { body: makePunishment() },
      'POST /api/challenges/preview': previewReply,
    });
    renderRoutes(routes, { path: '/newchallenge', me: makeProfile() });
    await waitFor(() => expect(screen.getByTestId('goal-card-points').textContent).toBe('+8 RP / \u22125 PP'));
    expect(screen.getByTestId('challenge-totals').textContent).toBe('Total: +8 RP / \u22125 PP');
    expect(api.callsTo('POST', '/api/challenges/preview')[0]?.body).toEqual({
      durationDays: 7,
      goals: [
        { category: 'Chastity', metric: 'cage-days', gradingType: 'CheckIn', goalValue: 1, title: 'Chastity: Days locked' },
      ],
    });
    expect(screen.getByTestId('challenge-dates').textContent).toContain('Last day');

    expect(submitButton().disabled).toBe(true);
    const blockers = screen.getByTestId('submit-blockers').textContent;
    expect(blockers).toContain('Title is required');
    // A description is the player's choice: none blocks nothing.
    expect(blockers).not.toContain('Description');

    fireEvent.change(screen.getByLabelText('Duration (days)'), { target: { value: '0' } });
    expect(screen.getByTestId('submit-blockers').textContent).toContain('Duration must be at least 1 day');

    fireEvent.change(screen.getByLabelText('Duration (days)'), { target: { value: '7' } });
    fillDetails();
    expect(submitButton().disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(screen.getByTestId('submit-blockers').textContent).toContain('Add at least one goal');
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(screen.getAllByTestId('goal-card')).toHaveLength(1);
    expect(submitButton().disabled).toBe(false);
  });

  it('says a goal already met earns nothing, and how much the challenge can pay at most', async () => {
    mockApi({
      'GET /api/challenges/punishment': { body: makePunishment() },
      'POST /api/challenges/preview': {
        body: { goals: [{ title: 'Chastity: Days locked', rewardPoints: 0, punishmentPoints: 0 }] },
      },
    });
    renderRoutes(routes, { path: '/newchallenge', me: makeProfile() });
    expect((await screen.findByTestId('goal-card-no-effort')).textContent).toContain('Already met at the start');
    expect(screen.getByTestId('reward-cap-note').textContent).toContain('up to 140 RP for 7 days');
    fireEvent.change(screen.getByLabelText('Duration (days)'), { target: { value: '1' } });
    expect(screen.getByTestId('reward-cap-note').textContent).toContain('up to 20 RP for 1 day');
  });

  it('says at once that a challenge is active, offers the way back, and shows no form to reroll in', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: makeDashboard({ activeChallenge: makeChallenge({ title: 'Still going' }) }) },
      'GET /api/challenges/punishment': { body: makePunishment() },
    });
    renderRoutes(routes, { path: '/newchallenge', me: makeProfile() });
    const notice = await screen.findByTestId('active-challenge-notice');
    expect(notice.textContent).toContain('You already have an active challenge, “Still going”.');
    expect(within(notice).getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: /Reroll/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Submit Challenge/ })).toBeNull();
    expect(api.callsTo('POST', '/api/challenges/punishment/reroll')).toHaveLength(0);
  });

  it('pre-fills a predefined challenge from the navigation state', async () => {
    const predefined = makeSuggestion();
    mockApi({
      'GET /api/challenges/punishment': { body: makePunishment() },
      'POST /api/challenges/preview': previewReply,
    });
    renderRoutes([...routes, { path: '/', element: <Navigate to="/newchallenge" state={{ predefined }} /> }], {
      path: '/',
      me: makeProfile(),
    });
    expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe('Jock Training');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description (optional)').value).toBe(predefined.description);
    expect(screen.getByLabelText<HTMLInputElement>('Duration (days)').value).toBe('7');
    expect(screen.getAllByTestId('goal-card-title').map((node) => node.textContent)).toEqual(['Stay locked', 'Run!']);
  });

  it('shows a server refusal in an alert', async () => {
    mockApi({
      'GET /api/challenges/punishment': { body: makePunishment() },
      'POST /api/challenges/preview': previewReply,
      'POST /api/challenges': fail(409, 'active_challenge_exists', 'You already have an active challenge.'),
    });
    renderRoutes(routes, { path: '/newchallenge', me: makeProfile() });
    await screen.findByTestId('punishment-offers');
    fillDetails();
    fireEvent.click(submitButton());
    expect(await screen.findByText('You already have an active challenge.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
  });
});
