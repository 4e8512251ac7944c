// The RTM Survey Template Library and its versions page in the browser (document 3, sections 2.13,
// 3, 5, 6, 7.7 and 8), as the RTM configuration manager: create and edit a template (meeting the
// PT/PTA rule), reorder by dragging a row and by keyboard, see a failed reorder undone, choose an
// auto-assigned version, and on the versions page create and archive versions and open one in
// the prompt editor's route. Other roles see the not-allowed view.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { pickUpWithKeyboard } from './harness/keyboardDrag';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

// The library is the list runtime's reorderable table, named by the screen's title.
const table = (page: Page) => page.getByRole('table', { name: 'RTM Survey Template Library' });
/** The library's row of a template, by its name or Template ID. */
const templateRow = (page: Page, text: string) => table(page).locator('tbody tr').filter({ hasText: text });
const modal = (page: Page) => page.getByRole('dialog');
const handle = (page: Page, name: string) => table(page).getByRole('button', { name: new RegExp(`^Reorder ${name} \\(`) });
/** The template names of the library, top to bottom (the third cell of each body row). */
const names = (page: Page) => table(page).locator('tbody tr td:nth-child(3)').allInnerTexts();
const namesOnly = async (page: Page) => (await names(page)).map((text) => text.split('\n')[0]?.trim() ?? '');
const isReorder = (url: string, method: string) => new URL(url).pathname === '/api/rtm_templates/reorder' && method === 'PUT';

/** Lets the page draw twice (dnd-kit moves a picked-up row on the next frames). */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Waits for a toast and closes it with a click (toasts sit over the top right of the page). */
async function dismissToast(page: Page, text: string) {
  const toast = page.getByText(text).first();
  await toast.waitFor();
  await toast.click();
  await toast.waitFor({ state: 'detached' });
}

/** Creates a template through the modal and waits for its row. */
async function createTemplate(page: Page, identifier: string, name: string) {
  await page.getByRole('button', { name: 'Create Template' }).click();
  await modal(page).getByLabel('Template ID').fill(identifier);
  await modal(page).getByLabel('Name').fill(name);
  await modal(page).getByLabel('PT Assignable').check();
  await modal(page).getByRole('button', { name: 'Create' }).click();
  await dismissToast(page, `The template ${name} has been created successfully.`);
  await handle(page, name).waitFor();
}

/**
 * Waits until the keyboard move has reached another row: the drag's live region (dnd-kit's
 * announcement, read out to screen-reader users) says it is over another position. A drop before
 * that lands where it started, and no reorder is sent.
 */
async function movedOver(page: Page) {
  await expect
    .poll(
      async () => {
        const said = (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' ');
        const move = /Template (\S+) is over position (\S+)\./.exec(said);
        return move !== null && move[1] !== move[2];
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

describe('RTM Survey Template Library', () => {
  it('[survey-templates-access] [survey-templates-library] [survey-templates-fields] [survey-templates-pt-pta] [survey-templates-default-colour] [survey-templates-row-warning] creates and edits a template in the modal', async () => {
    const page = await portal.signedInPage('rtmconfig', '/patients');
    // The side menu's Remote Monitoring group holds the entry.
    await page.getByText('Remote Monitoring', { exact: true }).first().click();
    await page.getByRole('link', { name: 'RTM Survey Template Library' }).click();
    await page.getByRole('heading', { name: 'RTM Survey Template Library' }).waitFor();
    await handle(page, 'Post-op Knee Check-in').waitFor();
    const headers = await table(page).locator('thead th').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual(
      expect.arrayContaining(['Template ID', 'Name', 'Tile Colour', 'PT Assignable', 'PTA Assignable', 'Patient Not In Session', 'Versions']),
    );

    const stamp = String(Date.now()).slice(-6);
    const identifier = `E2E-${stamp}`;
    const name = `E2E Template ${stamp}`;
    await page.getByRole('button', { name: 'Create Template' }).click();
    expect(await modal(page).getByLabel('Tile Colour').inputValue()).toBe('#0899b7');
    await modal(page).getByLabel('Template ID').fill(identifier);
    await modal(page).getByLabel('Name').fill(name);
    let posted = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/rtm_templates' && request.method() === 'POST') posted = true;
    });
    await modal(page).getByRole('button', { name: 'Create' }).click();
    await modal(page).getByText('Please assign to PT or PTA or both').waitFor();
    expect(posted).toBe(false);
    await modal(page).getByLabel('PT Assignable').check();
    const created = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/rtm_templates' && request.method() === 'POST');
    await modal(page).getByRole('button', { name: 'Create' }).click();
    expect((await created).postDataJSON()).toEqual({
      identifier,
      name,
      tile_color_hex: '#0899b7',
      pt_assignable: true,
      pta_assignable: false,
      patient_not_in_session: false,
    });
    await dismissToast(page, `The template ${name} has been created successfully.`);
    const row = table(page).locator('tbody tr').filter({ hasText: identifier });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/#0899b7[\s\S]*Yes[\s\S]*No[\s\S]*No/);

    await row.getByRole('button', { name: 'Edit' }).click();
    await modal(page).getByLabel('PT Assignable').uncheck();
    await modal(page).getByLabel('PTA Assignable').check();
    await modal(page).getByLabel('Patient Not In Session').check();
    await modal(page).getByLabel('Tile Colour').fill('#aa3300');
    const updated = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/rtm_templates' && request.method() === 'PUT');
    await modal(page).getByRole('button', { name: 'Update' }).click();
    expect((await updated).postDataJSON()).toMatchObject({ identifier, pt_assignable: false, pta_assignable: true, patient_not_in_session: true, tile_color_hex: '#aa3300' });
    await page.getByText(`The template ${name} has been updated successfully.`).first().waitFor();
    await expect.poll(() => row.innerText()).toMatch(/#aa3300[\s\S]*No[\s\S]*Yes[\s\S]*Yes/);
    await saveScreenshot(page, 'survey-templates-library');

    // A template assignable to neither (data stored before the rule; the server refuses to write
    // one, so the test alters the list's answer) shows the row warning.
    await page.route('**/api/rtm_templates/list', async (route) => {
      const answer = await route.fetch();
      const payload = (await answer.json()) as { data: { identifier: string; pt_assignable: boolean; pta_assignable: boolean }[] };
      const data = payload.data.map((template) => (template.identifier === identifier ? { ...template, pt_assignable: false, pta_assignable: false } : template));
      await route.fulfill({ response: answer, json: { data } });
    });
    await page.reload();
    await row.getByText('You must assign PT and/or PTA').waitFor();
    expect(await table(page).locator('tbody tr').filter({ hasText: 'Post-op Knee Check-in' }).getByText('You must assign PT and/or PTA').count()).toBe(0);
    await page.unroute('**/api/rtm_templates/list');
  });

  it('[survey-templates-reorder-call] [survey-templates-reorder-messages] reorders by dragging a row and by keyboard', async () => {
    const page = await portal.signedInPage('rtmconfig', '/surveyTemplates');
    const stamp = String(Date.now()).slice(-6);
    const name = `E2E Reorder ${stamp}`;
    await createTemplate(page, `E2E-R-${stamp}`, name);
    const before = await namesOnly(page);
    expect(before.at(-1)).toBe(name);

    // Drag the new template's handle onto the first row.
    const sent = page.waitForRequest((request) => isReorder(request.url(), request.method()));
    const from = await handle(page, name).boundingBox();
    const to = await handle(page, before[0] ?? '').boundingBox();
    if (!from || !to) throw new Error('no handle to drag');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 20 });
    await page.mouse.up();
    const body = (await sent).postDataJSON() as { templates: { name: string; id: number; order: number }[] };
    expect(body.templates[0]?.name).toBe(name);
    expect(body.templates.map((template) => template.order)).toEqual(body.templates.map((_, index) => index + 1));
    await dismissToast(page, 'Templates reordered successfully');
    await expect.poll(() => namesOnly(page)).toEqual([name, ...before.slice(0, -1)]);

    // By keyboard (on a fresh page): Space picks the first row up, ArrowDown moves it, Space drops it.
    await page.reload();
    await handle(page, name).waitFor();
    const keyed = page.waitForRequest((request) => isReorder(request.url(), request.method()));
    await pickUpWithKeyboard(handle(page, name));
    await page.keyboard.press('ArrowDown');
    await nextFrames(page);
    await movedOver(page);
    await page.keyboard.press('Space');
    expect(((await keyed).postDataJSON() as typeof body).templates.slice(0, 2).map((template) => template.name)).toEqual([before[0], name]);
    await expect.poll(() => namesOnly(page)).toEqual([before[0], name, ...before.slice(1, -1)]);
    await saveScreenshot(page, 'survey-templates-reordered');
  });

  it('[survey-templates-reorder-revert] undoes a reorder the server refuses', async () => {
    const page = await portal.signedInPage('rtmconfig', '/surveyTemplates');
    const stamp = String(Date.now()).slice(-6);
    const name = `E2E Refused ${stamp}`;
    await createTemplate(page, `E2E-F-${stamp}`, name);
    await page.reload();
    await handle(page, name).waitFor();
    const saved = await namesOnly(page);
    // A reorder the server refuses: the moved row goes back and the failure is said.
    await page.route('**/api/rtm_templates/reorder', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'refused in the test' }) }),
    );
    await pickUpWithKeyboard(handle(page, name));
    await page.keyboard.press('ArrowUp');
    await nextFrames(page);
    await movedOver(page);
    await page.keyboard.press('Space');
    await page.getByText('Failed to reorder templates - changes reverted').first().waitFor();
    await expect.poll(() => namesOnly(page)).toEqual(saved);
    await page.unroute('**/api/rtm_templates/reorder');
    await page.reload();
    await handle(page, name).waitFor();
    expect(await namesOnly(page)).toEqual(saved);
  });

  it('[survey-templates-auto-assign] chooses the auto-assigned version of a template in the RTM Configuration modal', async () => {
    const page = await portal.signedInPage('rtmconfig', '/surveyTemplates');
    await handle(page, 'Pain Follow-up').waitFor();
    await page.getByRole('button', { name: 'RTM Configuration' }).click();
    const select = modal(page).getByLabel('Pain Follow-up (RTM-PAIN)');
    await select.waitFor();
    await select.selectOption({ label: 'RTM-PAIN-V1' });
    const saved = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auto_assign_config' && request.method() === 'PUT');
    await modal(page).getByRole('button', { name: 'Save' }).click();
    const body = (await saved).postDataJSON() as Record<string, number | null>;
    expect(body['RTM-PAIN']).toEqual(expect.any(Number));
    await page.getByText('RTM configuration saved').first().waitFor();
    await page.getByRole('button', { name: 'RTM Configuration' }).click();
    await expect.poll(() => modal(page).getByLabel('Pain Follow-up (RTM-PAIN)').inputValue()).toBe(String(body['RTM-PAIN']));
    await modal(page).getByLabel('Pain Follow-up (RTM-PAIN)').selectOption({ label: 'No auto-assignment' });
    await modal(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('RTM configuration saved').first().waitFor();
  });

  it('[survey-templates-versions-page] [survey-templates-new-version] [survey-templates-archive-version] [survey-templates-open-version] [survey-templates-archive] creates and archives versions and opens one in the prompt editor', async () => {
    const page = await portal.signedInPage('rtmconfig', '/surveyTemplates');
    const stamp = String(Date.now()).slice(-6);
    const identifier = `E2E-V-${stamp}`;
    const name = `E2E Versions ${stamp}`;
    await createTemplate(page, identifier, name);
    await page.getByRole('link', { name: `Versions of ${name}` }).click();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('This template has no versions yet').waitFor();
    expect(await page.getByText('Template ID').first().isVisible()).toBe(true);

    // The versions are the page's Versions region (the runtime's list grid): a row per version.
    const versions = page.getByRole('region', { name: 'Versions', exact: true }).first();
    const versionRows = versions.getByRole('row').filter({ has: page.getByRole('gridcell') });
    const versionRow = (version: string) => versionRows.filter({ hasText: `${identifier}-${version}` });
    for (const version of ['V1', 'V2']) {
      await page.getByRole('button', { name: 'Create Version' }).click();
      await versionRow(version).first().waitFor();
      // The success toast sits over the header's buttons: a click closes it.
      await dismissToast(page, 'A new version has been created');
    }
    expect(await versionRows.count()).toBe(2);
    await saveScreenshot(page, 'survey-template-versions');

    await versionRow('V1').getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByText(`Archive the version ${identifier}-V1?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await dismissToast(page, 'The version has been archived');
    await expect.poll(() => versionRows.count()).toBe(1);

    const templateId = /\/surveyTemplates\/(\d+)\/versions/.exec(page.url())?.[1];
    await versionRow('V2').getByRole('button', { name: 'Open' }).click();
    await page.waitForURL(new RegExp(`/surveyTemplates/${templateId ?? ''}/versions/\\d+$`));

    // Archive the template from the library: it leaves the table.
    await page.goto(new URL('/surveyTemplates', page.url()).toString());
    await templateRow(page, name).getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByText(`Archive the template ${name}?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('The template has been archived').first().waitFor();
    await expect.poll(() => templateRow(page, name).count()).toBe(0);
    await expect.poll(() => namesOnly(page)).not.toContain(name);
  });

  it('[survey-templates-access] a monitoring manager sees the not-allowed view and no menu entry', async () => {
    const page = await portal.signedInPage('pmm', '/surveyTemplates');
    await page.getByText(/not authori[sz]ed|Unauthori[sz]ed/i).first().waitFor();
    expect(await page.getByRole('link', { name: 'RTM Survey Template Library' }).count()).toBe(0);
  });
});
