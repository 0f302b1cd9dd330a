import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@gauntlet/core';
import { errorBody } from './error-handler.js';

interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

/** The Node.js errors a connection can end with before any route runs, and what the client is told. */
const REFUSALS: Record<string, Refusal> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request headers are too large.' },
};
const MALFORMED: Refusal = { status: 400, code: 'bad_request', message: 'This request cannot be read.' };

/**
 * Answers a connection the HTTP parser gave up on (malformed, headers too large, too slow) in
 * the API's error shape and with the same security headers as every other response, then
 * closes it. A response already under way cannot be replaced, so that socket is only closed.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const pending = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
    if (socket.writable && !pending?.headersSent) {
      const { status, code, message } = REFUSALS[error.code ?? ''] ?? MALFORMED;
      const body = JSON.stringify(errorBody(code, message));
      const lines = Object.entries({
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}`);
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy();
  };
}
