import { routeUrl, type ApiError, type ApiRoute, type ErrorCode, type RouteInput, type RouteOutput } from '@gauntlet/core';
import { reportReachable } from './online-status';

/** Failures the app finds itself: the server was not reached, or its answer could not be read. */
export type ClientErrorCode = 'network' | 'unreadable_answer';

/** A failed API call, carrying the server's `{ error: { code, message } }`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
  ) {
    super(message);
  }
}

async function api<T>(path: string, method: ApiRoute['method'], body?: unknown): Promise<T> {
  let response: Response;
  // A form (a file upload) goes as multipart, with the boundary the browser picks.
  const form = body instanceof FormData ? body : undefined;
  const text = form || body === undefined ? undefined : JSON.stringify(body);
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: text === undefined ? undefined : { 'content-type': 'application/json' },
      body: form ?? text,
    });
  } catch {
    reportReachable(false);
    throw new ApiRequestError(0, 'network', 'Cannot reach the server. Check your connection and try again.');
  }
  reportReachable(true);
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (json as ApiError | null)?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'unreadable_answer',
      error?.message ?? `Request failed (${response.status})`,
    );
  }
  return json as T;
}

/** The input a route takes: nothing for a route without parameters, query or body. */
type CallArgs<R extends ApiRoute> = keyof RouteInput<R> extends never ? [] : [RouteInput<R>];

/**
 * Calls a route declared in core: its method and path come from the declaration, and so do the
 * types of what is sent and what comes back, so a changed route breaks the build.
 */
export function call<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<RouteOutput<R>> {
  const input = (args[0] ?? {}) as { params?: object; query?: object; body?: unknown };
  return api<RouteOutput<R>>(routeUrl(route, input), route.method, input.body);
}

/** Sends a file to a route that takes a multipart upload in the field "file". */
export function uploadFile<R extends ApiRoute>(route: R, file: File): Promise<RouteOutput<R>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<RouteOutput<R>>(routeUrl(route), route.method, form);
}
