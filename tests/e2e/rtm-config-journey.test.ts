// The RTM configuration journey end to end in Chromium (issue 14): the RTM configuration manager
// `rtmconfig` creates a template and a version, builds a three-group flow in the prompt editor
// (an option connected in the React Flow graph, a prompt created from an unresolved Maps to, an
// 'Other' option), sees a blank description turn its group red, stores the flow, assigns the
// version to a patient by CSV import; then the monitoring assistant `pma` walks the new flow in the
// RTM dashboard's side panel and submits it. Every step is the user's, through the screens; the
// page calls the API only to find the patient and to put things back (the worker's other files
// share the database).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { findSimulatableDevices } from '../../simulator/findSimulatableDevices';
import { message } from '../../src/generated/catalog';
import { saveScreenshot } from './harness/browser';
import { callFromTab } from './harness/callFromTab';
import { connectPatientApp } from './harness/patientAppSocket';
import { dragHandle } from './harness/dragHandle';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/**
 * Where in the device listing the journey's patient is taken from: past the RTM dashboard's
 * first, the prompt test's knee patients (its first 26) and before remote login's 40th.
 */
const listingSkip = 30;

interface Assignment {
  version_patient_id: number;
  template_id: number;
  template_version_id: number;
}

/** Waits for a toast and closes it with a click (toasts sit over the top right of the page). */
async function dismissToast(page: Page, text: string) {
  const toast = page.getByText(text).first();
  await toast.waitFor();
  await toast.click();
  await toast.waitFor({ state: 'detached' });
}

/** The prompt editor's form card of the prompt titled `title`. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A cell input of a prompt's Responses row (1-based), by its column's catalogue key. */
function cell(
  page: Page,
  title: string,
  row: number,
  column:
    | 'promptEditorColumnIdentifier'
    | 'promptEditorColumnResponseText'
    | 'promptEditorColumnMapsTo'
    | 'promptEditorColumnMapsToEnd'
    | 'promptEditorColumnTextRequired',
): Locator {
  // The input itself: an Autocomplete's open list carries the same label.
  return page
    .getByLabel(`${title} ${message('promptEditorResponses')} ${String(row)} ${message(column)}`, { exact: true })
    .and(page.locator('input'));
}

/** Drags the graph handle of `title`'s option `row` onto the prompt node of `target`, as a user would. */
async function connectInGraph(page: Page, title: string, row: number, target: string) {
  const graph = page.getByRole('region', { name: message('promptEditorGraph') });
  await graph.scrollIntoViewIfNeeded();
  // Prompts added since the graph was drawn may lie outside its view: fit it first.
  await graph.locator('.react-flow__controls-fitview').click();
  const optionId = await card(page, title).locator('tbody tr').nth(row - 1).getAttribute('data-option-id');
  const handle = graph.getByTestId(`option-handle-${optionId ?? ''}`);
  const into = graph.getByTestId(`prompt-node-${target}`).locator('.react-flow__handle.target');
  await expect.poll(async () => (await handle.boundingBox()) !== null && (await into.boundingBox()) !== null).toBe(true);
  await dragHandle(page, handle, into);
}

/** Imports `csv` through the assignment screen's Import CSV dialog: choose the file, then Import after its preview. */
async function importCsv(page: Page, csv: string) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose CSV file' }).click();
  await (await chooser).setFiles({ name: 'journey.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('status').filter({ hasText: 'rows ready to import' }).waitFor();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
}

describe('RTM configuration journey', () => {
  it(
    '[survey-templates-new-version] [survey-templates-open-version] [prompt-editor-create-prompt] [prompt-editor-add-prompt] [prompt-editor-group3-end] [prompt-editor-other-text] [prompt-editor-target-required] [prompt-editor-group-red] [prompt-editor-store-disabled] [prompt-editor-store-call] [assignment-bulk-job] [rtm-prompt-first] [rtm-prompt-option-next] [rtm-prompt-text-box] [rtm-prompt-submit-call] a template built in the editor, assigned by CSV, is walked by a monitoring user',
    { timeout: 180_000 },
    async ({ onTestFinished }) => {
      const stamp = String(Date.now()).slice(-6);
      const identifier = `E2E-J-${stamp}`;
      const name = `E2E Journey ${stamp}`;

      // The patient: one with a device the test can make join a session, and the assignment to put back.
      const config = await portal.signedInPage('rtmconfig', '/surveyTemplates', { onTestFinished });
      const monitor = await portal.signedInPage('pma', '/admin/rtmDashboard', { onTestFinished });
      const [device] = await findSimulatableDevices(portal.baseUrl, 1, listingSkip);
      if (!device) throw new Error(`the demo seed lists fewer than ${String(listingSkip + 1)} devices`);
      const patient = await callFromTab<{ identifier: string }>(monitor, 'GET', `patient/alt/${String(device.patient_id)}`);
      expect(patient.status).toBe(200);
      const patientId = patient.data.identifier;
      const before = await callFromTab<{ assignment: Assignment | null }>(config, 'GET', `rtm_templates_version/patient/${patientId}`);
      let templateId = '';
      onTestFinished(async () => {
        const now = await callFromTab<{ assignment: Assignment | null }>(config, 'GET', `rtm_templates_version/patient/${patientId}`);
        const previous = before.data.assignment;
        const current = now.data.assignment;
        if (current && current.template_version_id !== previous?.template_version_id) {
          const putBack = previous
            ? await callFromTab(config, 'PUT', 'rtm_templates_version/reassign', {
                version_patient_id: current.version_patient_id,
                template_id: previous.template_id,
                template_version_id: previous.template_version_id,
              })
            : await callFromTab(config, 'DELETE', `rtm_templates_version/remove/${String(current.version_patient_id)}`);
          expect(putBack.status).toBe(200);
        }
        if (templateId !== '') expect((await callFromTab(config, 'DELETE', `rtm_templates/${templateId}`)).status).toBe(200);
      });

      // 1. A new template in the library's modal, its versions page, a version, the prompt editor.
      const page = config;
      await page.getByRole('button', { name: 'Create Template' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByLabel('Template ID').fill(identifier);
      await modal.getByLabel('Name').fill(name);
      await modal.getByLabel('PT Assignable').check();
      await modal.getByRole('button', { name: 'Create' }).click();
      await dismissToast(page, `The template ${name} has been created successfully.`);
      await page.getByRole('link', { name: `Versions of ${name}` }).click();
      await page.getByRole('heading', { name }).waitFor();
      templateId = /\/surveyTemplates\/(\d+)\/versions/.exec(page.url())?.[1] ?? '';
      expect(templateId).not.toBe('');
      await page.getByRole('button', { name: 'Create Version' }).click();
      const version = `${identifier}-V1`;
      // The versions are the page's Versions region (the runtime's list grid), a row per version.
      const versionRow = page
        .getByRole('region', { name: 'Versions', exact: true })
        .first()
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell') })
        .filter({ hasText: version });
      await versionRow.first().waitFor();
      await dismissToast(page, 'A new version has been created');
      await versionRow.first().getByRole('button', { name: 'Open' }).click();
      await page.waitForURL(new RegExp(`/surveyTemplates/${templateId}/versions/\\d+$`));
      const versionId = /\/versions\/(\d+)$/.exec(page.url())?.[1] ?? '';

      // 2. The flow. Group 1: the new version's default prompt becomes START.
      const group = (number: 1 | 2 | 3) => page.getByRole('tab', { name: message('promptEditorGroup', { group: number }) });
      const storeButton = page.getByRole('button', { name: message('promptEditorStore') });
      await card(page, 'DEF').waitFor();
      expect(await page.getByText(version).count()).toBe(1);
      await card(page, 'DEF').getByLabel(message('promptEditorPromptTitle')).fill('START');
      await card(page, 'START').getByLabel(message('promptEditorPromptDescription')).fill('How do you feel today?');
      await cell(page, 'START', 1, 'promptEditorColumnResponseText').fill('Some pain');
      await cell(page, 'START', 1, 'promptEditorColumnMapsToEnd').uncheck();

      // A Maps to that names no prompt yet: 'Create Prompt' makes it, in group 2, shown at once.
      await cell(page, 'START', 1, 'promptEditorColumnMapsTo').fill('PAIN_WHERE');
      await page.keyboard.press('Escape');
      await card(page, 'START').getByRole('button', { name: message('promptEditorCreatePrompt') }).click();
      await card(page, 'PAIN_WHERE').waitFor();
      expect(await group(2).getAttribute('aria-selected')).toBe('true');
      expect(await cell(page, 'PAIN_WHERE', 1, 'promptEditorColumnIdentifier').inputValue()).toBe('PAIN_WHERE_1');
      await card(page, 'PAIN_WHERE').getByLabel(message('promptEditorPromptDescription')).fill('Where is the pain?');
      await cell(page, 'PAIN_WHERE', 1, 'promptEditorColumnResponseText').fill('Knee');

      // 'Other' maps to end and requires text, both locked.
      await card(page, 'PAIN_WHERE').getByRole('button', { name: message('promptEditorAddResponse') }).click();
      expect(await cell(page, 'PAIN_WHERE', 2, 'promptEditorColumnMapsToEnd').isChecked()).toBe(false);
      await cell(page, 'PAIN_WHERE', 2, 'promptEditorColumnResponseText').fill('Other');
      for (const column of ['promptEditorColumnMapsToEnd', 'promptEditorColumnTextRequired'] as const) {
        await expect.poll(() => cell(page, 'PAIN_WHERE', 2, column).isChecked()).toBe(true);
        expect(await cell(page, 'PAIN_WHERE', 2, column).isDisabled()).toBe(true);
      }

      // Group 3: a new prompt whose response always ends the flow.
      await group(3).click();
      await page.getByRole('button', { name: message('promptEditorAddPrompt') }).click();
      const untitled = card(page, message('promptEditorUntitled'));
      await untitled.getByLabel(message('promptEditorPromptTitle')).fill('PLAN');
      await card(page, 'PLAN').getByLabel(message('promptEditorPromptDescription')).fill('What next?');
      await card(page, 'PLAN').getByRole('button', { name: message('promptEditorAddResponse') }).click();
      await cell(page, 'PLAN', 1, 'promptEditorColumnResponseText').fill('Continue the plan');
      expect(await cell(page, 'PLAN', 1, 'promptEditorColumnMapsToEnd').isChecked()).toBe(true);
      expect(await cell(page, 'PLAN', 1, 'promptEditorColumnMapsToEnd').isDisabled()).toBe(true);
      await group(2).click();
      await cell(page, 'PAIN_WHERE', 1, 'promptEditorColumnMapsTo').fill('PLAN');
      await page.keyboard.press('Escape');
      expect(await card(page, 'PAIN_WHERE').getByRole('button', { name: message('promptEditorCreatePrompt') }).count()).toBe(0);

      // Group 1 gets a second response without a target: its button is red until the graph connects it.
      await group(1).click();
      await card(page, 'START').getByRole('button', { name: message('promptEditorAddResponse') }).click();
      await cell(page, 'START', 2, 'promptEditorColumnResponseText').fill('A lot of pain');
      await expect.poll(() => group(1).getAttribute('data-invalid')).toBe('true');
      await connectInGraph(page, 'START', 2, 'PAIN_WHERE');
      await expect.poll(() => cell(page, 'START', 2, 'promptEditorColumnMapsTo').inputValue()).toBe('PAIN_WHERE');
      await expect.poll(() => group(1).getAttribute('data-invalid')).toBeNull();
      await saveScreenshot(page, 'rtm-config-journey-flow');

      // 3. A blank description turns group 2 red and disables Store Prompts; fixed, it stores.
      await group(2).click();
      const description = card(page, 'PAIN_WHERE').getByLabel(message('promptEditorPromptDescription'));
      await description.fill('  ');
      await expect.poll(() => group(2).getAttribute('data-invalid')).toBe('true');
      expect(await storeButton.isDisabled()).toBe(true);
      await page.getByText(message('promptEditorStoreBlocked')).waitFor();
      await saveScreenshot(page, 'rtm-config-journey-invalid');
      await description.fill('Where is the pain?');
      await expect.poll(() => group(2).getAttribute('data-invalid')).toBeNull();
      for (const number of [1, 2, 3] as const) expect(await group(number).getAttribute('data-invalid')).toBeNull();
      const stored = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api/rtm_templates_prompt/version/${versionId}` &&
          response.request().method() === 'POST',
      );
      await storeButton.click();
      expect((await stored).status()).toBe(200);
      await page.getByText(message('promptEditorStored')).first().waitFor();

      // After a reload the flow is the one built.
      await page.reload();
      await card(page, 'START').waitFor();
      expect(await cell(page, 'START', 1, 'promptEditorColumnMapsTo').inputValue()).toBe('PAIN_WHERE');
      expect(await cell(page, 'START', 2, 'promptEditorColumnMapsTo').inputValue()).toBe('PAIN_WHERE');
      await group(2).click();
      expect(await cell(page, 'PAIN_WHERE', 1, 'promptEditorColumnMapsTo').inputValue()).toBe('PLAN');
      expect(await cell(page, 'PAIN_WHERE', 2, 'promptEditorColumnTextRequired').isChecked()).toBe(true);
      expect(await cell(page, 'PAIN_WHERE', 2, 'promptEditorColumnMapsToEnd').isChecked()).toBe(true);
      await group(3).click();
      expect(await cell(page, 'PLAN', 1, 'promptEditorColumnResponseText').inputValue()).toBe('Continue the plan');

      // 4. The version assigned to the patient by a CSV file: the bulk job runs, the table shows it.
      await page.goto('/promptAssignment');
      await page.getByRole('heading', { name: 'RTM Patient Template Assignment' }).waitFor();
      await importCsv(page, `patient_id,template_id,template_version_id\n${patientId},${templateId},${versionId}\n`);
      await page.getByText(message('assignmentBulkStarted', { count: 1 })).first().waitFor();
      await page.getByText(message('assignmentBulkCompleted', { count: 1 })).first().waitFor();
      // The list's search box filters as it is typed; its grid is the region of the list's title.
      await page.getByRole('searchbox', { name: 'Search' }).fill(patientId);
      const assignments = page.getByRole('region', { name: 'RTM Patient Template Assignment' });
      const row = assignments.getByRole('row').filter({ hasText: patientId });
      await expect.poll(() => row.filter({ hasText: version }).count(), { timeout: 15_000 }).toBe(1);
      expect(await row.innerText()).toContain(name);
      await saveScreenshot(page, 'rtm-config-journey-assigned');

      // 5. The monitoring assistant walks the new flow in the patient's Prompts tab.
      await monitor.getByRole('button', { name: 'Start Monitoring' }).click();
      await monitor.getByRole('button', { name: 'Continue' }).click();
      await monitor.getByText(/^Room /).waitFor();
      const app = await connectPatientApp(portal.baseUrl, device);
      const tile = monitor.getByTestId(`rtm-tile-${String(device.patient_id)}`);
      try {
        app.send({ type: 'join_session' });
        await tile.waitFor();
        await tile.locator('button').first().click();
        const panel = monitor.getByRole('region', { name: 'Patient Profile' });
        await panel.getByRole('tab', { name: 'Prompts' }).click();
        await panel.getByRole('heading', { name: 'Patient Prompt' }).waitFor();
        const prompt = (title: string) => panel.getByRole('group', { name: title });
        const submit = panel.getByRole('button', { name: message('rtmPromptSubmit'), exact: true });

        // Group 1 first, alone; the option connected in the graph leads to group 2.
        await prompt('START').waitFor();
        expect(await prompt('PAIN_WHERE').count()).toBe(0);
        await prompt('START').getByRole('button', { name: 'A lot of pain' }).click();
        await prompt('PAIN_WHERE').waitFor();
        // The answered prompt still shows which option was chosen.
        const background = (option: string) =>
          prompt('START')
            .getByRole('button', { name: option })
            .evaluate((button) => getComputedStyle(button).backgroundColor);
        expect(await background('A lot of pain')).not.toBe(await background('Some pain'));

        // 'Other' asks for text; saved, it ends the flow (no group-3 prompt follows) and Submit is enabled.
        await prompt('PAIN_WHERE').getByRole('button', { name: 'Other' }).click();
        const text = prompt('PAIN_WHERE').getByPlaceholder(message('rtmPromptTextPlaceholder'));
        await text.fill('Behind the left kneecap.');
        expect(await submit.isDisabled()).toBe(true);
        await prompt('PAIN_WHERE').getByRole('button', { name: message('rtmPromptSave'), exact: true }).click();
        await prompt('PAIN_WHERE').getByText(message('rtmPromptSaved'), { exact: true }).waitFor();
        expect(await prompt('PLAN').count()).toBe(0);
        await expect.poll(() => submit.isEnabled()).toBe(true);
        await saveScreenshot(monitor, 'rtm-config-journey-walked');

        const submitted = monitor.waitForResponse((response) =>
          /\/api\/rtm_templates_prompt\/patient_version\/\d+$/.test(response.url()),
        );
        await submit.click();
        const answer = await submitted;
        expect(answer.status()).toBe(200);
        await panel.getByText('Completed Patient Prompt').waitFor();
        const body = (await answer.json()) as { data: { responses: { text_response: string | null }[] } };
        expect(body.data.responses.map((response) => response.text_response)).toEqual([null, 'Behind the left kneecap.']);
      } finally {
        app.send({ type: 'leave' });
        app.close();
        // The room is pma's: closed again, so that another file on this portal starts from Start Monitoring.
        await tile.waitFor({ state: 'detached' });
        await monitor.getByRole('button', { name: 'Close the monitoring room' }).click();
        await monitor.getByText('Monitoring Room Closed').first().waitFor();
      }
    },
  );
});
