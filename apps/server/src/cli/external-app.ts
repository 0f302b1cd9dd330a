// The command-line external app: turns a token from the dashboard's external goal widget and a
// value into a signed completion to paste back. See docs/configuration.md, "External goals".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signCompletion } from '../features/external/completion-signer.js';
import { resolveExternalAppSecret } from '../features/external/external-secrets.js';

const usage = 'Usage: npm run external -- --token <token> --value <number>';

try {
  const { values } = parseArgs({ options: { token: { type: 'string' }, value: { type: 'string' } } });
  const value = Number(values.value);
  if (!values.token || !Number.isFinite(value) || value < 0) throw new Error(usage);
  const secret = resolveExternalAppSecret(
    process.env.EXTERNAL_APP_SECRET || undefined,
    path.resolve(process.env.DATA_DIR || './data'),
  );
  console.log(signCompletion(values.token, value, secret));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
