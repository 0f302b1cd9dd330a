import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

function body(code: string, message: string) {
  return { error: { code, message } };
}

/** Every failure leaves the API in the one documented shape; 5xx never reveals internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? ` (${first.instancePath.slice(1).replaceAll('/', '.')})` : '';
      return reply.status(400).send(body('validation_failed', `${first?.message ?? 'Invalid request'}${where}`));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(error.code?.toLowerCase() ?? 'bad_request', error.message));
    }
    request.log.error(error);
    return reply.status(500).send(body('internal', 'Something went wrong on our side'));
  });
}
