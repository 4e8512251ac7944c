// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRegistry } from '../../src/appRegistry';
import { roleIdByName } from '../../src/generated/access';
import { routeTable } from '../../src/generated/allScreens';
import { registryNames } from '../../src/generated/catalog';
import type { CompiledDetailScreen } from '../../src/generated/compiled-types';
import type { PanelComponent } from '../registry/panelComponent';
import { UnknownNameError } from '../registry/UnknownNameError';
import { Registry } from '../registry/Registry';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { openViewingLog } from '../session/viewingLog';
import { DetailScreen } from './DetailScreen';

const spec = routeTable['/patientProfile/{id}'] as CompiledDetailScreen;

const patient = {
  id: 7,
  identifier: '1000007',
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: 0,
  age: 61,
  email_address: 'ada@mail.example',
  mobile_phone: '3125550142',
  physical_therapist: { id: 3, name: 'Priya Raman' },
  surgeon: { id: 1, name: 'Dr. Helen Okafor' },
  dme: { id: 5, name: 'Harbor Home Medical' },
  installation_method_type: { id: 2, name: 'remote_onboarding', label: 'Remote Onboarding' },
  status: { id: 3, name: 'Inactive', search_value: 3 },
  locked: false,
  patient_procedure: {
    procedure_name: 'Total Knee Arthroplasty',
    procedure_type: { id: 1, name: 'Ortho' },
    procedure_leg_type: { id: 1, name: 'Left' },
    procedure_date: 1_767_225_600,
    treatment_start_date: 1_767_312_000,
    treatment_plan_template: null,
    medicare_insurance: false,
  },
};

/** The patient's row of the patient list (getPatientProgress). */
const progress = { patient_procedure_post_op_day: 12, completed_sessions: 9, total_sessions: 30, adherence: 64, pain: 3, extension: { value: -5, previous: -8, progress: 3 }, flexion: { value: 95, previous: 90, progress: 5 }, lastSession: null };
/** The patient's monitoring state (getPatientMonitoring). */
const monitoring = { patient_id: 7, patient_monitoring_specialist: { id: 14, username: 'pms' }, rtm_permission: true, rtm_patient_education: true, rtm_follow_up_needed: false, interaction_code_80: false, interaction_code_81: false, template: { id: 3, name: 'Knee RTM', version: 'KNEE-V2', tile_color_hex: '#aa3377', assigned_at: 1_767_225_600 }, live_status: 'CALL_REQUIRED', last_session_at: null, last_interaction_at: null, last_interaction_by: null };
/** The active treatment plan (getActiveTreatmentPlanForPatient). */
const activePlan = { id: 5, name: 'Post-op', patient_treatment_plan_protocol: [{ name: 'Week 1', sequence: 1, num_of_days: 7, sessions_per_day: 2, completed_sessions: 6 }] };

/** The app's registry with a stand-in for every hand-written panel, so the spec's own regions are what a test sees. */
const standIns: Record<string, PanelComponent> = Object.fromEntries(registryNames.panels.map((name) => [name, () => null]));

function fakeMiddleware(record: Record<string, unknown> = patient) {
  return vi.fn((operation: string, _body?: unknown, _params?: unknown) => {
    switch (operation) {
      case 'getPatientDetail':
        return Promise.resolve(record);
      case 'archivePatient':
        return Promise.resolve({ id: record.id, archived: true });
      case 'startPatientViewingLog':
        return Promise.resolve({ id: 41 });
      case 'finishPatientViewingLog':
        return Promise.resolve({ id: 41 });
      case 'getPatientProgress':
        return Promise.resolve(progress);
      case 'getPatientMonitoring':
        return Promise.resolve(monitoring);
      case 'getActiveTreatmentPlanForPatient':
        return Promise.resolve(activePlan);
      default:
        return Promise.reject(new Error(`unexpected ${operation}`));
    }
  });
}

function renderProfile(
  call: ReturnType<typeof fakeMiddleware>,
  options: { roleId?: number; permissions?: string[]; confirm?: boolean; panels?: Record<string, PanelComponent> } = {},
) {
  const session = sessionViewFixture({
    phase: 'signedIn',
    user: { id: 9, username: 'u', role_id: options.roleId ?? roleIdByName.csManager },
    permissions: options.permissions ?? ['addPatient', 'editPatient'],
  });
  const confirm = vi.fn(() => Promise.resolve(options.confirm ?? true));
  const view = render(
    <MantineProvider>
      <RuntimeRegistryProvider value={{ ...appRegistry, panels: new Registry('panel', { ...standIns, ...options.panels }) }}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/patientProfile/7']}>
          <Routes>
            <Route
              path="/patientProfile/:id"
              element={<DetailScreen spec={spec} call={call} confirm={confirm} />}
            />
            <Route path="/patients" element={<p>the patient list</p>} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
  return { ...view, confirm };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DetailScreen (the patient profile spec)', () => {
  it('[patient-detail-call] [patient-id-badge] [profile-header-details] loads the patient and shows its details when expanded', async () => {
    const call = fakeMiddleware();
    renderProfile(call);
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    expect(call).toHaveBeenCalledWith('getPatientDetail', undefined, { path: { id: '7' } });
    expect(screen.getByText(/Patient ID: 1000007/)).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('(312) 555-0142')).toBeTruthy();
    const details = document.getElementById('detail-fields') ?? document.body;
    for (const text of [
      'Priya Raman',
      'Harbor Home Medical',
      'Dr. Helen Okafor',
      '61',
      'ada@mail.example',
      'Remote Onboarding',
    ]) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
  });

  it('issue 27 defect 9: shows the patient banner at once, without the details: surgeon, therapist and status of the spec\'s banner', async () => {
    const call = fakeMiddleware();
    renderProfile(call);
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    const banner = screen.getByTestId('detail-banner');
    expect(within(banner).getByText('Dr. Helen Okafor')).toBeTruthy();
    expect(within(banner).getByText('Priya Raman')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show details' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('[profile-panels] shows Procedure Information from the patient and Current Progress from the patient list\'s row, as the spec builds them', async () => {
    const call = fakeMiddleware();
    renderProfile(call);
    const procedure = await screen.findByRole('region', { name: 'Procedure Information' });
    expect(within(procedure).getByText('Total Knee Arthroplasty')).toBeTruthy();
    expect(within(procedure).getByText('Left')).toBeTruthy();
    const current = screen.getByRole('region', { name: 'Current Progress' });
    expect(await within(current).findByText('9 / 30')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('getPatientProgress', undefined, { path: { id: 7 } });
  });

  it('[profile-panels] shows a hand-written panel the registry holds, in a card titled as the spec says', async () => {
    renderProfile(fakeMiddleware(), { panels: { patientNotes: () => <p>the notes</p> } });
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    expect(screen.getByRole('heading', { name: 'Patient Notes' })).toBeTruthy();
    expect(screen.getByText('the notes')).toBeTruthy();
  });

  it('issue 26: a panel name the registry does not implement throws instead of leaving its region out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: CompiledDetailScreen = { ...spec, detail: { ...spec.detail, panels: [{ panel: 'procedureInformaton', title: 'Procedure Information' }] } };
    const call = fakeMiddleware();
    const thrown = new Promise<unknown>((resolve) => {
      window.addEventListener('error', (event) => resolve(event.error), { once: true });
    });
    render(
      <MantineProvider>
        <RuntimeRegistryProvider value={{ ...appRegistry, panels: new Registry('panel', standIns) }}>
          <MemoryRouter initialEntries={['/patientProfile/7']}>
            <Routes>
              <Route path="/patientProfile/:id" element={<DetailScreen spec={broken} call={call} confirm={vi.fn()} />} />
            </Routes>
          </MemoryRouter>
        </RuntimeRegistryProvider>
      </MantineProvider>,
    );
    expect(await thrown).toBeInstanceOf(UnknownNameError);
  });

  it('[unnamed-panel-visibility] shows the monitoring panel to the monitoring roles, its plan component only with permission 12', async () => {
    const specialist = renderProfile(fakeMiddleware(), { roleId: roleIdByName.monitoringSpecialist, permissions: ['viewPlan'] });
    const overview = await screen.findByRole('region', { name: 'Monitoring' });
    expect(await within(overview).findByText('Knee RTM')).toBeTruthy();
    expect(within(overview).getByText('In session, call required')).toBeTruthy();
    expect(within(overview).getByText('pms')).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Monitoring Plan' });
    expect(await within(plan).findByText('Week 1: 6 of 14 sessions')).toBeTruthy();
    specialist.unmount();
    const withoutPlan = renderProfile(fakeMiddleware(), { roleId: roleIdByName.monitoringAssistant, permissions: [] });
    await screen.findByRole('region', { name: 'Monitoring' });
    expect(screen.queryByRole('region', { name: 'Monitoring Plan' })).toBeNull();
    withoutPlan.unmount();
    const call = fakeMiddleware();
    renderProfile(call, { roleId: roleIdByName.csManager, permissions: ['viewPlan'] });
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    expect(screen.queryByRole('region', { name: 'Monitoring' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Monitoring Plan' })).toBeNull();
    expect(call.mock.calls.map(([operation]) => operation)).not.toContain('getPatientMonitoring');
  });

  it('[patient-archive-confirm] [patient-archive-call] asks, archives by id and returns to /patients', async () => {
    const call = fakeMiddleware();
    const { confirm } = renderProfile(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await screen.findByText('the patient list');
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'This action cannot be undone',
        message: 'You will lose access to this patient profile and all related data.',
        confirmLabel: 'Archive',
      }),
    );
    expect(call).toHaveBeenCalledWith('archivePatient', undefined, { path: { id: 7 } });
  });

  it('[patient-archive-confirm] does nothing when the confirmation is cancelled', async () => {
    const call = fakeMiddleware();
    const { confirm } = renderProfile(call, { confirm: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(call.mock.calls.map(([operation]) => operation)).not.toContain('archivePatient');
  });

  it('[patient-archive-disabled] disables Archive for a patient with no status or status id 2', async () => {
    for (const status of [null, { id: 2, name: 'Active', search_value: 2 }]) {
      const view = renderProfile(fakeMiddleware({ ...patient, status }));
      const archive = await screen.findByRole('button', { name: 'Archive' });
      expect(archive.hasAttribute('disabled')).toBe(true);
      view.unmount();
    }
  });

  it('[patient-archive-permission] hides Archive from a clinic user and Edit from a user without editPatient', async () => {
    renderProfile(fakeMiddleware(), { roleId: roleIdByName.clinicalStaff, permissions: ['viewStaff'] });
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('[viewing-log-roles] [viewing-log-lifecycle] starts a viewing log for a monitoring specialist and finishes it on leaving', async () => {
    const call = fakeMiddleware();
    const view = renderProfile(call, { roleId: roleIdByName.monitoringSpecialist });
    await waitFor(() => expect(openViewingLog()).toBe(41));
    expect(call).toHaveBeenCalledWith('startPatientViewingLog', { patient_id: 7 });
    view.unmount();
    expect(call).toHaveBeenCalledWith('finishPatientViewingLog', { id: 41 });
    expect(openViewingLog()).toBeUndefined();
  });

  it('[viewing-log-roles] keeps no viewing log for a monitoring manager', async () => {
    const call = fakeMiddleware();
    renderProfile(call, { roleId: roleIdByName.monitoringManager });
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    await screen.findByText('9 / 30');
    expect(call.mock.calls.map(([operation]) => operation).filter((operation) => operation.includes('ViewingLog'))).toEqual([]);
  });

  it('[profile-load-failure-alert] alerts and says so when the patient cannot be loaded', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const call = fakeMiddleware();
    call.mockImplementation(() => Promise.reject(new Error('nope')));
    renderProfile(call);
    await screen.findByRole('alert');
    expect(screen.getByText('Patient Not Found')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Patient Not Found');
    alert.mockRestore();
  });
});
