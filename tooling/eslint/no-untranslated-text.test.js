import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './no-untranslated-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const jsx = { languageOptions: { ecmaVersion: 2024, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } };

new RuleTester(jsx).run('no-untranslated-text', rule, {
  valid: [
    { code: 'const a = <p><Trans>Check in</Trans></p>;' },
    { code: 'const a = <p>{t`Check in`}</p>;' },
    { code: 'const a = <span aria-hidden="true">⌂ · {count} / 3 →</span>;' },
    { code: 'const a = <input className="form-control" type="text" />;' },
    { code: 'const a = <p>{open ? t`Close` : t`Open`}</p>;' },
    { code: "const a = <Badge bg={done ? 'success' : 'secondary'} data-testid=\"goal-state\" />;" },
    { code: "const a = <p>{items.filter((item) => item.kind === 'Manual').length}</p>;" },
    { code: 'const a = <img alt={t`Post #${id}`} />;' },
    // Outside JSX: messages, and strings that are code.
    { code: "const text = t`${count} bundled pictures.`; const days = plural(n, { one: '# day left', other: '# days left' });" },
    { code: "const LEGEND = [{ className: 'activity-missed d-flex', text: msg`Missed` }];" },
    { code: "import { x } from 'some module'; if (event.key === 'Escape') close(); switch (kind) { case 'Check in': break; }" },
    {
      code: "const classes = `badge ${tone} text-decoration-none`; element.style.setProperty('--app-bar-height', `${height}px`);",
    },
    { code: "this.name = 'QueueClearedError'; console.warn('Could not read the stored theme');" },
    {
      code: "throw new ApiRequestError(0, 'network', 'Cannot reach the server.'); class Stopped extends Error { constructor() { super('Dropped: the output was stopped'); } }",
    },
    { code: "const routes = { 'GET /api/challenges': handler }; const units = { RP: 'RP', PP: 'PP' }; const step = 'sets';" },
  ],
  invalid: [
    {
      code: "const status = { text: `${count} bundled pictures.`, tone: 'muted' };",
      errors: [{ message: '"${…} bundled pictures." is shown untranslated: wrap it in <Trans> or t' }],
    },
    {
      code: "const WEEKDAYS = ['Mon', '', 'Wed'];",
      errors: [
        { message: '"Mon" is shown untranslated: wrap it in <Trans> or t' },
        { message: '"Wed" is shown untranslated: wrap it in <Trans> or t' },
      ],
    },
    {
      code: "const series = [{ name: 'RP', points }]; const summary = busy ? 'Saving' : done && 'Saved';",
      errors: [
        { message: '"RP" is shown untranslated: wrap it in <Trans> or t' },
        { message: '"Saving" is shown untranslated: wrap it in <Trans> or t' },
        { message: '"Saved" is shown untranslated: wrap it in <Trans> or t' },
      ],
    },
    {
      code: "setProblem(`${name} dropped.`); announce('In the routine tracker, ' + 'sets only go up.');",
      errors: [
        { message: '"${…} dropped." is shown untranslated: wrap it in <Trans> or t' },
        { message: '"In the routine tracker," is shown untranslated: wrap it in <Trans> or t' },
        { message: '"sets only go up." is shown untranslated: wrap it in <Trans> or t' },
      ],
    },
    { code: 'const a = <p>Check in</p>;', errors: [{ message: '"Check in" is shown untranslated: wrap it in <Trans> or t' }] },
    { code: "const a = <p>{'Día'}</p>;", errors: [{ message: '"Día" is shown untranslated: wrap it in <Trans> or t' }] },
    {
      code: 'const a = <p>{`${n} days`}</p>;',
      errors: [{ message: '"${…} days" is shown untranslated: wrap it in <Trans> or t' }],
    },
    {
      code: "const a = <p>{busy ? 'Deleting' : `Delete ${name}`}</p>;",
      errors: [
        { message: '"Deleting" is shown untranslated: wrap it in <Trans> or t' },
        { message: '"Delete ${…}" is shown untranslated: wrap it in <Trans> or t' },
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
      errors: [{ message: '"Goals of ${…}" is shown untranslated: wrap it in <Trans> or t' }],
    },
  ],
});
