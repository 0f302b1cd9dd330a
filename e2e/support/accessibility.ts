import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets of WCAG 2.2 levels A and AA (axe tags each rule with the version that added it). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Fails with every WCAG 2.2 A/AA violation axe finds on the page as it is now, one line each. */
export async function expectNoAxeViolations(page: Page, screen: string) {
  // Only the violations in full: axe then skips listing every node of each rule that passes.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${screen}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`),
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}

/** The page scrolls sideways when its content is wider than the window. */
export async function expectNoHorizontalScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${screen} is ${overflow} px wider than the window`).toBeLessThanOrEqual(0);
}

/** Smallest height a finger can hit reliably. */
const TOUCH_TARGET_PX = 44;

/**
 * Every visible button, form control and navigation link is at least a touch target high.
 * Links inside running text are exempt, as WCAG's target-size rule exempts them; a checkbox or
 * radio counts through its label row.
 */
export async function expectTouchTargets(page: Page, screen: string) {
  const small = await page.evaluate((minimum) => {
    const selector = [
      'button',
      'a.btn',
      'label.btn',
      'a.badge',
      '.main-nav-link',
      'select',
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=range])',
      '.form-check',
    ].join(',');
    return (
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
        // A visually hidden control (a file input behind its styled label) is not a target itself.
        .filter((element) => !element.matches('.visually-hidden, .visually-hidden *'))
        .filter((element) => element.getBoundingClientRect().height + 0.5 < minimum)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(element.getBoundingClientRect().height)} px`,
        )
    );
  }, TOUCH_TARGET_PX);
  expect(small, `targets under ${TOUCH_TARGET_PX} px on ${screen}`).toEqual([]);
}

/** With reduced motion asked for, nothing on the settled screen is moving. */
export async function expectNothingMoving(page: Page, screen: string) {
  const moving = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation instanceof CSSAnimation ? animation.animationName : 'transition')),
  );
  expect(moving, `animations running on ${screen} with reduced motion`).toEqual([]);
}
