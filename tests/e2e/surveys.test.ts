// A KOOS, JR. survey end to end (issue 11, section 5) on the seeded demo: the monitoring
// specialist opens a knee patient whose treatment is under way, schedules today on the strip,
// answers the seven questions in the survey dialog (which axe finds free of serious and critical
// violations) and sees the interval score the server computed from the published table.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/** The bearer token the signed-in page sends, read from its next API call. */
async function bearerOf(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const request = page.waitForRequest(
    (candidate) => candidate.url().includes('/api/') && candidate.headers().authorization !== undefined,
  );
  await trigger();
  return (await request).headers().authorization ?? '';
}

/** The user's calendar day in the browser, YYYY-MM-DD. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${String(now.getFullYear())}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

/** A KOOS patient (survey 1) under treatment today, without any survey yet. */
async function kneePatientUnderTreatment(page: Page, authorization: string, today: string): Promise<number> {
  for (let id = 1; id <= 240; id += 1) {
    const detail = await page.request.get(`/api/patient/alt/${String(id)}`, { headers: { authorization } });
    if (!detail.ok()) continue;
    const patient = ((await detail.json()) as { data: { current_survey_id: number | null } }).data;
    if (patient.current_survey_id !== 1) continue;
    const list = await page.request.get(`/api/patient_survey/list/${String(id)}/1`, {
      headers: { authorization },
    });
    const surveys = (
      (await list.json()) as { data: { patient_surveys: unknown[]; treatment_end_date: string | null } }
    ).data;
    if (surveys.patient_surveys.length === 0 && (surveys.treatment_end_date ?? '') >= today) return id;
  }
  throw new Error('no KOOS patient under treatment without surveys in the demo seed');
}

describe('surveys', () => {
  it('a KOOS, JR. survey is scheduled, answered and shows its interval score; the dialog passes axe', async () => {
    const page = await portal.signedInPage('pms', '/patients');
    const authorization = await bearerOf(page, () => page.reload());
    const today = await browserToday(page);
    const patientId = await kneePatientUnderTreatment(page, authorization, today);

    await page.goto(`/patientProfile/${String(patientId)}`);
    const panel = page.getByRole('region', { name: 'Surveys' });
    const strip = panel.getByRole('list', { name: 'KOOS, JR. schedule' });
    const todayCell = strip.getByRole('listitem', { name: /\(today\): Available$/ });
    await todayCell.waitFor();

    const scheduled = page.waitForResponse(
      (response) => response.url().endsWith('/api/patient_survey') && response.request().method() === 'POST',
    );
    await todayCell.click();
    expect((await scheduled).status()).toBe(200);
    const scheduledCell = strip.getByRole('listitem', { name: /\(today\): Scheduled$/ });
    await scheduledCell.waitFor();

    await scheduledCell.click();
    const dialog = page.getByRole('dialog', { name: /KOOS, JR\. survey/ });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('radiogroup').count()).toBe(7);
    const axe = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);

    // One answer short: the spec's message, nothing sent.
    const mild = dialog.getByRole('radio', { name: 'Mild' });
    for (let index = 0; index < 6; index += 1) await mild.nth(index).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(
        'One or more questions are missing an answer. Either answer all 7 questions or exit without saving',
      );

    await mild.nth(6).check();
    const submitted = page.waitForResponse((response) =>
      response.url().endsWith('/api/patient_survey/patient_response'),
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await submitted).status()).toBe(200);
    // Seven answers of Mild: raw 7, interval 68.284 from the published KOOS, JR. table.
    const scores = dialog.getByRole('region', { name: 'Scores' });
    await scores.waitFor();
    await expect.poll(() => scores.locator('dd').allTextContents()).toEqual(['7', '68.284', '0']);
    await saveScreenshot(page, 'survey-answered');
    await dialog.getByRole('button', { name: 'Exit' }).click();
    await strip.getByRole('listitem', { name: /\(today\): Completed$/ }).waitFor();
    await expect
      .poll(() => panel.getByRole('region', { name: 'Completed surveys' }).getByRole('gridcell').allTextContents())
      .toContain('68.284');
  });
});
