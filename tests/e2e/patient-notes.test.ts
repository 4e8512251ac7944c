// Patient notes on the profile (document 2, sections 2, 4, 5 and 6) in Chromium against the real
// middleware: a CSN note saved and e-mailed (the demo outbox shows it) and locked from then on;
// the seed's notes of yesterday locked; a note by the assistant `pma` cosigned by the patient's
// monitoring specialist `pms` (the seed assigns `pms` to a few patients and leaves an assistant's
// note of yesterday waiting on the first, so the Cosign Notes call names that patient).
// A note written today is locked tomorrow: the demo server's clock is moved a day ahead through
// /dev/clock (the minute-by-minute lock at midnight is the API test's, tests/api/patient-notes).
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { callFromTab, tabSession } from './harness/callFromTab';
import { readOutbox } from './harness/mailbox';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/** A patient whose notes wait for `pms`'s cosign, read through the Cosign Notes call as `pms`. */
async function patientWaitingForPms(page: Page): Promise<number> {
  const { userId } = await tabSession(page);
  const answer = await callFromTab<{ patients: { patient_id: number }[] }>(page, 'GET', `patient_note/uncosigned_notes/${String(userId ?? 0)}`);
  const first = answer.data.patients[0];
  if (!first) throw new Error('the seed left no note waiting for the cosign of pms');
  return first.patient_id;
}

/** The serious and critical axe violations inside the Patient Notes panel. */
async function panelViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-panel="patientNotes"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Opens the profile of patient `id` and waits for its notes. */
async function openNotes(page: Page, id: number): Promise<void> {
  const notes = page.waitForResponse((response) => response.url().endsWith(`/api/patient_note/list/${id}`));
  await page.goto(`/patientProfile/${id}`);
  expect((await notes).status()).toBe(200);
  await page.getByRole('heading', { name: 'Patient Notes', exact: true }).waitFor();
}

/** Moves the demo server's clock `offsetMs` ahead of the wall clock (0 puts it back). */
async function moveServerClock(offsetMs: number): Promise<void> {
  const response = await fetch(`${portal.baseUrl}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offset_ms: offsetMs }),
  });
  expect(response.status).toBe(200);
}

/** Adds a note through 'Add Note' and saves it with `button`. */
async function writeNote(page: Page, text: string, button: 'Save' | 'Save and Send Email', fill?: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Add Note' }).click();
  const form = page.getByRole('form', { name: /^New note new\.\d+$/ }).first();
  await form.getByLabel('Note', { exact: true }).fill(text);
  await fill?.(form);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/patient_note') && response.request().method() === 'POST');
  await form.getByRole('button', { name: button, exact: true }).click();
  expect((await saved).status()).toBe(200);
  return page.getByRole('article').filter({ hasText: text });
}

describe('patient notes', () => {
  it('[note-csn-email] [note-locked] saves a CSN note and e-mails it: the outbox has it and the note is locked', async () => {
    const pms = await portal.signedInPage('pms', '/patients');
    const patient = await patientWaitingForPms(pms);
    const page = await portal.signedInPage('csmanager', `/patientProfile/${patient}`);
    await openNotes(page, patient);
    const text = `Replacement tablet shipped ${String(Date.now())}`;
    const address = `e2e-${String(Date.now())}@clinic.example`;
    const note = await writeNote(page, text, 'Save and Send Email', async (form) => {
      await form.getByText('Customer Service Note (CSN)', { exact: true }).click();
      await form.getByLabel('E-mail to').fill(address);
    });
    await note.getByText(`E-mailed to ${address}`).waitFor();
    await note.getByText('Locked', { exact: true }).waitFor();
    expect(await note.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    const mail = (await readOutbox(portal.baseUrl)).filter((message) => message.to === address);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain(text);
    // Issue 27 defect 11: the card and the mail name the writer, not their username.
    expect(mail[0]?.body).toContain('Written by Ethan Brooks.');
    await note.getByText('Ethan Brooks', { exact: true }).waitFor();

    // The seed's notes were written yesterday: locked, whoever wrote them.
    const yesterdays = page.getByRole('article').filter({ hasText: 'sessions going well, pain 3 of 10' });
    await yesterdays.getByText('Locked', { exact: true }).waitFor();
    await saveScreenshot(page, 'patient-notes-emailed');
  });

  it('[note-locked] [note-creator-only] a note its creator may edit today is locked tomorrow (the server clock moved a day)', async () => {
    const pms = await portal.signedInPage('pms', '/patients');
    const patient = await patientWaitingForPms(pms);
    const today = await portal.signedInPage('csmanager', `/patientProfile/${patient}`);
    await openNotes(today, patient);
    const text = `Called about the pedal strap ${String(Date.now())}`;
    const written = await writeNote(today, text, 'Save');
    await written.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await written.getByText('Locked', { exact: true }).count()).toBe(0);

    await moveServerClock(24 * 60 * 60 * 1000);
    onTestFinished(() => moveServerClock(0));
    // A day later the session of yesterday has expired: the user signs in again and finds the note locked.
    const tomorrow = await portal.signedInPage('csmanager', `/patientProfile/${patient}`);
    await openNotes(tomorrow, patient);
    const note = tomorrow.getByRole('article').filter({ hasText: text });
    await note.getByText('Locked', { exact: true }).waitFor();
    expect(await note.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await note.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });

  it("[note-cosign-who] [note-cosign-call] a note by the assistant pma is cosigned by the patient's specialist pms; axe finds nothing serious in the panel", async () => {
    const pms = await portal.signedInPage('pms', '/patients');
    const patient = await patientWaitingForPms(pms);

    const pma = await portal.signedInPage('pma', `/patientProfile/${patient}`);
    await openNotes(pma, patient);
    const text = `Patient reports less swelling ${String(Date.now())}`;
    const written = await writeNote(pma, text, 'Save');
    await written.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await written.getByRole('button', { name: 'Cosign' }).count()).toBe(0);
    // Issue 27 defect 11: the author by name, not 'pma'.
    await written.getByText('Emma Rossi', { exact: true }).waitFor();
    expect(await written.getByText('pma', { exact: true }).count()).toBe(0);

    await openNotes(pms, patient);
    const waiting = pms.getByRole('article').filter({ hasText: text });
    expect(await waiting.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    const cosigned = pms.waitForResponse((response) => /\/api\/patient_note\/cosign_note\/\d+$/.test(response.url()));
    await waiting.getByRole('button', { name: 'Cosign' }).click();
    expect((await cosigned).status()).toBe(200);
    // Issue 27 defect 11: the cosigner by name with their credentials, not 'pms'.
    await waiting.getByText(/^Cosigned by Zoe Kim, RN on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/).waitFor();
    expect(await waiting.getByRole('button', { name: 'Cosign' }).count()).toBe(0);
    await saveScreenshot(pms, 'patient-notes-cosigned');
    // The panel with a cosigned note, locked notes, a Cosign button and an open CSN editor.
    await pms.getByRole('button', { name: 'Add Note' }).click();
    await pms.getByText('Customer Service Note (CSN)', { exact: true }).click();
    await pms.getByLabel('E-mail to').fill('case@clinic.example');
    expect(await panelViolations(pms)).toEqual([]);
  });
});
