import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './no-bare-jsx-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const jsx = { languageOptions: { ecmaVersion: 2024, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } };

new RuleTester(jsx).run('no-bare-jsx-text', rule, {
  valid: [
    { code: 'const a = <p><Trans>Check in</Trans></p>;' },
    { code: 'const a = <p>{t`Check in`}</p>;' },
    { code: 'const a = <span aria-hidden="true">⌂ · {count} / 3 →</span>;' },
    { code: 'const a = <input className="form-control" type="text" />;' },
    { code: 'const a = <p>{open ? t`Close` : t`Open`}</p>;' },
    { code: "const a = <Badge bg={done ? 'success' : 'secondary'} data-testid=\"goal-state\" />;" },
    { code: "const a = <p>{items.filter((item) => item.kind === 'Manual').length}</p>;" },
    { code: 'const a = <img alt={t`Post #${id}`} />;' },
  ],
  invalid: [
    { code: 'const a = <p>Check in</p>;', errors: [{ message: '"Check in" is shown untranslated: wrap it in <Trans> or t' }] },
    { code: "const a = <p>{'Día'}</p>;", errors: [{ message: '"Día" is shown untranslated: wrap it in <Trans> or t' }] },
    { code: 'const a = <p>{`${n} days`}</p>;', errors: [{ message: '"days" is shown untranslated: wrap it in <Trans> or t' }] },
    {
      code: "const a = <p>{busy ? 'Deleting' : `Delete ${name}`}</p>;",
      errors: [
        { message: '"Deleting" is shown untranslated: wrap it in <Trans> or t' },
        { message: '"Delete" is shown untranslated: wrap it in <Trans> or t' },
      ],
    },
    {
      code: "const a = <p>{size ?? 'unknown'}</p>;",
      errors: [{ message: '"unknown" is shown untranslated: wrap it in <Trans> or t' }],
    },
    {
      code: 'const a = <Panel title="Routine Logs" />;',
      errors: [{ message: '"Routine Logs" is shown untranslated: wrap it in <Trans> or t' }],
    },
    {
      code: 'const a = <ul aria-label={`Goals of ${title}`} />;',
      errors: [{ message: '"Goals of" is shown untranslated: wrap it in <Trans> or t' }],
    },
  ],
});
