import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** One line of a log, as the app's parts that are not handed a request write it. */
type LineWriter = (details: object, message: string) => void;

export interface LineLog {
  debug: LineWriter;
  info: LineWriter;
  warn: LineWriter;
  error: LineWriter;
}

/** The logger of the request whose work is under way (its lines carry its `reqId`). */
const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Makes each request's logger the current one for all the work the request starts, from its
 * first hook down to the promises and timers of the services it calls (the body read from the
 * socket on the way continues it too: the test sends one over a real connection).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => requestLogs.run(request.log, done));
}

/**
 * A log for the parts that are not handed the request (the mail room, better-auth): a line
 * written while a request's work is under way goes to that request's logger, with its id, and
 * any other to the log `outside` gives at that moment.
 */
export function duringRequests(outside: () => LineLog): LineLog {
  const current = () => requestLogs.getStore() ?? outside();
  return {
    debug: (details, message) => current().debug(details, message),
    info: (details, message) => current().info(details, message),
    warn: (details, message) => current().warn(details, message),
    error: (details, message) => current().error(details, message),
  };
}
