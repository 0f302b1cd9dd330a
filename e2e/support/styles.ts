import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * Every class Bootstrap's complete stylesheet styles. The build ships only the rules whose classes
 * the app's code names (and the families React-Bootstrap composes at run time), so a class built in
 * a way the build cannot see would lose its styles without any other sign.
 */
const bootstrapCss = fs.readFileSync(new URL(import.meta.resolve('bootstrap/dist/css/bootstrap.min.css')), 'utf8');
const BOOTSTRAP_CLASSES = [...new Set([...bootstrapCss.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]))];

/** Every Bootstrap class an element on the page carries is styled by the stylesheets the page loaded. */
export async function expectBootstrapClassesStyled(page: Page, screen: string) {
  const unstyled = await page.evaluate((bootstrapClasses) => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(/\.([\w-]+)/g)) styled.add(name!);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const known = new Set(bootstrapClasses);
    const used = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList)));
    return [...used].filter((name) => known.has(name) && !styled.has(name));
  }, BOOTSTRAP_CLASSES);
  expect(unstyled, `Bootstrap classes without their styles on ${screen}`).toEqual([]);
}
