import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const web = (file) => `/repo/apps/web/src/${file}`;
const server = (file) => `/repo/apps/server/src/${file}`;
const core = (file) => `/repo/packages/core/src/${file}`;

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run('import-boundaries', rule, {
  valid: [
    {
      filename: web('features/challenges/routes/new-challenge-page.tsx'),
      code: "import { useRoutineChoices } from '../../routines';",
    },
    {
      filename: web('features/challenges/routes/new-challenge-page.tsx'),
      code: "import { useNow } from '../../../lib/use-now';",
    },
    {
      filename: web('features/challenges/components/new-challenge/goal-card.tsx'),
      code: "import { PointsText } from '../points-text';",
    },
    { filename: web('app/routes/dashboard-page.tsx'), code: "import { ChallengeSection } from '../../features/challenges';" },
    { filename: web('components/page-spinner.tsx'), code: "import { ApiRequestError } from '../lib/api-client';" },
    {
      filename: web('app/router.test.tsx'),
      code: "import { makeChallenge } from '../features/challenges/test-support/fixtures';",
    },
    { filename: server('http/access.ts'), code: "import { forbidden } from './app-error.js';" },
    {
      filename: server('features/routines/routines.service.ts'),
      code: "import { movePoints } from '../../ledger/ledger.repository.js';",
    },
    { filename: web('lib/api-client.ts'), code: "import { profileApi } from '@gauntlet/core';" },
    { filename: server('http/declared-route.ts'), code: "import { DeclaredRoute } from '@gauntlet/core';" },
    { filename: core('rules/outcome.ts'), code: "import { goalSucceeded } from './goal-success.js';" },
    { filename: core('index.ts'), code: "export * from './api/profile.js';" },
    { filename: server('changes/announce-changes.ts'), code: "import { SAFE_METHODS } from '../http/access.js';" },
    { filename: server('app.ts'), code: "import { AppDeps } from './app-deps.js';" },
    { filename: server('cli/grant-admin.ts'), code: "import { grantAdminByEmail } from '../features/admin/admin.service.js';" },
    { filename: server('features/challenges/check-in.service.ts'), code: "import { stateOf } from './metrics.service.js';" },
    {
      filename: server('features/routines/routines.service.ts'),
      code: "import { addToMetric } from '../challenges/metrics.service.js';",
    },
    {
      filename: server('features/account/account.test.ts'),
      code: "import { findOwnProfile } from '../profile/profile.repository.js';",
    },
  ],
  invalid: [
    {
      filename: web('features/challenges/routes/new-challenge-page.tsx'),
      code: "import { useRoutineChoices } from '../../routines/api/use-routine-choices';",
      errors: [{ message: 'import feature "routines" through its index.ts, not one of its files' }],
    },
    {
      filename: web('components/show-for-role.tsx'),
      code: "import { useMe } from '../features/account/api/session';",
      errors: [{ message: 'web components is shared code: it must not import features' }],
    },
    {
      filename: web('lib/session.ts'),
      code: "import { AppShell } from '../app/app-shell';",
      errors: [{ message: 'web lib is shared code: it must not import app' }],
    },
    {
      filename: web('features/admin/components/first-admin-offer.tsx'),
      code: "export { PageSpinner } from '../../../app/page-spinner';",
      errors: [{ message: 'a feature must not import app' }],
    },
    {
      filename: server('http/access.ts'),
      code: "import { findSessionViewer } from '../features/account/account.repository.js';",
      errors: [{ message: 'server http is infrastructure: it must not import a feature' }],
    },
    {
      filename: server('auth/auth.ts'),
      code: "const load = () => import('../features/profile/profile.repository.js');",
      errors: [{ message: 'server auth is infrastructure: it must not import a feature' }],
    },
    {
      filename: web('lib/api-client.ts'),
      code: "import { AppDeps } from '../../../server/src/app-deps.js';",
      errors: [{ message: 'web must not import server: the apps share only packages/core' }],
    },
    {
      filename: server('http/spa.ts'),
      code: "import { routes } from '@gauntlet/web/src/routes';",
      errors: [{ message: 'server must not import web: the apps share only packages/core' }],
    },
    {
      filename: core('rules/outcome.ts'),
      code: "import { findGoals } from '../../../../apps/server/src/features/challenges/challenges.repository.js';",
      errors: [{ message: 'packages/core depends on nothing of ours: it must not import from outside it' }],
    },
    {
      filename: core('api/profile.ts'),
      code: "import { Viewer } from '@gauntlet/server';",
      errors: [{ message: 'packages/core depends on nothing of ours: it must not import @gauntlet/server' }],
    },
    {
      filename: server('changes/changes.ts'),
      code: "import { AppDeps } from '../app-deps.js';",
      errors: [{ message: 'server changes is infrastructure: it must not import app-deps.ts' }],
    },
    {
      filename: server('config.ts'),
      code: "import { buildApp } from './app.js';",
      errors: [{ message: 'server config.ts is infrastructure: it must not import app.ts' }],
    },
    {
      filename: server('features/routines/routines.service.ts'),
      code: "import { stepMetricValue } from '../challenges/metrics.repository.js';",
      errors: [{ message: 'call feature "challenges" through its *.service.ts, not metrics.repository.ts' }],
    },
    {
      filename: server('features/profile/profile-stream.ts'),
      code: "import { isSessionLive } from '../account/account.repository.js';",
      errors: [{ message: 'call feature "account" through its *.service.ts, not account.repository.ts' }],
    },
    {
      filename: server('features/admin/admin.service.ts'),
      code: "import { profileRoutes } from '../profile/profile.routes.js';",
      errors: [{ message: 'call feature "profile" through its *.service.ts, not profile.routes.ts' }],
    },
  ],
});
