// The accessibility check of the end-to-end tests: axe-core's WCAG 2.1 A and AA rules on what the
// page shows now, reduced to the serious and critical violations (issue 27, defect 10: axe 0
// serious and 0 critical on every route).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One serious or critical rule broken on a page, with the CSS targets of the nodes breaking it. */
export interface SeriousViolation {
  rule: string;
  impact: 'serious' | 'critical';
  help: string;
  targets: string[];
  /** The first characters of each offending node's markup, in the order of `targets`. */
  html: string[];
}

/**
 * Third-party widgets whose own markup breaks a rule our code cannot reach: inside `within`, the
 * listed rules are not checked (every other rule still is, and outside it every rule is).
 */
const thirdPartyExceptions: readonly { within: string; rules: readonly string[] }[] = [
  {
    // The API reference (/api/docs) is Scalar's standalone bundle, its own Vue app rendering its
    // own DOM (screens/apiReference): its sidebar entries are buttons carrying aria-selected, its
    // search button is role="search" (so its "Open Search" text no longer names it), its code
    // blocks' copy buttons have no name, its client-library tab list holds plain buttons, and
    // its endpoint lists scroll without being focusable. Its colours are ours to set and are checked.
    within: '[data-testid="api-reference"]',
    rules: ['aria-allowed-attr', 'aria-required-children', 'button-name', 'scrollable-region-focusable'],
  },
];

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical violations on the page, empty when there are none.
 *
 * @example
 * const found = await seriousViolationsOn(page); // [{ rule: 'button-name', impact: 'critical', targets: ['#save'], ... }]
 */
export async function seriousViolationsOn(page: Page): Promise<SeriousViolation[]> {
  const present = [];
  for (const exception of thirdPartyExceptions) {
    if ((await page.locator(exception.within).count()) > 0) present.push(exception);
  }
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  for (const exception of present) builder = builder.exclude(exception.within);
  const violations = (await builder.analyze()).violations;
  for (const exception of present) {
    const inside = new AxeBuilder({ page }).withTags(wcagTags).include(exception.within).disableRules([...exception.rules]);
    violations.push(...(await inside.analyze()).violations);
  }
  return violations.flatMap((violation) =>
    violation.impact === 'serious' || violation.impact === 'critical'
      ? [
          {
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')),
            html: violation.nodes.map((node) => node.html.slice(0, 160)),
          },
        ]
      : [],
  );
}

/**
 * The serious and critical violations on the page, as readable one-liners (rule, impact, help and
 * the first characters of each offending node), empty when there are none.
 *
 * @example
 * expect(await seriousViolations(page)).toEqual([]);
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await seriousViolationsOn(page)).map(
    (violation) =>
      `${violation.rule} (${violation.impact}): ${violation.help} at ${violation.targets.map((target, index) => `${target} ${violation.html[index]}`).join(', ')}`,
  );
}
