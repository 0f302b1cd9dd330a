import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './app-error.js';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the scripts written inline in the built
 * index.html: only scripts from our own origin run otherwise, and the one that sets the colour
 * theme before the first paint must be inline to run before it. None when there is no build.
 */
export function inlineScriptSources(webRoot: string): string[] {
  const index = path.join(webRoot, 'index.html');
  if (!fs.existsSync(index)) return [];
  const html = fs.readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * Serves the built SPA when it exists; any unknown non-API GET gets index.html so the client
 * router decides (it sends unknown paths home). Unknown API paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasWeb = fs.existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (hasWeb && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });
}
