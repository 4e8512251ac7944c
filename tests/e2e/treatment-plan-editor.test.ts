// The treatment plan and template editor in the browser (document 2, sections 2, 4, 5 and 9): the
// surgeon builds a template of 30 days whose periods are reordered by keyboard drag (dnd-kit),
// saves it, opens one of their patients' plans, chooses the template in the plan dropdown and
// saves the changes: the plan shows 'Active' with the template's protocols.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { sessionToken } from './harness/callFromTab';
import { pickUpWithKeyboard } from './harness/keyboardDrag';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/** A patient the user sees and one of its plans, through the calls the portal makes. */
async function patientWithPlan(page: Page): Promise<{ patientId: number; planId: number }> {
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const patients = await page.request.post('/api/patient/list', { headers, data: { limit: 20, page: 1 } });
  expect(patients.status()).toBe(200);
  const rows = ((await patients.json()) as { data: { data: { patient_id: number }[] } }).data.data;
  for (const { patient_id: id } of rows) {
    const plans = await page.request.get(`/api/patient_treatment_plan/patient/${String(id)}`, { headers });
    expect(plans.status()).toBe(200);
    const list = ((await plans.json()) as { data: { id: number }[] }).data;
    const first = list[0];
    if (first !== undefined) return { patientId: id, planId: first.id };
  }
  throw new Error('the surgeon sees no patient with a treatment plan');
}

/** The serious and critical accessibility violations of the page's main region. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

const periodLength = (page: Page, position: number) => page.getByLabel(`Period ${String(position)} length (minutes)`);

describe('Treatment plan editor', () => {
  it('[template-editor-routes] [template-save-call] [period-reorder] [plan-dropdown-templates] [plan-template-selection] [plan-save-changes-active] [plan-active-label] [period-types] [period-direction-ids] builds a 30-day template with a period moved by keyboard drag and applies it to a patient', async () => {
    const name = `E2E Thirty Days ${String(Date.now())}`;
    const page = await portal.signedInPage('surgeon', '/treatmentPlanTemplate/new');

    // A new template starts in editing mode with one default protocol of 3 days and one 5-minute period.
    await page.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Protocol 1 Days' }).inputValue()).toBe('3');
    expect(await periodLength(page, 1).inputValue()).toBe('5');

    // Under 30 days and without a name, the save is refused with both reasons at once.
    // The name's reason shows in the list and on the field (issue 27, defect 2).
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').getByText('Name must be specified').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Treatment Plan Protocols must last 30 days at minimum').waitFor();

    // Period types and directions come from the server's lookups, by name.
    await page.getByRole('combobox', { name: 'Period 1 type' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Assisted', 'Active', 'Passive', 'Resistance', 'Rest']);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Period 1 direction' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Forward', 'Backward']);
    await page.keyboard.press('Escape');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Protocol 1 Days' }).fill('30');
    await page.getByRole('button', { name: 'Add Period' }).click();
    await periodLength(page, 2).fill('12');

    // Keyboard drag: Space picks the second period up, ArrowUp moves it, Space drops it first.
    // Each step waits for what a screen reader hears before the next key.
    const handle = page.getByRole('button', { name: 'Drag period 2' });
    await pickUpWithKeyboard(handle);
    await page.keyboard.press('ArrowUp');
    await page.getByText('Period 2 is over position 1.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText('Period 2 was dropped at position 1.').waitFor({ state: 'attached' });
    await expect.poll(() => periodLength(page, 1).inputValue()).toBe('12');
    expect(await periodLength(page, 2).inputValue()).toBe('5');
    // The keyboard focus stays on the moved period, now first.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Drag period 1');
    await saveScreenshot(page, 'template-editor');
    expect(await seriousViolations(page)).toEqual([]);

    const created = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/practice_team_member_treatment_plan' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await created).status()).toBe(200);
    await page.waitForURL(/\/treatmentPlanTemplate\/\d+$/);
    // Reopened from the server: view mode, Days 1-30, the moved period first.
    const box = page.getByRole('region', { name: `Days 1-30 Protocol 1` });
    await box.waitFor();
    expect(await box.getByRole('listitem').first().textContent()).toBe('12 min · Assisted · Forward');
    await page.getByRole('button', { name: 'Edit Template' }).waitFor();

    const { patientId, planId } = await patientWithPlan(page);
    await page.goto(`/treatmentPlan/${String(patientId)}/${String(planId)}`);
    await page.getByRole('button', { name: 'Edit Plan' }).waitFor();

    const dropdown = page.getByRole('combobox', { name: 'Treatment plan template' });
    await dropdown.click();
    await page.getByRole('option', { name }).click();
    // The template is an unsaved selection until Save Changes.
    await page.getByRole('region', { name: `Days 1-30 Protocol 1` }).waitFor();
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/patient_treatment_plan/${String(planId)}` && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await saveScreenshot(page, 'plan-editor-active');
    expect(await seriousViolations(page)).toEqual([]);

    // The patient's plan as the server now answers it: active, with the template's protocol.
    const plan = await page.request.get(`/api/patient_treatment_plan/${String(planId)}`, { headers: { Authorization: `Bearer ${await sessionToken(page)}` } });
    const data = ((await plan.json()) as { data: { is_active: boolean; status: string; patient_treatment_plan_protocol: { num_of_days: number }[] } }).data;
    expect(data.is_active).toBe(true);
    expect(data.status).toBe('Active');
    expect(data.patient_treatment_plan_protocol.map(({ num_of_days }) => num_of_days)).toEqual([30]);
  });

  it("[plan-save-needs-patient-name] [plan-save-changes-active] [plan-row-complete] issue 27 defects 1 and 2: Add Treatment Plan on a patient in the middle of a plan names the patient, refuses an empty Name on the field, and replaces the running plan only after a confirmation naming the patient and that plan, which then reads Complete", async () => {
    const page = await portal.signedInPage('surgeon', '/patients');
    const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
    // A patient of the surgeon's with a post-operative plan running.
    const list = await page.request.post('/api/patient/list', { headers, data: { limit: 50, page: 1 } });
    const rows = ((await list.json()) as { data: { data: { patient_id: number }[] } }).data.data;
    let found: { patientId: number; running: { id: number; name: string } } | undefined;
    for (const { patient_id: patientId } of rows) {
      const active = await page.request.get(`/api/patient_treatment_plan/active/${String(patientId)}`, { headers });
      const plan = ((await active.json()) as { data: { id: number; name: string; treatment_plan_type: number } | null }).data;
      if (plan !== null && plan.treatment_plan_type !== 1) {
        found = { patientId, running: plan };
        break;
      }
    }
    if (found === undefined) throw new Error('the surgeon sees no patient with a post-operative plan running');
    const { patientId, running } = found;
    const detail = await page.request.get(`/api/patient/alt/${String(patientId)}`, { headers });
    const patient = ((await detail.json()) as { data: { first_name: string; last_name: string } }).data;
    const patientName = `${patient.first_name} ${patient.last_name}`;

    await page.goto(`/patientProfile/${String(patientId)}`);
    await page.getByRole('button', { name: 'Add Treatment Plan' }).click();
    await page.waitForURL(new RegExp(`/treatmentPlan/${String(patientId)}$`));
    await page.getByText(`Patient: ${patientName}`).waitFor();

    // Defect 2: Save with the Name empty tells so on the field, which takes the focus.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/patient_treatment_plan') posts.push(request.url());
    });
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => nameField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Name must be specified').count()).toBeGreaterThan(0);

    // Defect 1: starting today ends the running plan: asked first, naming the patient and the plan.
    const planName = `E2E 30 Day Knee ${String(Date.now())}`;
    await nameField.fill(planName);
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('Start date').fill(today);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `End ${patientName}’s running plan?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Saving '${planName}' ends '${running.name}'`);
    await saveScreenshot(page, 'plan-replace-confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(posts).toEqual([]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/patient_treatment_plan' && response.request().method() === 'POST');
    await page.getByRole('dialog').getByRole('button', { name: `End '${running.name}' and save` }).click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    const saved = ((await answer.json()) as { data: { id: number; status: string } }).data;
    expect(saved.status).toBe('Active');
    await page.waitForURL(new RegExp(`/treatmentPlan/${String(patientId)}/${String(saved.id)}$`));

    // The plan it ended is Complete, not Pending.
    const ended = await page.request.get(`/api/patient_treatment_plan/${String(running.id)}`, { headers });
    expect(((await ended.json()) as { data: { status: string } }).data.status).toBe('Complete');
  });
});
