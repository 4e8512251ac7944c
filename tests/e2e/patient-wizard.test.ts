// The patient information wizard in Chromium against the real middleware and the demo data:
// creating a patient through all three tabs, and leaving an edit with unsaved changes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/** Types into the input of a label (its first match). */
async function type(page: Page, label: RegExp, value: string) {
  await page.getByLabel(label).first().fill(value);
}

/** Opens a dropdown by its label and picks an option. */
async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Searches a code field and picks the first option that matches. */
async function pickCode(page: Page, label: RegExp, term: string, option: RegExp) {
  const input = page.getByLabel(label).first();
  await input.click();
  await input.fill(term);
  await page.getByRole('option', { name: option }).first().click();
  await input.press('Escape');
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** MM/DD/YYYY of a day `daysAgo` before today (UTC, as the date entry stores it). */
function dayText(daysAgo: number): string {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

describe('patient information wizard', () => {
  it('[patient-wizard-tabs] [patient-wizard-new-tabs] [patient-wizard-patient-buttons] [patient-create-moves-procedure] [patient-created-toast] [patient-wizard-procedure-buttons] [patient-wizard-devices-buttons] [patient-save-devices-target] [procedure-medicare-window] [patient-medicare-template] [procedure-code-search] [patient-lookup-not-found] creates a patient through Patient, Procedure and Devices', async () => {
    const page = await portal.signedInPage('staff', '/patientInformation/new');
    await page.getByRole('heading', { name: 'Patient Information' }).waitFor();

    // A new patient: only the Patient tab opens; Cancel and Next.
    expect(await tab(page, 'Procedure').getAttribute('data-disabled')).toBe('true');
    expect(await tab(page, 'Devices').getAttribute('data-disabled')).toBe('true');
    await button(page, 'Next').waitFor();
    await button(page, 'Cancel').waitFor();

    // Fields limited to other roles are not shown to clinic staff.
    expect(await page.getByText('Beta Patient').count()).toBe(0);
    expect(await page.getByText('Follow Up Needed').count()).toBe(0);
    await type(page, /^First Name/, 'Wizard');
    await type(page, /^Last Name/, 'Walkthrough');
    await type(page, /^Date of Birth/, '05/01/1960');
    await type(page, /^Mobile Phone/, '5551234567');
    await choose(page, /^State/, 'Illinois');
    await choose(page, /^Installation Method/, 'Remote Onboarding');
    // A surgeon the NPI does not find: the server's answer stands under the field.
    await type(page, /^Surgeon NPI/, '1999999999');
    await button(page, 'Next').click();
    await page.getByText('This surgeon could not be found').waitFor();
    await type(page, /^Surgeon NPI/, '1811223344');
    expect(await page.getByText('This surgeon could not be found').count()).toBe(0);
    await saveScreenshot(page, 'patient-wizard-patient');
    await button(page, 'Next').click();

    await page.getByText('Patient created!').waitFor();
    await page.waitForURL(/\/patientInformation\/\d+\?procedure$/);
    const id = /\/patientInformation\/(\d+)/.exec(page.url())?.[1];
    expect(await tab(page, 'Procedure').getAttribute('aria-selected')).toBe('true');
    await button(page, 'Back').waitFor();

    await choose(page, /^Procedure Type/, 'Ortho');
    await choose(page, /^Leg/, 'Left');
    // Medicare picks the 30 Day template, and refuses a procedure date outside its window.
    await page.getByRole('checkbox', { name: 'Medicare Insurance' }).check();
    // The select shows the machine's choice on its next render: wait for it, not for the click.
    await expect.poll(() => page.getByLabel(/^Treatment Template/).first().inputValue()).toBe('30 Day');
    await type(page, /^Procedure Date/, dayText(10));
    await pickCode(page, /^ICD10 Codes/, 'M17', /M17\.12/);
    await button(page, 'Save').click();
    await page.getByText('The procedure date is more than 2 days old. Please confirm the Medicare Compliance status.').waitFor();
    await page.getByText('Medicare Compliance', { exact: true }).waitFor();
    await saveScreenshot(page, 'patient-wizard-medicare');
    await button(page, 'OK').click();
    await page.getByRole('checkbox', { name: 'Medicare Insurance' }).uncheck();
    // The template follows the machine's next render, not the click itself: wait for it.
    await expect.poll(() => page.getByLabel(/^Treatment Template/).first().inputValue()).toBe('Surgeon Default');
    await type(page, /^Procedure Date/, dayText(1));
    await pickCode(page, /^CPT Codes/, 'knee', /27447/);
    await saveScreenshot(page, 'patient-wizard-procedure');
    await button(page, 'Save').click();

    await page.getByRole('textbox', { name: /^PortableConnect Serial Number/ }).waitFor();
    expect(await tab(page, 'Devices').getAttribute('aria-selected')).toBe('true');
    await button(page, 'Cancel').waitFor();
    await page.getByRole('textbox', { name: /^PortableConnect Serial Number/ }).fill('200040');
    await page.getByRole('radio', { name: 'AccuAngle' }).check();
    await page.getByRole('textbox', { name: /^AccuAngle Serial Number/ }).fill('400040');
    await saveScreenshot(page, 'patient-wizard-devices');
    await button(page, 'Save').click();

    await page.waitForURL(new RegExp(`/patientProfile/${id ?? 'x'}$`));
  });

  it('[patient-leave-unsaved] [patient-cancel-existing] [patient-wizard-patient-buttons] [patient-beta-radio] asks before leaving an edited patient, and Cancel goes to the profile', async () => {
    const page = await portal.signedInPage('superadmin', '/patientInformation/2');
    // Only looking, through every tab, is no change: Cancel leaves at once.
    await page.getByRole('textbox', { name: /^First Name/ }).waitFor();
    await tab(page, 'Procedure').click();
    await page.getByLabel(/^Procedure Type/).first().waitFor();
    await tab(page, 'Devices').click();
    await page.getByRole('textbox', { name: /^PortableConnect Serial Number/ }).waitFor();
    await button(page, 'Cancel').click();
    await page.waitForURL(/\/patientProfile\/2$/);

    await page.goto('/patientInformation/1');
    const firstName = page.getByRole('textbox', { name: /^First Name/ });
    await firstName.waitFor();
    await button(page, 'Save').waitFor();
    expect(await tab(page, 'Devices').getAttribute('data-disabled')).toBeNull();
    await page.getByText('Beta Patient').waitFor();

    await firstName.fill('Changed');
    await button(page, 'Cancel').click();
    await page.getByText('Leave this page? Unsaved changes will be lost.').waitFor();
    await saveScreenshot(page, 'patient-wizard-leave');
    await button(page, 'Stay').click();
    expect(new URL(page.url()).pathname).toBe('/patientInformation/1');
    expect(await firstName.inputValue()).toBe('Changed');

    await button(page, 'Cancel').click();
    await button(page, 'Leave').click();
    await page.waitForURL(/\/patientProfile\/1$/);
  });

  it('[patient-save-permission] tells a user without Add Patient that the action is not allowed, without a call', async () => {
    const page = await portal.signedInPage('csjunior', '/patientInformation/new');
    await type(page, /^First Name/, 'Not');
    await type(page, /^Last Name/, 'Allowed');
    await type(page, /^Mobile Phone/, '5551234567');
    await choose(page, /^State/, 'Ohio');
    await type(page, /^Surgeon NPI/, '1811223344');
    await choose(page, /^Installation Method/, 'DME');
    let created = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/patient') created = true;
    });
    await button(page, 'Next').click();
    await page.getByText('Action not allowed.').waitFor();
    await page.getByText('Must have Add Patient permission').waitFor();
    expect(created).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/patientInformation/new');
  });
});
