// No serious or critical accessibility violations (axe-core) on the screens everyone sees: the
// Welcome screen, the signed-in shell and the patient list.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './harness/axe';
import { columnCells } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';
import { loginScreen } from './harness/signIn';

const portal = setUpPortal();

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

  it('issue 27 defect 10: the Firmware screen (its light buttons) has no serious or critical violations', async () => {
    const page = await portal.signedInPage('superadmin', '/firmware');
    await page.getByRole('button').nth(3).waitFor();
    await expect.poll(() => page.getByRole('status', { name: 'Loading' }).count()).toBe(0);

    expect(await seriousViolations(page)).toEqual([]);
  });

  it("issue 27 defect 10: a patient's profile has no serious or critical violations", async () => {
    const page = await portal.signedInPage('csmanager', '/patients');
    await columnCells(page, 'patient_last_name').first().click();
    await page.waitForURL(/\/patientProfile\//);
    await page.getByRole('tab').first().waitFor();
    await expect.poll(() => page.getByRole('status', { name: 'Loading' }).count()).toBe(0);

    expect(await seriousViolations(page)).toEqual([]);
  });
});
