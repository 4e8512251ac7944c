// The 'Patient Prompt' questionnaire end to end (document 2, sections 2 "Prompts tab", 4 "Prompt
// flow" and 5) in Chromium against the real middleware: the assistant `pma` monitors, a patient
// of the demo's knee template (server/seeding/seedRtmPrompts.ts) joins over the real patient-app
// socket, and in the side panel's Prompts tab the flow takes a branch ('Some pain or discomfort'
// → 'Where is the pain?'), asks for and saves the required text of 'Elsewhere', ends on
// 'Continue the treatment plan' and is submitted; the server answers what it stored.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findSimulatableDevices } from '../../simulator/findSimulatableDevices';
import type { SimulatableDevice } from '../../simulator/simulatedPatient';
import { callFromTab } from './harness/callFromTab';
import { connectPatientApp } from './harness/patientAppSocket';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/** The first prompt of the demo's knee template (RTM-KNEE-V1). */
const kneeFirstPrompt = 'FEELING';

interface PromptAnswer {
  patient_version_id: number | null;
  prompts: { title: string }[];
}

interface StoredFlow {
  data: { patient_version_id: number; patient_id: number; responses: { prompt_id: number; option_id: number; text_response: string | null }[] };
}

/**
 * A patient with a device whose assigned version is the knee template's, past the first two of
 * the listing (the RTM dashboard's test speaks for the first).
 */
async function kneePatient(page: Page): Promise<SimulatableDevice> {
  for (const device of await findSimulatableDevices(portal.baseUrl, 24, 2)) {
    const answer = await callFromTab<PromptAnswer>(page, 'GET', `rtm_templates_prompt/patient/${String(device.patient_id)}`);
    if (answer.data.prompts.some((prompt) => prompt.title === kneeFirstPrompt)) return device;
  }
  throw new Error('no patient with a device is assigned the demo knee template (server/seeding/seedRtmPrompts.ts)');
}

describe('RTM patient prompt', () => {
  it('[rtm-prompts-tab] [rtm-prompt-first] [rtm-prompt-option-next] [rtm-prompt-text-box] [rtm-prompt-text-save] [rtm-prompt-submit-enabled] [rtm-prompt-submit-call] a branching flow with required text is walked, saved and submitted from the side panel', async () => {
    const page = await portal.signedInPage('pma', '/admin/rtmDashboard');
    const device = await kneePatient(page);
    await page.getByRole('button', { name: 'Start Monitoring' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/^Room /).waitFor();

    const app = await connectPatientApp(portal.baseUrl, device);
    try {
      app.send({ type: 'join_session' });
      const tile = page.getByTestId(`rtm-tile-${String(device.patient_id)}`);
      await tile.waitFor();
      await tile.locator('button').first().click();
      const panel = page.getByRole('region', { name: 'Patient Profile' });
      await panel.getByRole('tab', { name: 'Prompts' }).click();
      await panel.getByRole('heading', { name: 'Patient Prompt' }).waitFor();

      const prompt = (title: string) => panel.getByRole('group', { name: title });
      const submit = panel.getByRole('button', { name: 'Submit', exact: true });
      await prompt('FEELING').getByRole('button', { name: 'Some pain or discomfort' }).click();
      // The branch: this option maps to PAIN_LOCATION, not to SESSION_GOAL.
      await prompt('PAIN_LOCATION').waitFor();
      expect(await prompt('SESSION_GOAL').count()).toBe(0);

      await prompt('PAIN_LOCATION').getByRole('button', { name: 'Elsewhere' }).click();
      const text = prompt('PAIN_LOCATION').getByPlaceholder('Please provide additional information (max 500 characters)');
      await text.fill('The left hip aches after pedalling.');
      await prompt('PAIN_LOCATION').getByText('35/500 characters').waitFor();
      // The next prompt is appended only once the required text is saved.
      expect(await prompt('PAIN_PLAN').count()).toBe(0);
      await prompt('PAIN_LOCATION').getByRole('button', { name: 'Save', exact: true }).click();
      await prompt('PAIN_LOCATION').getByText('Saved', { exact: true }).waitFor();

      expect(await submit.isDisabled()).toBe(true);
      await prompt('PAIN_PLAN').getByRole('button', { name: 'Continue the treatment plan' }).click();
      await expect.poll(() => submit.isEnabled()).toBe(true);

      const submitted = page.waitForResponse((response) => /\/api\/rtm_templates_prompt\/patient_version\/\d+$/.test(response.url()));
      await submit.click();
      const answer = await submitted;
      expect(answer.status()).toBe(200);
      await panel.getByText('Completed Patient Prompt').waitFor();

      // What the server stored, as its answer reads the rows back: three answers in walk order,
      // the text on the second, for this patient's assignment.
      const stored = (await answer.json()) as StoredFlow;
      const assignment = await callFromTab<PromptAnswer>(page, 'GET', `rtm_templates_prompt/patient/${String(device.patient_id)}`);
      expect(stored.data.patient_id).toBe(device.patient_id);
      expect(stored.data.patient_version_id).toBe(assignment.data.patient_version_id);
      expect(stored.data.responses.map((response) => response.text_response)).toEqual([null, 'The left hip aches after pedalling.', null]);
    } finally {
      app.send({ type: 'leave' });
      app.close();
      // The room is pma's: closed again, so that another file on this portal starts from Start Monitoring.
      await page.getByTestId(`rtm-tile-${String(device.patient_id)}`).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Close the monitoring room' }).click();
      await page.getByText('Monitoring Room Closed').first().waitFor();
    }
  });
});
