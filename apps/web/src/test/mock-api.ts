import { vi } from 'vitest';

export interface Reply {
  status?: number;
  body: unknown;
}
type Handler = Reply | ((body: unknown) => Reply | Promise<Reply>);

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const respond = ({ status = 200, body }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const fail = (status: number, code: string, message = code): Reply => ({
  status,
  body: { error: { code, message } },
});

/**
 * Stubs `fetch` with routes keyed 'METHOD /path'. Unknown routes answer 404. Returns the calls
 * made, in order, and the route table so a test can change answers on the way.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    if (!handler) return respond(fail(404, 'not_found', `No mock for ${method} ${path}`));
    return respond(typeof handler === 'function' ? await handler(body) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, routes };
}
