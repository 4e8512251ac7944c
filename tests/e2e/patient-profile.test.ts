// The patient profile (document 1, sections 2, 4 and 6; specs/screens/patient-profile.screen.yaml)
// against the seeded demo data: opening, details, unlock, Document Links, archive, viewing log.
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { defaultSessionTiming } from '../../machines/session/sessionTiming';
import { saveScreenshot } from './harness/browser';
import { columnCells } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

interface ListRow {
  patient_id: number;
  patient_status: { id: number } | null;
  completed_sessions: number;
  total_sessions: number;
}

/** Signs `username` in on /patients and answers the rows of the first list call. */
async function signInOnPatients(username: string, query = ''): Promise<{ page: Page; rows: ListRow[] }> {
  let answer: Promise<Response> | undefined;
  const page = await portal.signedInPage(username, `/patients${query}`, {
    prepare: (page) => {
      answer = page.waitForResponse(
        (response) => response.url().endsWith('/api/patient/list') && response.request().method() === 'POST',
      );
    },
  });
  const body = (await (await answer!).json()) as { data: { data: ListRow[] } };
  await columnCells(page, 'patient_last_name').first().waitFor();
  return { page, rows: body.data.data };
}

/** Opens the profile of patient `id` and waits for its header. */
async function openProfile(page: Page, id: number): Promise<void> {
  const loaded = page.waitForResponse((response) => response.url().endsWith(`/api/patient/alt/${id}`));
  await page.goto(`/patientProfile/${id}`);
  expect((await loaded).status()).toBe(200);
  await page
    .getByRole('banner', { name: 'Header' })
    .or(page.locator('header[aria-label="Header"]'))
    .first()
    .waitFor();
}

describe('patient profile', () => {
  it('[profile-header-details] [patient-id-badge] [profile-panels] [unnamed-panel-visibility] shows the header, its details and the procedure and progress panels, and no monitoring panel to a CS manager', async () => {
    const { page, rows } = await signInOnPatients('csmanager');
    const id = rows[0]!.patient_id;
    // A row of the list opens the patient's profile.
    const loaded = page.waitForResponse((response) => response.url().endsWith(`/api/patient/alt/${id}`));
    await columnCells(page, 'patient_last_name').first().click();
    await page.waitForURL(new RegExp(`/patientProfile/${id}$`));
    expect((await loaded).status()).toBe(200);

    await expect.poll(() => page.getByText(/Patient ID: \d{7}/).count()).toBe(1);
    const details = page.getByRole('button', { name: 'Show details' });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    await details.click();
    for (const label of [
      'Physical Therapist',
      'DME',
      'Date of Birth',
      'Phone',
      'Surgeon',
      'Patient ID',
      'Age',
      'E-mail',
      'Installation Method',
    ]) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    expect(await page.locator('#detail-fields [data-field="mobile_phone"]').innerText()).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(await page.locator('#detail-fields [data-field="date_of_birth"]').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // Document 2, section 2: procedure information and current progress (the patient list's row).
    const procedure = page.getByRole('region', { name: 'Procedure Information' });
    expect(await procedure.locator('[data-field="procedure_date"]').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await procedure.locator('[data-field="procedure_leg_type.name"]').innerText()).toMatch(/^(Left|Right|Both)$/);
    const row = rows[0]!;
    const progress = page.getByRole('region', { name: 'Current Progress' });
    await expect
      .poll(() => progress.locator('[data-field="completed_sessions"]').innerText())
      .toBe(`${row.completed_sessions} / ${row.total_sessions}`);
    // The other panels (sessions: tests/e2e/session-charts.test.ts) have their card.
    for (const title of ['Charts', 'Session History']) {
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    // The monitoring panel and its plan are the super admin's and the monitoring roles' only.
    for (const title of ['Monitoring', 'Monitoring Plan']) {
      expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBe(0);
    }
    await saveScreenshot(page, 'patient-profile');
  });

  it('[unnamed-panel-visibility] shows a monitoring specialist the Monitoring panel and, with View Treatment Plan, the Monitoring Plan', async () => {
    const { page, rows } = await signInOnPatients('pms');
    const id = rows[0]!.patient_id;
    const answerOf = async <T,>(path: string): Promise<T> =>
      ((await (await page.waitForResponse((response) => response.url().endsWith(path))).json()) as { data: T }).data;
    const monitoring = answerOf<{ template: { name: string } | null; live_status: string | null }>(`/api/rtm_patient/${id}/monitoring`);
    const plan = answerOf<{ patient_treatment_plan_protocol: { name: string; sequence: number; num_of_days: number; sessions_per_day: number; completed_sessions: number }[] } | null>(
      `/api/patient_treatment_plan/active/${id}`,
    );
    await openProfile(page, id);
    const state = await monitoring;
    const overview = page.getByRole('region', { name: 'Monitoring', exact: true });
    await expect.poll(() => overview.locator('[data-field="template.name"]').innerText()).toBe(state.template?.name ?? '—');
    if (state.live_status === null) expect(await overview.locator('[data-field="live_status"]').innerText()).toBe('Not in a session');
    const active = await plan;
    const planRegion = page.getByRole('region', { name: 'Monitoring Plan' });
    const first = [...(active?.patient_treatment_plan_protocol ?? [])].sort((a, b) => a.sequence - b.sequence)[0];
    await planRegion
      .getByText(first === undefined ? 'No active treatment plan' : `${first.name}: ${first.completed_sessions} of ${first.num_of_days * first.sessions_per_day} sessions`, { exact: true })
      .waitFor();
    await saveScreenshot(page, 'patient-profile-monitoring');
  });

  it('[profile-header-actions] opens the Document Links dialog with the patient documents', async () => {
    const { page, rows } = await signInOnPatients('csmanager');
    await openProfile(page, rows[0]!.patient_id);
    await page.getByRole('button', { name: 'Document Links' }).click();
    const dialog = page.getByRole('dialog', { name: 'Document Links' });
    await dialog.waitFor();
    await dialog.getByText(/Patient Caregiver Agreement/).waitFor();
    await dialog.getByText(/Release of Health Information/).waitFor();
    await saveScreenshot(page, 'patient-document-links');
    await dialog.getByRole('link', { name: 'All documents' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    // The documents page's card (a spec card of patient_document_url): each document, Open or Not provided.
    const documents = page.getByRole('region', { name: 'Documents', exact: true });
    for (const name of ['Patient Caregiver Agreement', 'Release of Health Information']) {
      await documents.getByText(name, { exact: true }).waitFor();
    }
    expect(await documents.getByRole('link', { name: 'Open' }).or(documents.getByText('Not provided')).count()).toBe(2);
  });

  it('[patient-lock-icon] [patient-unlock-confirm] unlocks a locked patient after the confirmation', async () => {
    const { page } = await signInOnPatients('csmanager');
    // The demo locks every seventh patient.
    await openProfile(page, 7);
    const lock = page.getByRole('button', { name: 'Locked patient' });
    await lock.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to unlock this patient?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await saveScreenshot(page, 'patient-unlock-confirm');
    const saved = page.waitForRequest(
      (request) => request.url().endsWith('/api/patient/7/lock') && request.method() === 'PATCH',
    );
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    expect((await saved).postDataJSON()).toEqual({ locked: false });
    await expect.poll(() => lock.count()).toBe(0);
  });

  it('[patient-archive-disabled] [patient-archive-confirm] [patient-archive-toast] archives an inactive patient and returns to the list', async () => {
    const { page, rows } = await signInOnPatients('csmanager');
    await openProfile(page, rows[0]!.patient_id);
    expect(await page.getByRole('button', { name: 'Archive' }).isDisabled()).toBe(true);

    const listed = page.waitForResponse((response) => response.url().endsWith('/api/patient/list'));
    await page.goto('/patients?patient_status=3');
    const body = (await (await listed).json()) as { data: { data: ListRow[] } };
    const id = body.data.data[0]!.patient_id;
    await openProfile(page, id);
    await page.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: 'This action cannot be undone' });
    await dialog.getByText('You will lose access to this patient profile and all related data.').waitFor();
    await saveScreenshot(page, 'patient-archive-confirm');
    const archived = page.waitForResponse(
      (response) => response.url().endsWith(`/api/patient/${id}`) && response.request().method() === 'DELETE',
    );
    await dialog.getByRole('button', { name: 'Archive' }).click();
    expect((await archived).status()).toBe(200);
    await page.getByText('Patient archived.').waitFor();
    await page.waitForURL(/\/patients$/);
  });

  it('[viewing-log-lifecycle] [viewing-log-roles] the viewing log of a monitoring specialist starts on opening and finishes on opening another patient and on leaving', async () => {
    const { page, rows } = await signInOnPatients('pms');
    const startOf = () =>
      page
        .waitForResponse((response) => response.url().endsWith('/api/rtm_patient_viewing_logs/start'))
        .then(async (response) => ({
          patient: (response.request().postDataJSON() as { patient_id: number }).patient_id,
          id: ((await response.json()) as { data: { id: number } }).data.id,
        }));
    const finishOf = () =>
      page
        .waitForRequest((request) => request.url().endsWith('/api/rtm_patient_viewing_logs/finish'))
        .then((request) => (request.postDataJSON() as { id: number }).id);

    let started = startOf();
    await openProfile(page, rows[0]!.patient_id);
    const first = await started;
    expect(first.patient).toBe(rows[0]!.patient_id);

    started = startOf();
    let finished = finishOf();
    await page.evaluate((id) => {
      window.history.pushState({}, '', `/patientProfile/${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, rows[1]!.patient_id);
    expect(await finished).toBe(first.id);
    const second = await started;
    expect(second.patient).toBe(rows[1]!.patient_id);

    finished = finishOf();
    await page.getByRole('link', { name: 'Patients' }).first().click();
    expect(await finished).toBe(second.id);
  });

  it('[viewing-log-roles] no viewing log is kept for other users', async () => {
    const { page, rows } = await signInOnPatients('csmanager');
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('rtm_patient_viewing_logs')) starts.push(request.url());
    });
    await openProfile(page, rows[0]!.patient_id);
    // The profile has drawn its header (a viewing log would have started by now).
    await page.getByRole('button', { name: 'Show details' }).waitFor();
    expect(starts).toEqual([]);
  });

  it('[viewing-log-lifecycle] [idle-forced-logout] an idle sign-out finishes the open viewing log', async () => {
    // The spec's idle timings (14 minutes, then a minute's warning) on the page's fake clock.
    let listed: Promise<Response> | undefined;
    const page = await portal.signedInPage('pma', '/patients', {
      fakeTimers: true,
      prepare: (page) => {
        listed = page.waitForResponse((response) => response.url().endsWith('/api/patient/list'));
      },
    });
    const rows = ((await (await listed!).json()) as { data: { data: ListRow[] } }).data.data;
    const started = page.waitForResponse((response) =>
      response.url().endsWith('/api/rtm_patient_viewing_logs/start'),
    );
    await openProfile(page, rows[0]!.patient_id);
    const logId = ((await (await started).json()) as { data: { id: number } }).data.id;
    const finished = page.waitForRequest((request) => request.url().endsWith('/api/rtm_patient_viewing_logs/finish'));
    await page.clock.runFor(defaultSessionTiming.idleTimeoutMs + defaultSessionTiming.idleWarningMs);
    expect(((await finished).postDataJSON() as { id: number }).id).toBe(logId);
    await page.getByText('Your session has expired.').waitFor();
  });

  it('issue 27 defect 9: the profile shows the patient banner under the name: date of birth and age, procedure and side, post-op day (the patient list\'s count), surgeon, therapist and status', async () => {
    let answer: Promise<Response> | undefined;
    const page = await portal.signedInPage('csmanager', '/patients', {
      prepare: (tab) => {
        answer = tab.waitForResponse((response) => response.url().endsWith('/api/patient/list') && response.request().method() === 'POST');
      },
    });
    const listed = (await (await answer!).json()) as { data: { data: { patient_id: number; patient_procedure_post_op_day: number | null }[] } };
    const row = listed.data.data.find((candidate) => candidate.patient_procedure_post_op_day !== null);
    if (!row) throw new Error('no listed patient has a procedure date');
    const loaded = page.waitForResponse((response) => response.url().endsWith(`/api/patient/alt/${row.patient_id}`));
    await page.goto(`/patientProfile/${row.patient_id}`);
    const detail = ((await (await loaded).json()) as {
      data: {
        date_of_birth: number | null;
        age: number | null;
        surgeon: { name: string } | null;
        physical_therapist: { name: string } | null;
        status: { name: string } | null;
        patient_procedure: { procedure_name: string | null; procedure_leg_type: { name: string } } | null;
      };
    }).data;
    const banner = page.getByTestId('detail-banner');
    await banner.waitFor();
    const value = (label: string) => banner.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    // Shown at once, without Show details.
    expect(await page.getByRole('button', { name: 'Show details' }).getAttribute('aria-expanded')).toBe('false');
    const born = new Date((detail.date_of_birth ?? 0) * 1000).toISOString().slice(0, 10).split('-');
    expect(await value('DOB').innerText()).toBe(`${born[1]}/${born[2]}/${born[0]} (${String(detail.age)} years)`);
    expect(await value('Procedure').innerText()).toBe(`${detail.patient_procedure?.procedure_name ?? ''} (${detail.patient_procedure?.procedure_leg_type.name ?? ''})`);
    const day = row.patient_procedure_post_op_day ?? 0;
    expect(await value('Post-Op').innerText()).toBe(day >= 0 ? `Day ${String(day)}` : `${String(-day)} days before surgery`);
    expect(await value('Surgeon').innerText()).toBe(detail.surgeon?.name ?? '—');
    expect(await value('Therapist').innerText()).toBe(detail.physical_therapist?.name ?? '—');
    expect(await value('Status').innerText()).toBe(detail.status?.name ?? '—');
    await saveScreenshot(page, 'patient-banner');
  });
});
