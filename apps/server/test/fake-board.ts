import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an e621-compatible board: `GET /posts.json?limit=&tags=&page=` answers
 * in the real response shape (posts with id, score, file and preview urls that may be null,
 * tags grouped by kind). Tags containing "fail" answer 500. Every request is recorded.
 */
export interface FakeBoard {
  url: string;
  requests: { path: string; userAgent: string | undefined }[];
  close(): Promise<void>;
}

export function fakePosts(page: number, tags: string, count = 5) {
  return Array.from({ length: count }, (_, index) => {
    const id = page * 1000 + index + 1;
    const missing = index === count - 1;
    return {
      id,
      score: { up: 10 + index, down: -1, total: 9 + index },
      file: {
        width: 800,
        height: 600,
        ext: 'png',
        size: 1234,
        md5: 'x',
        url: missing ? null : `https://static.example/${id}.png`,
      },
      preview: { width: 150, height: 112, url: missing ? null : `https://static.example/preview/${id}.png` },
      tags: {
        general: ['outdoors', `tag${index % 3}`],
        species: ['fox'],
        artist: [tags || 'anon'],
        copyright: [],
        character: [],
        meta: [],
      },
    };
  });
}

export async function startFakeBoard(): Promise<FakeBoard> {
  const requests: FakeBoard['requests'] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: `${url.pathname}${url.search}`, userAgent: request.headers['user-agent'] });
    if (url.pathname !== '/posts.json') {
      response.writeHead(404).end();
      return;
    }
    const tags = url.searchParams.get('tags') ?? '';
    if (tags.includes('fail')) {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"success":false}');
      return;
    }
    const page = Number(url.searchParams.get('page') ?? '1');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ posts: fakePosts(page, tags) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
