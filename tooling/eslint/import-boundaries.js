// The layers of the codebase, enforced on every import (relative ones resolved by path, so no
// module resolver is needed):
//
// - packages/core depends on nothing of ours: no relative import leaves it, no `@gauntlet/*` enters.
// - web and server never import each other.
// - web: `components` and `lib` never import `features` or `app`; `features` never import `app`;
//   a feature imports another feature only through that feature's `index.ts`.
// - server: the infrastructure (every top folder or file but the features and the composition:
//   `app.ts`, `app-deps.ts`, `server.ts`, `main.ts`, `cli/`) imports neither a feature nor the
//   composition; a feature calls another feature only through one of its `*.service.ts` files,
//   never its repositories or its routes (decision 0026).
//
// Tests may reach across (a test of the router builds its data with a feature's fixtures).
import path from 'node:path';

const SERVER_COMPOSITION = new Set(['app.ts', 'app-deps.ts', 'server.ts', 'main.ts', 'cli']);
const OTHER_APP = { web: '@gauntlet/server', server: '@gauntlet/web' };

const slashed = (file) => file.split(path.sep).join('/');

/**
 * Where a file sits: its package ('web' | 'server' | 'core' | null), its top folder and, in
 * features, which one. An import names a TypeScript file by its compiled `.js` name.
 */
function locate(importedOrFile) {
  const file = slashed(importedOrFile).replace(/\.js$/, '.ts');
  const inCore = /\/packages\/core\/(.*)$/.exec(file);
  if (inCore) return { app: 'core', top: inCore[1].split('/')[0], feature: null, rest: [] };
  const match = /\/apps\/(web|server)\/src\/(.*)$/.exec(file);
  if (!match) return null;
  const [top, feature, ...rest] = match[2].split('/');
  return { app: match[1], top, feature: top === 'features' ? feature : null, rest };
}

function webViolation(from, to) {
  if ((from.top === 'components' || from.top === 'lib') && (to.top === 'features' || to.top === 'app')) {
    return `web ${from.top} is shared code: it must not import ${to.top}`;
  }
  if (from.top === 'features' && to.top === 'app') return 'a feature must not import app';
  const throughIndex = to.rest.length === 0 || (to.rest.length === 1 && /^index\.tsx?$/.test(to.rest[0]));
  if (from.feature && to.feature && from.feature !== to.feature && !throughIndex) {
    return `import feature "${to.feature}" through its index.ts, not one of its files`;
  }
  return null;
}

function serverViolation(from, to) {
  if (from.top !== 'features' && !SERVER_COMPOSITION.has(from.top)) {
    if (to.top === 'features') return `server ${from.top} is infrastructure: it must not import a feature`;
    if (SERVER_COMPOSITION.has(to.top)) return `server ${from.top} is infrastructure: it must not import ${to.top}`;
  }
  const file = to.rest.join('/') || 'its folder';
  if (from.feature && to.feature && from.feature !== to.feature && !file.endsWith('.service.ts')) {
    return `call feature "${to.feature}" through its *.service.ts, not ${file}`;
  }
  return null;
}

/** The message for a relative import from `from` of `toFile`, or null when it may. */
function relativeViolation(from, toFile) {
  const to = locate(toFile);
  if (from.app === 'core') {
    return to?.app === 'core' ? null : 'packages/core depends on nothing of ours: it must not import from outside it';
  }
  if (!to || to.app === 'core') return null;
  if (to.app !== from.app) return `${from.app} must not import ${to.app}: the apps share only packages/core`;
  return from.app === 'web' ? webViolation(from, to) : serverViolation(from, to);
}

/** The message for an import of a package by name, or null when it may. */
function packageViolation(from, spec) {
  if (from.app === 'core' && spec.startsWith('@gauntlet/')) {
    return `packages/core depends on nothing of ours: it must not import ${spec}`;
  }
  const other = OTHER_APP[from.app];
  if (other && (spec === other || spec.startsWith(`${other}/`))) {
    return `${from.app} must not import ${other.slice('@gauntlet/'.length)}: the apps share only packages/core`;
  }
  return null;
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || /\/(test|test-support)\//.test(slashed(file));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing one way between the layers of the codebase.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!from || isTest(file)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const message = spec.startsWith('.')
        ? relativeViolation(from, path.resolve(path.dirname(file), spec))
        : packageViolation(from, spec);
      if (message) context.report({ node: node.source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
