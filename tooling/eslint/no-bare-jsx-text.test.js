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
  ],
  invalid: [
    { code: 'const a = <p>Check in</p>;', errors: [{ message: '"Check in" is shown untranslated: wrap it in <Trans> or t' }] },
    { code: "const a = <p>{'Día'}</p>;", errors: [{ message: '"Día" is shown untranslated: wrap it in <Trans> or t' }] },
    { code: 'const a = <p>{`${n} days`}</p>;', errors: [{ message: '"days" is shown untranslated: wrap it in <Trans> or t' }] },
  ],
});
