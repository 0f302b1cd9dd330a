// `npm start`: builds the web app if it has not been built yet, bundles the server, then runs it;
// the server applies the migrations and serves the SPA and the API on one port.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = new URL('..', import.meta.url);
if (!existsSync(new URL('apps/web/dist/index.html', root))) {
  console.log('Building the web app (first start)…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}

// The server's TypeScript bundled into plain JavaScript, its packages left to node_modules:
// running it through tsx instead kept a module loader thread and the sources' transforms in
// memory, about 80 MB of an idle server. Bundling takes a fraction of a second, so it is done
// on every start and the bundle always matches the sources.
const server = fileURLToPath(new URL('apps/server/', root));
const result = await esbuild.build({
  entryPoints: {
    main: path.join(server, 'src/main.ts'),
    'image-analysis.worker': path.join(server, 'src/features/tagger/image-analysis.worker.ts'),
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Only the workspace's own packages are TypeScript sources to bundle.
  packages: 'external',
  alias: { '@gauntlet/core': fileURLToPath(new URL('packages/core/src/index.ts', root)) },
  outdir: path.join(server, 'dist'),
  write: false,
  logLevel: 'warning',
});
await esbuild.stop();
mkdirSync(path.join(server, 'dist'), { recursive: true });
for (const file of result.outputFiles) {
  // Another server starting at the same moment (the browser tests run two) may be reading the
  // bundle: each file is written beside it and renamed over it, so it is never read half written.
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}

await import(new URL('apps/server/dist/main.js', root).href);
