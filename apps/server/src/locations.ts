import { fileURLToPath } from 'node:url';

/**
 * Where the server's files are, from wherever this module runs: from the TypeScript sources in
 * `src/` (tests, tools) or bundled into `dist/main.js` (what `npm start` runs). Both sit one
 * folder below the server package, so the package is found the same way from either.
 */
const serverPackage = new URL('../', import.meta.url);
const fromSources = import.meta.url.endsWith('.ts');

export const migrationsFolder = fileURLToPath(new URL('drizzle', serverPackage));

export const defaultWebRoot = fileURLToPath(new URL('../web/dist', serverPackage));

/** The image analysis worker's module, and whether it must be loaded through tsx (sources only). */
export const imageAnalysisWorker = fromSources
  ? { url: new URL('src/features/tagger/image-analysis.worker.ts', serverPackage).href, throughTsx: true }
  : { url: new URL('dist/image-analysis.worker.js', serverPackage).href, throughTsx: false };
