// `npm start`: builds the web app if it has not been built yet, then runs the server, which
// applies the migrations and serves the SPA and the API on one port.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const root = new URL('..', import.meta.url);
if (!existsSync(new URL('apps/web/dist/index.html', root))) {
  console.log('Building the web app (first start)…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}

register();
await import('../apps/server/src/main.ts');
