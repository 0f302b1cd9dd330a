import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { makeProfile, renderPage } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import { TAGGER_STORAGE_KEY } from '../lib/tagger-storage';
import { boardRoute, IMAGE_HOST, makePost } from '../test-support/board-fixtures';
import TaggerPage from './tagger-page';

/** Page 1: six showable posts (ids 101–106), one without any url and one video with a preview. */
const page1 = [
  makePost(101, ['red', 'solo']),
  makePost(199, ['nothing'], { fileUrl: null, previewUrl: null }),
  makePost(102, ['blue', 'duo']),
  makePost(103, ['green', 'duo']),
  makePost(104, ['red', 'duo'], { fileUrl: `${IMAGE_HOST}/data/104.webm` }),
  makePost(105, ['blue', 'group']),
  makePost(106, ['green', 'group']),
];
const page2 = [makePost(201, ['red']), makePost(202, ['blue'])];

const caption = () => screen.getByTestId('tagger-post-caption').textContent;
const shownId = async () => Number((await screen.findByTestId('tagger-post-caption')).textContent?.replace('Post #', ''));
const press = (key: string) => fireEvent.keyDown(window, { key });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const stored = () =>
  JSON.parse(window.localStorage.getItem(TAGGER_STORAGE_KEY) ?? 'null') as {
    tags: Record<string, { votes: number; count: number }>;
    lastId: number | null;
  } | null;

function board(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ [boardRoute(1)]: { body: { posts: page1 } }, [boardRoute(2)]: { body: { posts: page2 } }, ...extra });
}

/** Opens the tagger and starts on the newest posts, as a player does with the button it opens on. */
async function openTagger(options?: Parameters<typeof renderPage>[1]) {
  const view = renderPage(<TaggerPage />, options);
  fireEvent.click(within(await screen.findByTestId('tagger-intro')).getByRole('button'));
  return view;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('TaggerPage', () => {
  it('opens on what it does and how to start, and asks the board for nothing until the player starts', async () => {
    const api = board();
    renderPage(<TaggerPage />);
    const intro = await screen.findByTestId('tagger-intro');
    expect(within(intro).getByRole('heading', { name: 'Teach the tagger your taste' })).toBeTruthy();
    expect(intro.textContent).toContain('Search for tags above, or start with the newest posts.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('tagger-status')).toBeNull();
    expect(api.callsTo('GET', '/api/tagger/board/posts?tags=&page=1')).toHaveLength(0);

    click('Show the newest posts');
    expect(await shownId()).toBe(101);
    expect(screen.queryByTestId('tagger-intro')).toBeNull();
    expect(api.callsTo('GET', '/api/tagger/board/posts?tags=&page=1')).toHaveLength(1);
  });

  it('shows the first post with its picture, caption, tags and key hints', async () => {
    board();
    await openTagger();
    expect(await shownId()).toBe(101);
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'Post #101' });
    expect(image.src).toBe(`${IMAGE_HOST}/data/101.png`);
    expect(within(screen.getByTestId('tagger-tags')).getByText('solo')).toBeTruthy();
    for (const name of ['-1', '0', '+1']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getAllByTestId('vote-key-hint').map((hint) => hint.textContent)).toEqual(['← or 1', '↓ or 0', '→ or 2']);
    expect(screen.getByTestId('tagger-status').textContent).toContain('6 of 6 posts left');
    expect(screen.getByTestId('tagger-guest-hint').textContent).toContain('every +1 is also saved to your favourites');
  });

  it('learns from votes in localStorage and skips posts without a picture', async () => {
    board();
    await openTagger();
    expect(await shownId()).toBe(101);
    click('+1');
    expect(stored()).toEqual({ tags: { red: { votes: 1, count: 1 }, solo: { votes: 1, count: 1 } }, lastId: 101 });
    // 'red' is liked now: the red video post (shown by its preview) jumps ahead; 199 never shows.
    expect(await shownId()).toBe(104);
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Post #104' }).src).toBe(`${IMAGE_HOST}/preview/104.jpg`);
    press('0');
    expect(stored()?.tags.duo).toEqual({ votes: 0.5, count: 1 });
    // All that is left scores 0.5 now: the board's order, 102 (blue, duo).
    expect(await shownId()).toBe(102);
    press('ArrowLeft');
    expect(stored()?.tags.blue).toEqual({ votes: 0, count: 1 });
    expect(stored()?.lastId).toBe(102);
    // 'blue' and 'duo' are disliked now: 106 (green, group) goes before 103 (duo) and 105 (blue).
    expect(await shownId()).toBe(106);
  });

  it('loads the next page after three -1 in a row, and 0 resets the run', async () => {
    const api = board();
    await openTagger();
    expect(await shownId()).toBe(101);
    click('-1');
    press('1');
    expect(screen.getByTestId('tagger-status').textContent).toContain('-1 in a row: 2 of 3');
    press('ArrowDown');
    expect(screen.getByTestId('tagger-status').textContent).toContain('-1 in a row: 0 of 3');
    press('ArrowLeft');
    click('-1');
    expect(api.callsTo('GET', '/api/tagger/board/posts?tags=&page=2')).toHaveLength(0);
    expect(caption()).not.toMatch(/Post #2\d\d/);
    click('-1');
    await waitFor(() => expect(api.callsTo('GET', '/api/tagger/board/posts?tags=&page=2')).toHaveLength(1));
    expect(await shownId()).toBeGreaterThan(200);
    expect(screen.getByTestId('tagger-status').textContent).toMatch(/^Page 2 · 2 of 2 posts left/);
  });

  it('moves on to the next page when the batch is used up', async () => {
    const api = mockApi({ [boardRoute(1)]: { body: { posts: page2 } }, [boardRoute(2)]: { body: { posts: [] } } });
    await openTagger();
    expect(await shownId()).toBe(201);
    press('2');
    expect(await shownId()).toBe(202);
    press('2');
    expect(await screen.findByText('No more posts for these tags.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/tagger/board/posts?tags=&page=2')).toHaveLength(1);
    click('Back to page 1');
    expect(await shownId()).toBe(201);
  });

  it('searches by tags from page 1, and typing never votes', async () => {
    const api = board({ [boardRoute(1, 'blue solo')]: { body: { posts: [makePost(301, ['blue'])] } } });
    await openTagger();
    expect(await shownId()).toBe(101);
    const field = screen.getByLabelText('Search tags');
    fireEvent.change(field, { target: { value: '  blue   solo ' } });
    fireEvent.keyDown(field, { key: '1' });
    expect(stored()).toBeNull();
    click('Search');
    expect(await shownId()).toBe(301);
    expect(api.callsTo('GET', '/api/tagger/board/posts?tags=blue%20solo&page=1')).toHaveLength(1);
  });

  it('saves a +1 to favourites when logged in', async () => {
    const api = board({
      'POST /api/tagger/favourites': (body) => ({
        body: { ...(body as object), postPage: 'https://board.test/posts/1', savedAt: '2026-01-02T03:04:05.000Z' },
      }),
    });
    await openTagger({ me: makeProfile() });
    expect(await shownId()).toBe(101);
    expect(screen.queryByTestId('tagger-guest-hint')).toBeNull();
    press('ArrowRight');
    expect(await screen.findByText('Saved Post #101 to favourites.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/tagger/favourites')).toEqual([
      { method: 'POST', path: '/api/tagger/favourites', body: { postId: 101, url: `${IMAGE_HOST}/data/101.png` } },
    ]);
    press('ArrowLeft');
    press('ArrowDown');
    expect(api.callsTo('POST', '/api/tagger/favourites')).toHaveLength(1);
  });

  it('says so when saving a favourite fails, and a guest +1 saves nothing', async () => {
    const api = board({ 'POST /api/tagger/favourites': fail(500, 'internal', 'Boom') });
    const view = await openTagger({ me: makeProfile() });
    expect(await shownId()).toBe(101);
    click('+1');
    expect(await screen.findByText('Could not save Post #101 to favourites.')).toBeTruthy();
    view.unmount();

    window.localStorage.clear();
    await openTagger();
    expect(await shownId()).toBe(101);
    click('+1');
    expect(await shownId()).toBe(104);
    expect(api.callsTo('POST', '/api/tagger/favourites')).toHaveLength(1);
  });

  it('orders the batch by what was learned before', async () => {
    window.localStorage.setItem(
      TAGGER_STORAGE_KEY,
      JSON.stringify({ tags: { group: { votes: 4, count: 4 }, red: { votes: 0, count: 2 } }, lastId: 7 }),
    );
    board();
    await openTagger();
    expect(await shownId()).toBe(105);
    expect(screen.getByTestId('tagger-status').textContent).toContain('last voted Post #7');
  });

  it('deletes the learned data only after the confirmation', async () => {
    board();
    await openTagger();
    expect(await shownId()).toBe(101);
    click('+1');
    click('Delete All Tagger Keys');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/2 tags with their votes and counts/)).toBeTruthy();
    press('ArrowLeft');
    expect(stored()?.lastId).toBe(101);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).not.toBeNull();

    click('Delete All Tagger Keys');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByText('The learned tag data was deleted.')).toBeTruthy();
    expect(stored()).toBeNull();
    expect(screen.getByTestId('tagger-status').textContent).not.toContain('last voted');
  });

  it('shows the board failure with a retry', async () => {
    const api = board({ [boardRoute(1)]: fail(502, 'board_unavailable', 'The board did not answer') });
    await openTagger();
    expect(await screen.findByText('The image board is not reachable right now.', {}, { timeout: 4000 })).toBeTruthy();
    api.routes[boardRoute(1)] = { body: { posts: page1 } };
    click('Retry');
    expect(await shownId()).toBe(101);
  });

  it('says when a page has no post with a picture, and offers the next batch', async () => {
    mockApi({
      [boardRoute(1)]: { body: { posts: [makePost(199, ['x'], { fileUrl: null, previewUrl: null })] } },
      [boardRoute(2)]: { body: { posts: page2 } },
    });
    await openTagger();
    expect(await screen.findByText('No post on page 1 has an image to show.')).toBeTruthy();
    click('Next batch');
    expect(await shownId()).toBe(201);
  });

  it('shows the empty state when nothing matches', async () => {
    mockApi({ [boardRoute(1)]: { body: { posts: [] } } });
    await openTagger();
    expect(await screen.findByText('No posts found for these tags.')).toBeTruthy();
  });
});

describe('TaggerPage in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('shows the batch status and the saved-favourite note in Spanish', async () => {
    window.localStorage.setItem(TAGGER_STORAGE_KEY, JSON.stringify({ tags: {}, lastId: 7 }));
    board({
      'POST /api/tagger/favourites': (body) => ({
        body: { ...(body as object), postPage: 'https://board.test/posts/1', savedAt: '2026-01-02T03:04:05.000Z' },
      }),
    });
    await openTagger({ me: makeProfile() });
    await screen.findByTestId('tagger-post-caption');
    expect(screen.getByRole('heading', { name: 'Etiquetador' })).toBeTruthy();
    expect(screen.getByTestId('tagger-status').textContent).toBe(
      'Página 1 · 6 de 6 publicaciones pendientes en esta tanda · -1 seguidos: 0 de 3 · último voto: publicación #7',
    );
    press('ArrowRight');
    expect(await screen.findByText('Publicación #101 guardada en favoritos.')).toBeTruthy();
  });

  it('says in Spanish when no post matches the tags', async () => {
    mockApi({ [boardRoute(1)]: { body: { posts: [] } } });
    await openTagger();
    expect((await screen.findByTestId('tagger-empty')).textContent).toBe('No hay publicaciones con estas etiquetas.');
  });
});
