import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taggerApi } from '@gauntlet/core';
import { startFakeBoard, type FakeBoard } from '../../../test/fake-board.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let board: FakeBoard;
let server: TestServer;
beforeAll(async () => {
  board = await startFakeBoard();
  server = await startTestServer({ IMAGE_BOARD_URL: board.url });
});
afterAll(async () => {
  await server.close();
  await board.close();
});

const posts = (query: Record<string, unknown>) => server.call(taggerApi.posts, { query });

describe('image-board proxy', () => {
  it('asks the board for 250 posts with the tags and page, naming itself, and flattens the answer', async () => {
    const response = await posts({ tags: 'fox', page: 2 });
    expect(response.statusCode).toBe(200);
    const { posts: page } = response.json();
    expect(page).toHaveLength(250);
    expect(page[0]).toEqual({
      id: 20001,
      score: 7,
      fileUrl: `${board.url}/img/20001.svg`,
      previewUrl: `${board.url}/img/20001.svg`,
      tags: ['day', 'solo', 'fox', 'equine', 'artist_2', 'fake_board'],
    });
    expect(page[3]).toMatchObject({ id: 20004, fileUrl: null, previewUrl: null });
    const sent = board.requests.at(-1)!;
    expect(sent.path).toBe('/posts.json?limit=250&tags=fox&page=2');
    expect(sent.userAgent).toMatch(/^Gauntlet\/0\.10\.0 \(/);
  });

  it('answers a repeated page from its cache without asking the board again', async () => {
    await posts({ tags: 'cached', page: 1 });
    const before = board.requests.length;
    await posts({ tags: 'cached', page: 1 });
    expect(board.requests.length).toBe(before);
  });

  it('keeps at least a second between requests to the board', async () => {
    const started = Date.now();
    await Promise.all([posts({ tags: 'a' }), posts({ tags: 'b' }), posts({ tags: 'c' })]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('turns board failures into a clear 502', async () => {
    const response = await posts({ tags: 'fail' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: { code: 'board_unavailable', message: 'The image board is not reachable right now.' },
    });
  });

  it('refuses a malformed page number', async () => {
    expect((await posts({ page: 0 })).statusCode).toBe(400);
    expect((await posts({ page: 'abc' })).statusCode).toBe(400);
  });
});

describe('the queue to the image board', () => {
  let queued: TestServer;
  let member: TestUser;
  beforeAll(async () => {
    queued = await startTestServer({
      IMAGE_BOARD_URL: board.url,
      IMAGE_BOARD_QUEUE_PER_CLIENT: '2',
      IMAGE_BOARD_QUEUE_LIMIT: '4',
    });
    member = await queued.signUp('board_member');
  });
  afterAll(() => queued.close());

  /** A page request from `address`, signed in as `as` if given; `finished` records the order answers came back in. */
  const finished: string[] = [];
  const ask = async (label: string, tags: string, address: string, as?: TestUser) => {
    const response = await queued.call(taggerApi.posts, { query: { tags }, remoteAddress: address, as });
    finished.push(label);
    return response;
  };
  /** Until the board's next free second, so that the next request goes at once. */
  const boardFree = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    finished.length = 0;
  };

  it('answers 503 with Retry-After at once beyond an asker’s share and the anonymous half, lets a signed-in user first, and serves the cache first', async () => {
    await ask('warm', 'warm-cache', '10.0.0.9');
    await boardFree();

    // The flooder's first request goes now, two wait their turn, the rest are refused at once.
    const flood = Array.from({ length: 5 }, (_, index) => ask(`flood-${index}`, `flood-${index}`, '10.0.0.1'));
    // Those two fill the half of the queue anonymous askers may take: another address is refused,
    const other = ask('other', 'other', '10.0.0.2');
    // a signed-in user finds room and goes before them, and a cached page does not wait at all.
    const signedIn = ask('signed-in', 'member', '10.0.0.2', member);
    const cached = ask('cached', 'warm-cache', '10.0.0.3');
    const responses = await Promise.all([...flood, other, signedIn, cached]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 503, 503, 503, 200, 200]);
    const refused = responses[3]!;
    expect(refused.json()).toEqual({
      error: { code: 'board_busy', message: expect.stringMatching(/^The image board is busy\. Try again in \d+ s\.$/) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Refusals and the cached page did not wait behind the queue; the signed-in user went first.
    const waited = ['flood-1', 'flood-2', 'signed-in'].map((label) => finished.indexOf(label));
    for (const label of ['flood-3', 'flood-4', 'other', 'cached']) {
      expect(finished.indexOf(label), label).toBeLessThan(Math.min(...waited));
    }
    expect(finished.indexOf('signed-in')).toBeLessThan(finished.indexOf('flood-1'));
  });

  it('keeps serving a signed-in user while thirty addresses flood the board', async () => {
    await boardFree();
    const addresses = Array.from({ length: 30 }, (_, index) => `10.1.0.${index + 1}`);
    const flood = addresses.flatMap((address, index) =>
      [0, 1, 2].map((round) => ask(`flood-${index}-${round}`, `flood-${index}-${round}`, address)),
    );
    // Their searches, one after the other as a person makes them, while the flood waits and retries.
    const searches: number[] = [];
    for (const tags of ['first', 'second', 'third']) searches.push((await ask(tags, tags, '10.2.0.1', member)).statusCode);
    expect(searches).toEqual([200, 200, 200]);
    const floodStatuses = (await Promise.all(flood)).map((response) => response.statusCode);
    // The board still took one request a second from the flood: it was shared, not shut off.
    expect(floodStatuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(floodStatuses.filter((status) => status === 503).length).toBeGreaterThan(80);
  });
});

describe('favourites', () => {
  it('are saved once per post, listed newest first, removed, and private to their owner', async () => {
    const user = await server.signUp();
    const other = await server.signUp();
    const save = (postId: number) =>
      server.call(taggerApi.saveFavourite, { body: { postId, url: `https://static.example/${postId}.png` }, as: user });
    expect((await save(1)).statusCode).toBe(200);
    await save(1);
    await save(2);
    const list = (await server.call(taggerApi.favourites, { as: user })).json();
    expect(list.map((item: { postId: number }) => item.postId).sort()).toEqual([1, 2]);
    // Links go to the configured board, not to a fixed public one.
    expect(list.find((item: { postId: number }) => item.postId === 2).postPage).toBe(`${board.url}/posts/2`);
    expect((await server.call(taggerApi.favourites, { as: other })).json()).toEqual([]);
    expect((await server.call(taggerApi.removeFavourite, { params: { postId: '1' }, as: other })).statusCode).toBe(404);
    expect((await server.call(taggerApi.removeFavourite, { params: { postId: '1' }, as: user })).statusCode).toBe(200);
    expect((await server.call(taggerApi.favourites, { as: user })).json()).toHaveLength(1);
    const bad = await server.call(taggerApi.saveFavourite, { body: { postId: 3, url: 'javascript:alert(1)' }, as: user });
    expect(bad.statusCode).toBe(400);
  });
});
