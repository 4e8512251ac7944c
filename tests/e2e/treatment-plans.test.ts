// Treatment plans and templates in Chromium against the seeded demo (document 2, sections 2, 4
// and 6): the super admin ends a pre-operative plan on a patient's profile, and a surgeon filters
// the template list by team member and sets a template as the default.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { callFromTab } from './harness/callFromTab';
import { columnCells, columnTexts, nextListRequest } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/** A plan the signed-in user sees that matches `search`, through the middleware as the portal calls it. */
async function findPlan(
  page: Page,
  search: Record<string, unknown>,
): Promise<{ id: number; patient_id: number; name: string }> {
  const plans = await callFromTab<{ data: { id: number; patient_id: number; name: string }[] }>(
    page,
    'POST',
    'patient_treatment_plan/query',
    { search },
  );
  const plan = plans.data.data[0];
  if (!plan) throw new Error(`no plan for ${JSON.stringify(search)}`);
  return plan;
}

describe('treatment plans', () => {
  it('[plan-end] [plan-treatment-information-cards] [plan-pencil-route] [plan-pencil-visibility] the super admin ends a pre-operative plan after the confirmation; its status becomes Complete', async () => {
    const page = await portal.signedInPage('superadmin', '/patients');
    await columnCells(page, 'patient_last_name').first().waitFor();
    const plan = await findPlan(page, { treatment_plan_type: 1, is_active: true });
    await page.goto(`/patientProfile/${String(plan.patient_id)}`);
    // One card per plan ([plan-treatment-information-cards]): the status as its labelled value.
    const cards = page.getByRole('list', { name: 'Treatment Information' }).getByRole('listitem');
    const statusOf = (one: Locator) => one.getByText('Status', { exact: true }).locator('xpath=following-sibling::*[1]').textContent();
    const card = cards.filter({ hasText: plan.name });
    await card.waitFor();
    expect(await statusOf(card)).toBe('Active');
    // The other plan, post-operative and pending, offers neither action.
    const pending = cards.filter({ hasNotText: plan.name });
    expect(await statusOf(pending)).toBe('Pending');
    expect(await pending.getByRole('button', { name: 'Revert to Pre-Op' }).count()).toBe(0);

    await card.getByRole('button', { name: 'End Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'End treatment plan?' });
    await dialog.getByText('Ending this plan cannot be undone.').waitFor();
    const ended = page.waitForResponse((response) =>
      response.url().endsWith(`/api/patient_treatment_plan/end_treatment_plan/${String(plan.id)}`),
    );
    await dialog.getByRole('button', { name: 'End Plan' }).click();
    expect((await ended).status()).toBe(200);
    await expect.poll(() => statusOf(card)).toBe('Complete');
    expect(await card.getByRole('button', { name: 'End Plan' }).count()).toBe(0);
    // A complete pre-operative plan has no pencil ([plan-pencil-visibility]).
    expect(await card.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await saveScreenshot(page, 'treatment-information');
    // The pending plan's pencil opens the plan editor of this patient and plan ([plan-pencil-route]).
    await pending.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`/treatmentPlan/${String(plan.patient_id)}/\\d+$`));
  });

  it('[protocol-box] [period-types] shows the active plan’s current protocol: days range, name, sessions per day and periods', async () => {
    const page = await portal.signedInPage('superadmin', '/patients');
    await columnCells(page, 'patient_last_name').first().waitFor();
    const plan = await findPlan(page, { treatment_plan_type: 2, is_active: true });
    await page.goto(`/patientProfile/${String(plan.patient_id)}`);
    const box = page.getByTestId('protocol-box');
    await box.waitFor();
    expect(await box.getByText(/^Days \d+ - \d+$/).count()).toBe(1);
    expect(await box.getByText(/^(Warm-up|Active|Cool-down)$/).count()).toBe(1);
    expect(await box.getByText('Sessions per day: 1', { exact: true }).count()).toBe(1);
    await box.getByText('5 min Assisted (Forward)').waitFor();
    await box.getByText('3 min Rest (Forward)').waitFor();
  });

  it('[template-list-filter] [template-set-default-requirements] the template list filters by team member and sets a default', async () => {
    const page = await portal.signedInPage('surgeon', '/treatmentPlanTemplates');
    await columnCells(page, 'name').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add New Template' }).count()).toBe(1);

    const teamMember = page
      .getByRole('search', { name: 'Filters' })
      .getByLabel('Team Member', { exact: true });
    await teamMember.click();
    const option = page.getByRole('listbox').getByRole('option').filter({ hasText: 'Okafor' }).first();
    const filtered = nextListRequest(page, 'practice_team_member_treatment_plan/list', (body) => {
      const member = (body as { practice_team_member_id?: unknown }).practice_team_member_id;
      return typeof member === 'number';
    });
    await option.click();
    await filtered;
    await expect.poll(async () => new Set(await columnTexts(page, 'practice_team_member_name')).size).toBe(1);

    expect(await columnTexts(page, 'practice_team_member_name')).toContain('Helen Okafor');
    // Set as Default on the template that is not the default yet.
    const rows = page.locator('[role="row"][row-index]');
    const notDefault = rows.filter({ has: page.locator('[col-id="is_default"]', { hasText: 'No' }) }).first();
    const name = (await notDefault.locator('[col-id="name"]').innerText()).trim();
    const saved = page.waitForResponse(
      (response) =>
        /\/api\/practice_team_member_treatment_plan\/\d+$/.test(response.url()) &&
        response.request().method() === 'PUT',
    );
    await notDefault.getByRole('button', { name: 'Set as Default' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Default template set').first().waitFor();
    const row = rows.filter({ has: page.locator('[col-id="name"]', { hasText: name }) }).first();
    await expect.poll(() => row.locator('[col-id="is_default"]').innerText()).toBe('Yes');
    expect(await row.getByRole('button', { name: 'Set as Default' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'treatment-plan-templates');
  });
});
