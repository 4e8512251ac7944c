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
 * Third-party widgets whose own markup breaks a rule our code cannot reach: a node inside `within`
 * breaking one of `rules` is not reported (every other rule still is, and outside it every rule is).
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

/** Whether each node (its axe target, in the page's own document) lies inside a third-party exception of its rule. */
function excusedNodes(page: Page, nodes: { rule: string; selector: string | undefined }[]): Promise<boolean[]> {
  const checks = nodes.map(({ rule, selector }) => ({
    selector,
    within: thirdPartyExceptions.filter((exception) => exception.rules.includes(rule)).map((exception) => exception.within),
  }));
  if (checks.every((check) => check.selector === undefined || check.within.length === 0)) return Promise.resolve(checks.map(() => false));
  return page.evaluate(
    (all) =>
      all.map(({ selector, within }) => {
        const element = selector === undefined ? null : document.querySelector(selector);
        return element !== null && within.some((container) => element.closest(container) !== null);
      }),
    checks,
  );
}

/**
 * The serious and critical violations on the page, empty when there are none.
 *
 * @example
 * const found = await seriousViolationsOn(page); // [{ rule: 'button-name', impact: 'critical', targets: ['#save'], ... }]
 */
export async function seriousViolationsOn(page: Page): Promise<SeriousViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only violations are read: axe then details no passing node (seconds less on a large page).
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  // A target of one plain selector names a node of the page's own document (not in a frame or a shadow root).
  const nodes = serious.flatMap((violation) =>
    violation.nodes.map((node) => {
      const [only, ...rest] = node.target;
      return { rule: violation.id, selector: typeof only === 'string' && rest.length === 0 ? only : undefined };
    }),
  );
  const excused = await excusedNodes(page, nodes);
  let index = 0;
  return serious.flatMap((violation) => {
    const kept = violation.nodes.filter(() => !excused[index++]);
    if (kept.length === 0 || (violation.impact !== 'serious' && violation.impact !== 'critical')) return [];
    return [
      {
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: kept.map((node) => node.target.join(' ')),
        html: kept.map((node) => node.html.slice(0, 160)),
      },
    ];
  });
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
