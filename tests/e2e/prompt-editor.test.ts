// The prompt editor end to end (document 3, sections 2.14, 4 "Prompt editor" and 5) in Chromium
// as the RTM configuration manager `rtmconfig`: open the demo's pain template version
// (server/seeding/seedRtmPrompts.ts), break and fix a rule (the group button turns red and back,
// Store Prompts is disabled meanwhile), connect an option to a prompt in the React Flow graph by
// dragging and see its Maps to follow, store, reload and find it kept. The version's flow is put
// back afterwards, so that the other files of the worker find the seed's flow.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';
import { fromServer } from '../../domain/promptEditor/promptEditorState';
import { dragHandle } from './harness/dragHandle';
import { setUpPortal } from './harness/scenario';
import { saveScreenshot } from './harness/browser';
import { callFromTab } from './harness/callFromTab';

const portal = setUpPortal();

/** A version's prompts as GET rtm_templates_prompt/version/{id} answers them. */
type VersionPrompts = OperationData<'getTemplateVersionPrompts'>;

/** The demo pain template's version (its group-1 prompt is PAIN_NOW). */
async function painVersion(page: Page): Promise<VersionPrompts> {
  for (let id = 1; id <= 10; id += 1) {
    const answer = await callFromTab<VersionPrompts>(page, 'GET', `rtm_templates_prompt/version/${id}`);
    if (answer.status === 200 && answer.data.template_identifier === 'RTM-PAIN') return answer.data;
  }
  throw new Error('no RTM-PAIN version (server/seeding/seedRtmPrompts.ts)');
}


describe('prompt editor', () => {
  it(
    '[prompt-editor-load] [prompt-editor-header] [prompt-editor-group-red] [prompt-editor-store-disabled] [prompt-editor-store-call] [prompt-editor-back] fix a rule, connect an option in the graph, store, reload: kept',
    { timeout: 120_000 },
    async ({ onTestFinished }) => {
      const start = await portal.signedInPage('rtmconfig', '/', { onTestFinished });
      const seed = await painVersion(start);
      onTestFinished(async () => {
        await callFromTab(start, 'POST', `rtm_templates_prompt/version/${seed.template_version_id}`, {
          template_version_id: seed.template_version_id,
          // The flow as Store Prompts sends it: the editor's own reading of the answer.
          prompts: fromServer(seed.prompts),
        });
      });
      const address = `/surveyTemplates/${seed.template_id}/versions/${seed.template_version_id}`;
      await start.goto(address);
      const page = start;

      // The header, and the group-1 prompt in the form.
      const groupOne = page.getByRole('tab', { name: message('promptEditorGroup', { group: 1 }) });
      const storeButton = page.getByRole('button', { name: message('promptEditorStore') });
      const description = page.getByLabel(message('promptEditorPromptDescription'));
      await description.waitFor();
      expect(await page.getByText('RTM-PAIN-V1').count()).toBe(1);
      expect(await page.getByText('Pain Follow-up').count()).toBe(1);
      expect(await storeButton.isEnabled()).toBe(true);

      // Issue 27 defect 11: the fitted graph keeps its text readable (it was fitted down to about 5 px).
      const node = page.getByTestId('prompt-node-MEDICATION');
      await node.waitFor();
      const zoom = await page.locator('.react-flow__viewport').evaluate((viewport) => new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a);
      const fontPx = await node.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(zoom).toBeGreaterThanOrEqual(0.75);
      expect(zoom * fontPx).toBeGreaterThanOrEqual(9);

      // A blank description: 'Prompt 1' turns red, Store Prompts is disabled with the spec's message.
      const original = await description.inputValue();
      await description.fill('   ');
      await expect.poll(() => groupOne.getAttribute('data-invalid')).toBe('true');
      expect(await storeButton.isDisabled()).toBe(true);
      await expect.poll(() => page.getByText(message('promptEditorStoreBlocked')).count()).toBe(1);
      await description.fill(original);
      await expect.poll(() => groupOne.getAttribute('data-invalid')).toBeNull();
      expect(await storeButton.isEnabled()).toBe(true);

      // 'Lower than before the session' ends the flow; drag its handle onto MEDICATION in the graph.
      const mapsTo = page.getByRole('combobox', {
        name: `PAIN_NOW ${message('promptEditorResponses')} 1 ${message('promptEditorColumnMapsTo')}`,
        exact: true,
      });
      expect(await mapsTo.inputValue()).toBe('');
      const lower = seed.prompts
        .find((prompt) => prompt.title === 'PAIN_NOW')
        ?.rtm_survey_prompt_options.find((option) => option.option_text.startsWith('Lower'));
      const handle = page.getByTestId(`option-handle-${String(lower?.id)}`);
      const target = page.getByTestId('prompt-node-MEDICATION').locator('.react-flow__handle.target');
      await handle.waitFor();
      await page.getByRole('region', { name: message('promptEditorGraph') }).scrollIntoViewIfNeeded();
      await dragHandle(page, handle, target);
      await expect.poll(() => mapsTo.inputValue()).toBe('MEDICATION');
      await saveScreenshot(page, 'prompt-editor-connected');
      expect(
        await page
          .getByLabel(
            `PAIN_NOW ${message('promptEditorResponses')} 1 ${message('promptEditorColumnMapsToEnd')}`,
          )
          .isChecked(),
      ).toBe(false);

      // Store, reload: the new target is kept.
      const stored = page.waitForResponse(
        (response) =>
          response.url().includes('/api/rtm_templates_prompt/version/') &&
          response.request().method() === 'POST',
      );
      await storeButton.click();
      expect((await stored).status()).toBe(200);
      await page.reload();
      await page.getByLabel(message('promptEditorPromptDescription')).waitFor();
      await expect.poll(() => mapsTo.inputValue()).toBe('MEDICATION');

      // Back goes to the template's versions.
      await page.getByRole('button', { name: message('promptEditorBack') }).click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe(`/surveyTemplates/${seed.template_id}/versions`);
    },
  );
});
