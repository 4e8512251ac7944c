// Lists on a 1440 px desktop (issue 27, defect 5): every column a list's spec declares can be
// reached in its card, the grid says when it scrolls sideways, and the Alert column marks the
// patients in pain.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './harness/browser';
import { columnCells } from './harness/listScreen';
import { repoRoot } from './harness/paths';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();
const desktop = { width: 1440, height: 900 };

/** The headings of a list screen's spec, in order (specs/screens/NAME.screen.yaml). */
function declaredHeaders(screen: string): string[] {
  const spec = parse(readFileSync(join(repoRoot, 'specs', 'screens', `${screen}.screen.yaml`), 'utf8')) as {
    columns: { header: string }[];
  };
  return spec.columns.map((column) => column.header);
}

/**
 * Walks the grid's header row with the keyboard, as a keyboard user would, and answers the
 * headings that came into full view inside the list's region on the way.
 */
async function reachableHeaders(page: Page): Promise<string[]> {
  const region = page.getByRole('region').filter({ has: page.getByRole('grid') }).first();
  const headers = region.getByRole('columnheader');
  await headers.first().focus();
  const count = await headers.count();
  const seen: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const focused = region.locator('[role="columnheader"]:focus');
    // The grid scrolls a focused heading into view.
    await expect.poll(async () => {
      const [box, card] = await Promise.all([focused.boundingBox(), region.boundingBox()]);
      return box !== null && card !== null && box.x >= card.x - 1 && box.x + box.width <= card.x + card.width + 1;
    }).toBe(true);
    seen.push((await focused.innerText()).trim());
    await page.keyboard.press('ArrowRight');
  }
  return seen;
}

describe('lists at 1440 px', () => {
  it('issue 27 defect 5: every column of the patient list can be reached inside its card, the list says it scrolls sideways, and the Alert column marks the patients in pain', async () => {
    const page = await portal.signedInPage('csmanager', '/patients', { viewport: desktop });
    await columnCells(page, 'patient_last_name').first().waitFor();

    const seen = await reachableHeaders(page);
    for (const header of declaredHeaders('patients')) expect(seen, `the ${header} column`).toContain(header);
    await page.getByTestId('list-scrolls-sideways').waitFor();
    await saveScreenshot(page, 'patient-list-1440');

    // A patient whose last pain was above 6 carries the alert, and only such a patient.
    const pains = (await columnCells(page, 'pain').allInnerTexts()).map((text) => Number.parseInt(text, 10));
    const alerts = await Promise.all(
      (await columnCells(page, 'patient_alert').all()).map((cell) => cell.getByRole('img', { name: 'Alert' }).count()),
    );
    expect(alerts).toEqual(pains.map((pain) => (pain > 6 ? 1 : 0)));
  });

  it("issue 27 defect 5: the practices list's row actions can be reached inside its card", async () => {
    const page = await portal.signedInPage('csmanager', '/practices', { viewport: desktop });
    await page.getByRole('grid').first().locator('[role="row"][row-index]').first().waitFor();

    const seen = await reachableHeaders(page);
    for (const header of [...declaredHeaders('practices'), 'Actions']) expect(seen, `the ${header} column`).toContain(header);
  });
});

describe('on a phone (390 px)', () => {
  it('issue 27 defect 11: the header shows the whole practice name, and every column of the patient list can be reached with a sign that the list scrolls sideways', async () => {
    const page = await portal.signedInPage('therapist', '/patients', { viewport: { width: 390, height: 844 } });
    await columnCells(page, 'patient_last_name').first().waitFor();

    // The practice name wraps onto two small lines rather than losing its end; nothing leaves the header.
    const label = page.getByTestId('acting-label');
    expect(await label.innerText()).toBe('Riverside Physical Therapy');
    const clipped = await label.evaluate((element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
    expect(clipped).toBe(false);
    const header = page.getByRole('banner');
    expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // The header's buttons (Prescribe) keep their whole words.
    const buttons = header.getByRole('link').or(header.getByRole('button'));
    for (const button of await buttons.all()) {
      const label = button.locator('.mantine-Button-label');
      if ((await label.count()) === 0) continue;
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), await button.innerText()).toBe(true);
    }

    await page.getByTestId('list-scrolls-sideways').waitFor();
    const seen = await reachableHeaders(page);
    for (const header of declaredHeaders('patients')) expect(seen, `the ${header} column`).toContain(header);
    await saveScreenshot(page, 'patient-list-390');
  });
});
