import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createServer } from './server.js';
import { logDestination } from './http/terminal-log.js';
import { surviveDroppedJobStatements } from './jobs/dropped-job-statements.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  await database.migrate();
  const logger = { level: config.logLevel, stream: logDestination(process.stdout) };
  const app = await createServer(config, database, { logger, runReminders: true });
  surviveDroppedJobStatements(app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Gauntlet on ${config.baseUrl} (${database.driver})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
