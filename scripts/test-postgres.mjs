// Runs the API suite a second time against a real PostgreSQL server when POSTGRES_TEST_URL
// names one (a role allowed to create databases); otherwise says why it is skipped.
import { spawnSync } from 'node:child_process';

const url = process.env.POSTGRES_TEST_URL;
if (!url) {
  console.log('PostgreSQL suite skipped: set POSTGRES_TEST_URL=postgres://user@host:port/postgres to run it.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
