import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@gauntlet/core';
import { AppError } from './app-error.js';

/** The API's one error shape, with a code from core's list. */
export function errorBody(code: ErrorCode, message: string): ApiError {
  return { error: { code, message } };
}

/**
 * Fastify and its plugins refuse some requests before a route runs (a body too large, of a type
 * no parser takes, not valid JSON); their own codes are not part of the API, so the status picks one of ours.
 */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/** Every failure leaves the API in the one documented shape; 5xx never reveals internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? ` (${first.instancePath.slice(1).replaceAll('/', '.')})` : '';
      return reply.status(400).send(errorBody('validation_failed', `${first?.message ?? 'Invalid request'}${where}`));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(CODE_BY_STATUS[status] ?? 'bad_request', error.message));
    }
    request.log.error(error);
    return reply.status(500).send(errorBody('internal', 'Something went wrong on our side'));
  });
}
