import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { DeckEntry, MyProfile } from '@gauntlet/core';
import { activateLanguage } from '../../../lib/i18n';
import { makeProfile, renderRoutes } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import { catalogueDeck } from '../test-support/deck-fixtures';
import DeckPage from './deck-page';

const routes: RouteObject[] = [
  { path: '/deck', element: <DeckPage /> },
  { path: '/teaser', element: <p>Slideshow screen</p> },
  { path: '/', element: <p>Home screen</p> },
];
const open = (me: MyProfile | null = makeProfile()) => renderRoutes(routes, { path: '/deck', me });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const card = (slideId: string) => within(screen.getByTestId(`deck-card-${slideId}`));
const input = (slideId: string, label: RegExp) => card(slideId).getByLabelText<HTMLInputElement>(label);

/** A server double that stores what PUT sends, as the real one does. */
function deckServer() {
  let deck = catalogueDeck();
  return mockApi({
    'GET /api/slideshow/deck': () => ({ body: deck }),
    'PUT /api/slideshow/deck': (body) => {
      const entries = (body as { entries: DeckEntry[] }).entries;
      deck = {
        saved: true,
        slides: deck.slides.map((slide) => ({ ...slide, ...entries.find((entry) => entry.slideId === slide.slideId) })),
      };
      return { body: deck };
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeckPage', () => {
  it('shows every card with thumbnail, costs and a quantity from 0 in steps of 1', async () => {
    deckServer();
    open(null);
    expect(await screen.findByRole('heading', { name: 'Choose your deck' })).toBeTruthy();
    await screen.findByTestId('deck-card-pushups-10');
    expect(screen.getAllByRole('article')).toHaveLength(50);
    const pushups = card('pushups-10');
    expect(decodeURIComponent(screen.getByTestId('deck-card-pushups-10').querySelector('img')!.src)).toContain(
      'aria-label="Ten push-ups, slow and clean."',
    );
    expect(pushups.getByTestId('deck-card-reward-cost').textContent).toContain('1');
    expect(pushups.getByTestId('deck-card-punishment-cost').textContent).toContain('2');
    const quantity = input('pushups-10', /Quantity/);
    expect([quantity.value, quantity.min, quantity.step]).toEqual(['1', '0', '1']);
    expect(button('Edit')).toBeTruthy();
    expect(screen.getByTestId('deck-selection-count').textContent).toContain('50 of 50 slides selected');
  });

  it('opens the costs in edit mode, clamps them, and asks a guest to log in to save', async () => {
    const api = deckServer();
    open(null);
    await screen.findByTestId('deck-card-pushups-10');
    fireEvent.click(button('Edit'));
    expect(card('pushups-10').queryByLabelText(/Quantity/)).toBeNull();
    const reward = input('pushups-10', /Reward cost/);
    const punishment = input('pushups-10', /Punishment cost/);
    expect([reward.min, reward.max, reward.step, punishment.max]).toEqual(['0', '20', '1', '40']);
    fireEvent.change(reward, { target: { value: '25' } });
    fireEvent.change(punishment, { target: { value: '-3' } });
    expect(input('pushups-10', /Reward cost/).value).toBe('20');
    expect(input('pushups-10', /Punishment cost/).value).toBe('0');

    fireEvent.click(button('Save'));
    const notice = await screen.findByTestId('deck-login-notice');
    expect(notice.textContent).toContain('Log in to save your deck');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/');
    expect(api.callsTo('PUT', '/api/slideshow/deck')).toHaveLength(0);
    expect((await card('pushups-10').findByTestId('deck-card-reward-cost')).textContent).toContain('20');
  });

  it('saves quantities and costs for a signed-in user', async () => {
    const api = deckServer();
    open();
    await screen.findByTestId('deck-card-pushups-10');
    fireEvent.click(button('Select none'));
    fireEvent.change(input('deep-breaths', /Quantity/), { target: { value: '3' } });
    expect(screen.getByTestId('deck-selection-count').textContent).toContain(
      '1 of 50 slides selected (3 copies) · unsaved changes',
    );

    fireEvent.click(button('Save'));
    expect(await screen.findByText('Deck saved.')).toBeTruthy();
    const first = api.callsTo('PUT', '/api/slideshow/deck')[0]?.body as { entries: DeckEntry[] };
    expect(first.entries).toHaveLength(50);
    expect(first.entries.filter((entry) => entry.quantity > 0)).toEqual([
      { slideId: 'deep-breaths', rewardCost: 0, punishmentCost: 0, quantity: 3 },
    ]);
    expect(button('Edit')).toBeTruthy();

    fireEvent.click(button('Edit'));
    fireEvent.change(input('deep-breaths', /Reward cost/), { target: { value: '2' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/slideshow/deck')).toHaveLength(2));
    const second = api.callsTo('PUT', '/api/slideshow/deck')[1]?.body as { entries: DeckEntry[] };
    expect(second.entries.find((entry) => entry.slideId === 'deep-breaths')).toEqual({
      slideId: 'deep-breaths',
      rewardCost: 2,
      punishmentCost: 0,
      quantity: 3,
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(input('deep-breaths', /Quantity/).value).toBe('3');
  });

  it('saves unsaved changes before Select Slides opens the slideshow', async () => {
    const api = deckServer();
    const { router } = open();
    await screen.findByTestId('deck-card-pushups-10');
    fireEvent.change(input('pushups-10', /Quantity/), { target: { value: '4' } });
    fireEvent.click(button('Select Slides'));
    expect(await screen.findByText('Slideshow screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/teaser');
    expect(api.callsTo('PUT', '/api/slideshow/deck')).toHaveLength(1);
  });

  it('keeps edit mode and says so when the save fails', async () => {
    const api = deckServer();
    api.routes['PUT /api/slideshow/deck'] = fail(500, 'internal', 'Boom');
    open();
    await screen.findByTestId('deck-card-pushups-10');
    fireEvent.click(button('Edit'));
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Failed to save the deck: Boom')).toBeTruthy();
    expect(input('pushups-10', /Reward cost/)).toBeTruthy();
  });

  it('shows a load failure with Retry', async () => {
    const api = mockApi({ 'GET /api/slideshow/deck': fail(500, 'internal', 'Boom') });
    open(null);
    expect(await screen.findByText('Failed to load the deck: Boom')).toBeTruthy();
    api.routes['GET /api/slideshow/deck'] = { body: catalogueDeck() };
    fireEvent.click(button('Retry'));
    expect(await screen.findByTestId('deck-card-pushups-10')).toBeTruthy();
  });
});

describe('DeckPage in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('shows each instruction, on its card and under it, in Spanish', async () => {
    deckServer();
    open();
    await screen.findByTestId('deck-card-pushups-10');
    const pushups = screen.getByTestId('deck-card-pushups-10');
    expect(within(pushups).getByText('Diez flexiones, lentas y limpias.')).toBeTruthy();
    const drawn = decodeURIComponent(pushups.querySelector('img')!.src);
    expect(drawn).toContain('aria-label="Diez flexiones, lentas y limpias."');
    expect(drawn).toContain('>INSTRUCCIÓN<');
    expect(decodeURIComponent(screen.getByTestId('deck-card-shock-tap').querySelector('img')!.src)).toContain(
      '>⚡ INSTRUCCIÓN ⚡<',
    );
    expect(screen.queryByText('Ten push-ups, slow and clean.')).toBeNull();
  });
});
