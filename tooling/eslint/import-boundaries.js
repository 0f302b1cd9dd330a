// The layers of the codebase, enforced on every relative import (resolved by path, so no module
// resolver is needed):
//
// - web: `components` and `lib` never import `features` or `app`; `features` never import `app`;
//   a feature imports another feature only through that feature's `index.ts`.
// - server: the infrastructure (`http`, `auth`, `db`, `ledger`, `jobs`) never imports a feature.
//
// Tests may reach across (a test of the router builds its data with a feature's fixtures).
import path from 'node:path';

/** Where a file sits: its app ('web' | 'server' | null), its top folder and, in features, which one. */
function locate(file) {
  const match = /apps\/(web|server)\/src\/(.*)$/.exec(file.split(path.sep).join('/'));
  if (!match) return null;
  const [top, feature, ...rest] = match[2].split('/');
  return { app: match[1], top, feature: top === 'features' ? feature : null, rest };
}

function violation(from, to) {
  if (from.app !== to.app) return null;
  if (from.app === 'web') {
    if ((from.top === 'components' || from.top === 'lib') && (to.top === 'features' || to.top === 'app')) {
      return `web ${from.top} is shared code: it must not import ${to.top}`;
    }
    if (from.top === 'features' && to.top === 'app') return 'a feature must not import app';
    const throughIndex = to.rest.length === 0 || (to.rest.length === 1 && /^index\.tsx?$/.test(to.rest[0]));
    if (from.feature && to.feature && from.feature !== to.feature && !throughIndex) {
      return `import feature "${to.feature}" through its index.ts, not one of its files`;
    }
  }
  if (from.app === 'server' && ['http', 'auth', 'db', 'ledger', 'jobs'].includes(from.top) && to.top === 'features') {
    return `server ${from.top} is infrastructure: it must not import a feature`;
  }
  return null;
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || /\/(test|test-support)\//.test(file.split(path.sep).join('/'));

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
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = locate(path.resolve(path.dirname(file), spec));
      const message = to && violation(from, to);
      if (message) context.report({ node: node.source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
