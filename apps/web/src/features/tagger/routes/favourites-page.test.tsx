import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Favourite } from '@gauntlet/core';
import { activateLanguage } from '../../../lib/i18n';
import { makeProfile, renderPage } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import FavouritesPage from './favourites-page';

const favourite = (postId: number, savedAt: string): Favourite => ({
  postId,
  url: `https://static.board.test/data/${postId}.png`,
  postPage: `https://board.test/posts/${postId}`,
  savedAt,
});

afterEach(() => vi.unstubAllGlobals());

describe('FavouritesPage', () => {
  it('lists saved posts newest first, each linking to its post, and removes one', async () => {
    const saved = [favourite(11, '2026-01-01T10:00:00.000Z'), favourite(22, '2026-01-03T10:00:00.000Z')];
    const api = mockApi({
      'GET /api/tagger/favourites': () => ({ body: saved }),
      'DELETE /api/tagger/favourites/22': () => {
        saved.splice(1, 1);
        return { body: { ok: true } };
      },
    });
    renderPage(<FavouritesPage />, { me: makeProfile() });
    const cards = await screen.findAllByTestId('favourite-card');
    expect(cards.map((card) => within(card).getByRole('link', { name: /^Post #/ }).textContent)).toEqual([
      'Post #22',
      'Post #11',
    ]);
    const link = screen.getByRole<HTMLAnchorElement>('link', { name: 'Post #11' });
    expect(link.href).toBe('https://board.test/posts/11');
    expect(link.rel).toBe('noopener noreferrer');
    expect((cards[1]!.querySelector('img') as HTMLImageElement).src).toBe('https://static.board.test/data/11.png');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Post #22' }));
    await waitFor(() => expect(screen.getAllByTestId('favourite-card')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/tagger/favourites/22')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Post #22' })).toBeNull();
  });

  it('keeps the item and says so when removing fails', async () => {
    mockApi({
      'GET /api/tagger/favourites': { body: [favourite(5, '2026-01-01T10:00:00.000Z')] },
      'DELETE /api/tagger/favourites/5': fail(500, 'internal', 'Boom'),
    });
    renderPage(<FavouritesPage />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Post #5' }));
    expect(await screen.findByText('Could not remove Post #5. Please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post #5' })).toBeTruthy();
  });

  it('shows the empty state and a load failure', async () => {
    mockApi({ 'GET /api/tagger/favourites': { body: [] } });
    const view = renderPage(<FavouritesPage />, { me: makeProfile() });
    expect((await screen.findByTestId('favourites-empty')).textContent).toBe(
      'No favourites saved yet. Open the tagger and give a post +1 to save it.',
    );
    expect(screen.getByRole('link', { name: 'Open the tagger' }).getAttribute('href')).toBe('/tagger');
    view.unmount();

    mockApi({ 'GET /api/tagger/favourites': fail(500, 'internal', 'Boom') });
    renderPage(<FavouritesPage />, { me: makeProfile() });
    expect(await screen.findByText('Failed to load favourites')).toBeTruthy();
  });
});

describe('FavouritesPage in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('shows the empty state as one sentence around its link', async () => {
    mockApi({ 'GET /api/tagger/favourites': { body: [] } });
    renderPage(<FavouritesPage />, { me: makeProfile() });
    expect((await screen.findByTestId('favourites-empty')).textContent).toBe(
      'Aún no tienes favoritos. Abre el etiquetador y dale +1 a una publicación para guardarla.',
    );
    expect(screen.getByRole('link', { name: 'Abre el etiquetador' }).getAttribute('href')).toBe('/tagger');
  });
});
