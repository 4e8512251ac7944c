// No serious or critical accessibility violations (axe-core) on the screens everyone sees: the
// Welcome screen, the signed-in shell and the patient list.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { columnCells } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';
import { loginScreen } from './harness/signIn';

const portal = setUpPortal();

/** The serious and critical violations on the page, as readable one-liners. */
async function seriousViolations(page: Page): Promise<string[]> {
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

describe('accessibility', () => {
  it('the Welcome screen has no serious or critical violations', async () => {
    const page = await portal.newPage();
    await page.goto('/');
    await loginScreen.username(page).waitFor();

    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the signed-in shell has no serious or critical violations', async () => {
    const page = await portal.signedInPage('csmanager');
    await page.getByRole('navigation').first().waitFor();

    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the patient list has no serious or critical violations', async () => {
    const page = await portal.signedInPage('pms', '/patients');
    await columnCells(page, 'patient_last_name').first().waitFor();

    expect(await seriousViolations(page)).toEqual([]);
  });
});
