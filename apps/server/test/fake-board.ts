// A local stand-in for an e621-compatible image board, for the API tests (started in-process)
// and the browser tests (run as its own process: `tsx apps/server/test/fake-board.ts`):
//
//   GET /posts.json?limit=&tags=&page=   {posts:[{id, score, file, preview, tags, ...}]} like e621
//   GET /img/{id}.svg                     the post's picture (an SVG it draws itself)
//   GET /health                           200 once it listens
//
// Posts: page p holds ids p*10000+1 … p*10000+limit, so a test can tell pages apart by id.
// Of every ten posts, the 4th has no file or preview url (as e621 hides some), the 7th is a
// video (file .webm, which is never served) with an SVG preview, the 9th has only a file url.
// Tags containing 'fail' answer 500; 'nothing' answers an empty page; pages past 40 are empty.
// Every request is recorded.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const DEFAULT_LIMIT = 75;
const MAX_LIMIT = 320;
const LAST_PAGE = 40;

const GENERAL = [
  'solo',
  'duo',
  'outside',
  'inside',
  'smile',
  'standing',
  'sitting',
  'looking_at_viewer',
  'night',
  'day',
  'water',
  'forest',
];
const SPECIES = ['canine', 'feline', 'dragon', 'equine', 'avian', 'reptile'];
const CHARACTERS = ['red_fox_character', 'blue_dragon_character', 'grey_wolf_character'];

export interface FakeBoard {
  url: string;
  requests: { path: string; userAgent: string | undefined }[];
  close(): Promise<void>;
}

function postFor(origin: string, page: number, index: number, searchTags: string[]) {
  const id = page * 10_000 + index + 1;
  const kind = index % 10;
  const up = (id * 7) % 50;
  const down = -((id * 3) % 9);
  const general = [GENERAL[id % GENERAL.length], GENERAL[(id * 5 + 3) % GENERAL.length], ...searchTags];
  const file =
    kind === 3
      ? { url: null, width: 800, height: 600, ext: 'png', size: 0, md5: null }
      : kind === 6
        ? { url: `${origin}/img/${id}.webm`, width: 640, height: 360, ext: 'webm', size: 4096, md5: `md5${id}` }
        : { url: `${origin}/img/${id}.svg`, width: 800, height: 600, ext: 'svg', size: 1024, md5: `md5${id}` };
  const preview =
    kind === 3 || kind === 8
      ? { url: null, width: 150, height: 113 }
      : { url: `${origin}/img/${id}.svg`, width: 150, height: 113 };
  return {
    id,
    created_at: new Date(Date.UTC(2024, 0, 1) + id * 60_000).toISOString(),
    score: { up, down, total: up + down },
    file,
    preview,
    sample: { has: false, url: null, width: 800, height: 600 },
    rating: 's',
    fav_count: id % 100,
    tags: {
      general: [...new Set(general)],
      species: [SPECIES[id % SPECIES.length]],
      character: id % 4 === 0 ? [CHARACTERS[id % CHARACTERS.length]] : [],
      copyright: [],
      artist: [`artist_${id % 7}`],
      invalid: [],
      lore: [],
      meta: ['fake_board'],
    },
  };
}

function svgFor(id: number): string {
  const hue = (id * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="hsl(${hue} 60% 45%)"/>
<circle cx="400" cy="300" r="${120 + (id % 80)}" fill="hsl(${(hue + 180) % 360} 70% 60%)"/>
<text x="400" y="320" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#fff">#${id}</text>
</svg>`;
}

function send(response: http.ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
  response.end(body);
}

export async function startFakeBoard({ port = 0, host = '127.0.0.1' } = {}): Promise<FakeBoard> {
  const requests: FakeBoard['requests'] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? host}`);
    requests.push({ path: `${url.pathname}${url.search}`, userAgent: request.headers['user-agent'] });
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain', 'Method not allowed');

    if (url.pathname === '/health') return send(response, 200, 'application/json', '{"ok":true}');

    if (url.pathname === '/posts.json') {
      const tags = (url.searchParams.get('tags') ?? '').split(/\s+/).filter(Boolean);
      if (tags.some((tag) => tag.includes('fail'))) return send(response, 500, 'text/html', '<h1>Internal Server Error</h1>');
      const limit = Math.min(MAX_LIMIT, Math.max(1, Number(url.searchParams.get('limit')) || DEFAULT_LIMIT));
      const page = Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1));
      const empty = page > LAST_PAGE || tags.includes('nothing');
      const posts = empty ? [] : Array.from({ length: limit }, (_, index) => postFor(url.origin, page, index, tags));
      return send(response, 200, 'application/json; charset=utf-8', JSON.stringify({ posts }));
    }

    const image = /^\/img\/(\d+)\.svg$/.exec(url.pathname);
    if (image) return send(response, 200, 'image/svg+xml', svgFor(Number(image[1])));

    return send(response, 404, 'application/json', '{"success":false,"reason":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${listening}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Run on its own for the browser tests.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const board = await startFakeBoard({ port: Number(process.env.FAKE_BOARD_PORT ?? 4180), host: process.env.FAKE_BOARD_HOST });
  console.log(`fake image board on ${board.url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void board.close().then(() => process.exit(0)));
}
