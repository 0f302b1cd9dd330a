import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const web = (file) => `/repo/apps/web/src/${file}`;
const server = (file) => `/repo/apps/server/src/${file}`;

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
    { filename: web('features/challenges/components/goal-card.tsx'), code: "import { PointsText } from './points-text';" },
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
      filename: server('mail/mail-room.ts'),
      code: "import { findMailRecipient } from '../features/account/mail-recipient.repository.js';",
      errors: [{ message: 'server mail is infrastructure: it must not import a feature' }],
    },
  ],
});
