// Grants the admin role to an existing account: `npm run admin -- --email someone@example.com`.
// It opens the same database as the server (DATABASE_URL, or the embedded one in DATA_DIR; stop
// the server first in that case, since the embedded database serves one process at a time).
import { parseArgs } from 'node:util';
import { sendChange } from '../changes/change-events.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { grantAdminByEmail } from '../features/admin/admin.service.js';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run admin -- --email <e-mail of an existing account>');
  process.exit(2);
}

try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const row = await grantAdminByEmail(database.db, values.email);
    // Running instances (on PostgreSQL) hear it, so the user's open tabs and sessions have the new role.
    await sendChange(database.db, 'user.changed', { userId: row.userId });
    console.log(`${row.userName} <${row.email}> is now admin.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
