import type { ApiError } from '@gauntlet/core';

/** A failed API call, carrying the server's `{ error: { code, message } }`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function api<T>(path: string, method: Method = 'GET', body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'Cannot reach the server. Check your connection and try again.');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (json as ApiError | null)?.error;
    throw new ApiRequestError(response.status, error?.code ?? 'unknown', error?.message ?? `Request failed (${response.status})`);
  }
  return json as T;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong';
}
