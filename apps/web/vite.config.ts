import { promisify } from 'node:util';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import { challengesApi, LANGUAGES, profileApi } from '@gauntlet/core';
import { paths } from './src/lib/paths';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz beside every text asset of the build, so the server sends compressed
 * files without compressing on each request (@fastify/static's `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'gauntlet-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.readFile(path.join(outDir, file));
          if (content.length < 1024) return;
          await fs.writeFile(path.join(outDir, `${file}.br`), await brotli(content));
          await fs.writeFile(path.join(outDir, `${file}.gz`), await gzip(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * A link of the `Link` header that fetches an API answer as the app's own `fetch` asks for it.
 * Every link is CORS-mode, as Vite's own tags (`crossorigin`) and the app's `fetch` are: the
 * browser uses a preloaded response only for a request in the same mode.
 */
const answerLink = (apiPath: string) => `<${apiPath}>; rel=preload; as=fetch; crossorigin=anonymous`;
const moduleLink = (file: string) => `</${file}>; rel=modulepreload`;
const styleLink = (file: string) => `</${file}>; rel=preload; as=style; crossorigin=anonymous`;

/**
 * Writes first-load.json: what the server names in the `Link` header of a page opened afresh
 * (apps/server/src/http/spa.ts, decision 0050), so the browser asks for it while the app's code
 * is still downloading. On a device that remembers nobody the app otherwise waits for its code,
 * then for who is signed in, then for the screen's code and data, one after the other. Every page
 * needs its own stylesheet and scripts and the catalogue of its language (the server picks it as
 * the app does, from the browser's languages); every page of a signed-in player asks who that is;
 * the dashboard, the page the app opens on, also needs its data and its code. The config is
 * loaded by Vite's module runner (`--configLoader runner`) to read the API's paths from core's
 * TypeScript.
 */
function firstLoadHints(): Plugin {
  return {
    name: 'gauntlet-first-load-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const dashboard = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/routes/dashboard-page.tsx'));
      if (!dashboard) throw new Error('first-load hints: no chunk for the dashboard page');
      // What index.html loads: the entry, the chunks it imports and their stylesheets.
      const chunkOf = (file: string) => chunks.find((chunk) => chunk.fileName === file);
      const cssOf = (files: string[]) => files.flatMap((file) => [...(chunkOf(file)?.viteMetadata?.importedCss ?? [])]);
      const shellScripts = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      for (const file of shellScripts) {
        for (const imported of chunkOf(file)?.imports ?? []) if (!shellScripts.includes(imported)) shellScripts.push(imported);
      }
      const shellStyles = cssOf(shellScripts);
      // The dashboard's chunk and what it imports, but what index.html loads already.
      const modules = [dashboard.fileName, ...dashboard.imports].filter((file) => !shellScripts.includes(file));
      const styles = cssOf(modules).filter((file) => !shellStyles.includes(file));
      // The app's text comes before its first screen: the catalogue of the page's language.
      const catalogues = Object.fromEntries(
        LANGUAGES.map((language) => {
          const catalogue = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/locales/${language}.po`));
          if (!catalogue) throw new Error(`first-load hints: no chunk for the ${language} catalogue`);
          return [language, moduleLink(catalogue.fileName)];
        }),
      );
      const hints = {
        // Named first, so that the files index.html needs are not queued behind the rest (a
        // browser opens six connections to a server it speaks HTTP/1.1 with).
        shell: [...shellStyles.map(styleLink), ...shellScripts.map(moduleLink)],
        catalogues,
        signedIn: [answerLink(profileApi.session.path)],
        pages: {
          [paths.dashboard]: [
            answerLink(challengesApi.dashboard.path),
            answerLink(profileApi.recent.path),
            ...modules.map(moduleLink),
            ...styles.map(styleLink),
          ],
        },
      };
      this.emitFile({ type: 'asset', fileName: 'first-load.json', source: JSON.stringify(hints, null, 2) });
    },
  };
}

/**
 * The manifest that makes Gauntlet installable, and a Workbox service worker that precaches the
 * app shell and every chunk. Navigations fall back to the cached index.html, so a signed-in
 * screen opens offline. A new service worker waits until the user accepts it ('prompt'), so a
 * deploy never swaps index.html under an open page. API answers are never cached by it: the last
 * known data comes from each user's own React Query cache. Push reminders are shown and opened by
 * a small handwritten script the worker imports (public/push-notifications.js).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Gauntlet',
    short_name: 'Gauntlet',
    description: 'Time-boxed challenges with reward and punishment points.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#212529',
    background_color: '#212529',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    importScripts: ['/push-notifications.js'],
  },
});

/**
 * Bootstrap's stylesheet shipped with only the rules whose classes the app's code names: a phone
 * parses and matches less than half of the full 230 KB before the first paint. React-Bootstrap
 * builds a component's classes from a prefix and a prop at run time (`btn-` + variant, `col-md-`
 * + span), so the class families of the components the app uses are kept whole, and so are the
 * text and border colours their props pick. The app's own stylesheets are small and keep every
 * rule. A browser test checks that every Bootstrap class on every screen still has its rules.
 */
const THEME_COLOURS = 'primary|secondary|success|danger|warning|info|light|dark|body|white|black';
type PostCssPlugin = Extract<ReturnType<typeof purgeCSSPlugin>, { postcssPlugin: string }>;
const purgeBootstrap = purgeCSSPlugin({
  content: ['index.html', 'src/**/*.{ts,tsx}'],
  safelist: {
    standard: [
      /^(show|fade|collapse|collapsing|active|disabled)$/,
      new RegExp(`^(text|border)-(${THEME_COLOURS})$`),
      // The bell's menu, the one dropdown: only the parts it is built of, not every variant.
      /^dropdown(-toggle|-menu|-menu-end|-item|-item-text)?$/,
    ],
    greedy: [
      /^(btn|alert|card|form|list-group|badge|spinner|progress|table|modal|input-group|col|row|g|gx|gy|bg|text-bg|is-valid|is-invalid|invalid|valid)(-|$)/,
    ],
  },
}) as PostCssPlugin;
const onlyUsedBootstrap: PostCssPlugin = {
  postcssPlugin: 'gauntlet-only-used-bootstrap',
  OnceExit: (root, helpers) =>
    /node_modules[\\/]bootstrap[\\/]/.test(root.source?.input.file ?? '') ? purgeBootstrap.OnceExit?.(root, helpers) : undefined,
};

const REACT_BOOTSTRAP =
  /node_modules[\\/](react-bootstrap|@restart|@babel[\\/]runtime|react-transition-group|dom-helpers|uncontrollable|classnames|prop-types|prop-types-extra|invariant|warning)[\\/]/;
const BELL_MENU_ONLY = /[\\/]esm[\\/](Dropdown|usePopper|popper|mergeOptionsWithPopperConfig)/;

export default defineConfig({
  // Lingui's macros (`<Trans>`, `t`) become catalogue lookups through Babel, the only
  // transform Lingui ships for plain JavaScript; lingui() turns an imported .po catalogue into a
  // compiled module, so the browser never parses ICU messages.
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /[\\/]src[\\/].*\.tsx?$/ }),
    react(),
    lingui(),
    pwa,
    firstLoadHints(),
    precompress(),
  ],
  css: { postcss: { plugins: [onlyUsedBootstrap] } },
  server: {
    // `npm run dev -w apps/web` talks to a server started with `npm start` on port 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      // Copying shared modules into chunks needs this; the entry exports nothing anyone imports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // On a phone each file costs a round trip more than its bytes, and the default splitting
          // gave the dashboard some thirty files. Shared app modules under 16 KB are copied into
          // the screens that use them rather than fetched on their own.
          experimentalInlineCommonChunks: { maxSize: 16_000 },
          // Everything the first screen needs (React, the router, the app shell) is one file, so
          // no copy lands in it; React-Bootstrap, which every screen needs but the shell does
          // not, is one lazily loaded file: split per component it came to some twenty. Its
          // dropdown and Popper, a third of it, serve only the bell's menu in the user bar, which
          // comes after the first screen: they travel with the bar.
          groups: [
            {
              name: 'react-bootstrap',
              test: (id: string) => REACT_BOOTSTRAP.test(id) && !BELL_MENU_ONLY.test(id),
              priority: 1,
            },
            {
              name: 'first-load',
              tags: ['$initial'],
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
