/** Error codes of a database connection that failed or went away: the server's own (`pg`) and Node's. */
const LOST_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);

function isLostConnection(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  const { code } = reason as { code?: unknown };
  return (typeof code === 'string' && LOST_CONNECTION_CODES.has(code)) || /Connection terminated/.test(reason.message);
}

/**
 * pg-boss 10 marks a worker's jobs completed or failed without awaiting the statement, so while
 * the database is away that promise rejects with nobody to catch it, and Node ends the process
 * for it. Nothing is lost by going on: the job stays active in the database and pg-boss hands it
 * out again once it expires (a duplicate at most, as the jobs allow). Such a rejection is
 * logged and the server keeps serving; any other still ends the process, as Node would (decision 0043).
 */
export function surviveDroppedJobStatements(log: { error(details: object, message: string): void }): void {
  process.on('unhandledRejection', (reason) => {
    if (isLostConnection(reason)) {
      log.error({ err: reason }, `A job queue statement failed with the database away: ${String(reason)}`);
      return;
    }
    throw reason;
  });
}
