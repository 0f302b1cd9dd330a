import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { preferredLanguage, type Language } from '@gauntlet/core';
import fastifyStatic from '@fastify/static';
import { notFound } from './app-error.js';
import { carriesSessionCookie } from './session-cookie.js';

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

/** The `Link` header values the web build names for a page's first load (first-load.json). */
interface FirstLoadHints {
  /** The stylesheet and script index.html loads. */
  shell: string[];
  /** The text of each language, which every page needs before its first screen. */
  catalogues: Partial<Record<Language, string>>;
  /** What every page of a signed-in player asks for first. */
  signedIn: string[];
  /** What a signed-in player's page asks for besides, by path. */
  pages: Record<string, string[]>;
}

function readFirstLoadHints(webRoot: string): FirstLoadHints {
  const file = path.join(webRoot, 'first-load.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FirstLoadHints)
    : { shell: [], catalogues: {}, signedIn: [], pages: {} };
}

/**
 * What the page names in its `Link` header, for the browser to fetch alongside the app's code:
 * first the page's own stylesheet and scripts, then the catalogue of the language the app will
 * pick from the browser's languages (a language chosen on the device comes first for the app, but
 * such a device has the app stored and asks for no page), then, with a session cookie, what the
 * app asks for first. A cookie whose session is over only costs answers of 401.
 */
function firstLoadLinks(hints: FirstLoadHints, request: FastifyRequest): string[] {
  const browserLanguages = (request.headers['accept-language'] ?? '').split(',').map((each) => each.split(';')[0]!.trim());
  const catalogue = hints.catalogues[preferredLanguage(browserLanguages)];
  const signedIn = carriesSessionCookie(request.headers.cookie)
    ? [...hints.signedIn, ...(hints.pages[request.url.split('?')[0]!] ?? [])]
    : [];
  return [...hints.shell, ...(catalogue ? [catalogue] : []), ...signedIn];
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
  const hints = readFirstLoadHints(webRoot);
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (hasWeb && isPage) {
      const links = firstLoadLinks(hints, request);
      if (links.length) reply.header('link', links.join(', '));
      return reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie').sendFile('index.html');
    }
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });
}
