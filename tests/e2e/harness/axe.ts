// The accessibility check of the end-to-end tests: axe-core's WCAG 2.1 A and AA rules on what the
// page shows now, reduced to the serious and critical violations (issue 27, defect 10: axe 0
// serious and 0 critical on every route).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The serious and critical violations on the page, as readable one-liners (rule, impact, help and
 * the first characters of each offending node), empty when there are none.
 *
 * @example
 * expect(await seriousViolations(page)).toEqual([]);
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    );
}
