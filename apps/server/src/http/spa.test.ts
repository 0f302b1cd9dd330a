import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptSources, registerSpa } from './spa.js';

const script = 'console.log("the app");'.repeat(100);
let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  // A build as Vite leaves it: each asset with its .br and .gz beside it.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-spa-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Gauntlet</title>');
  fs.writeFileSync(path.join(webRoot, 'assets/app-1.js'), script);
  fs.writeFileSync(path.join(webRoot, 'assets/app-1.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(webRoot, 'assets/app-1.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(
    path.join(webRoot, 'first-load.json'),
    JSON.stringify({
      shell: ['</assets/app-1.js>; rel=modulepreload'],
      catalogues: { en: '</assets/en-1.js>; rel=modulepreload', es: '</assets/es-1.js>; rel=modulepreload' },
      signedIn: ['</api/profile/session>; rel=preload; as=fetch; crossorigin=anonymous'],
      pages: { '/dashboard': ['</assets/dashboard-1.js>; rel=modulepreload'] },
    }),
  );
  app = Fastify();
  await registerSpa(app, webRoot);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the precompressed asset the browser accepts, cached for good', async () => {
    const brotli = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers any other page with index.html, never cached', async () => {
    const page = await app.inject({ url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Gauntlet</title>');
  });

  it('names what a first load asks for in its Link header: the text of the browser’s language, and what a signed-in page asks for', async () => {
    const cookie = 'theme=dark; better-auth.session_token=abc.def';
    const dashboard = await app.inject({
      url: '/dashboard?from=mail',
      headers: { cookie, 'accept-language': 'fr-FR, es-MX;q=0.8' },
    });
    expect(dashboard.headers.link).toBe(
      '</assets/app-1.js>; rel=modulepreload, </assets/es-1.js>; rel=modulepreload, </api/profile/session>; rel=preload; as=fetch; crossorigin=anonymous, </assets/dashboard-1.js>; rel=modulepreload',
    );
    expect(dashboard.headers.vary).toMatch(/\baccept-language, cookie\b/);
    const points = await app.inject({ url: '/points', headers: { cookie } });
    expect(points.headers.link).toBe(
      '</assets/app-1.js>; rel=modulepreload, </assets/en-1.js>; rel=modulepreload, </api/profile/session>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    const visitor = await app.inject({ url: '/dashboard', headers: { cookie: 'theme=dark', 'accept-language': 'en-GB' } });
    expect(visitor.headers.link).toBe('</assets/app-1.js>; rel=modulepreload, </assets/en-1.js>; rel=modulepreload');
  });
});

describe('the inline scripts of the built page', () => {
  it('are allowed by their hash, and scripts loaded from a file are not listed', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-inline-'));
    try {
      const inline = "\n      document.documentElement.setAttribute('data-bs-theme', 'dark');\n    ";
      fs.writeFileSync(
        path.join(root, 'index.html'),
        `<!doctype html><head><script>${inline}</script><script type="module" src="/assets/app.js"></script></head>`,
      );
      expect(inlineScriptSources(root)).toEqual([`'sha256-${createHash('sha256').update(inline).digest('base64')}'`]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('are none without a build', () => {
    expect(inlineScriptSources('/nonexistent')).toEqual([]);
  });
});
