// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { roleIdByName } from '../../src/generated/access';
import { routeTable } from '../../src/generated/allScreens';
import type { CompiledDetailScreen } from '../../src/generated/compiled-types';
import type { PanelComponent } from '../registry/panelComponent';
import { createRuntimeRegistry } from '../registry/RuntimeRegistry';
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
};

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
      <RuntimeRegistryProvider value={createRuntimeRegistry({ panels: options.panels ?? {} })}>
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
    for (const text of [
      'Priya Raman',
      'Harbor Home Medical',
      'Dr. Helen Okafor',
      '61',
      'ada@mail.example',
      'Remote Onboarding',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('[profile-panels] shows no empty card for a document 2 panel that is not built yet', async () => {
    renderProfile(fakeMiddleware());
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    for (const title of ['Procedure Information', 'Current Progress', 'Patient Notes', 'Surveys', 'Active Protocol', 'Charts']) {
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
    }
    expect(screen.queryAllByRole('tab')).toEqual([]);
  });

  it('[profile-panels] shows a panel once the registry holds it, in a card titled as the spec says', async () => {
    renderProfile(fakeMiddleware(), { panels: { patientNotes: () => <p>the notes</p> } });
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    expect(screen.getByRole('heading', { name: 'Patient Notes' })).toBeTruthy();
    expect(screen.getByText('the notes')).toBeTruthy();
  });

  it('[unnamed-panel-visibility] shows the monitoring panel to the monitoring roles, its extra part only with permission 12', async () => {
    // Not built yet in the app: stand-ins, so that the spec's access rules are what is tested.
    const panels = { monitoringOverview: () => <p>overview</p>, monitoringPlan: () => <p>plan</p> };
    const specialist = renderProfile(fakeMiddleware(), { roleId: roleIdByName.monitoringSpecialist, permissions: ['viewPlan'], panels });
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    expect(screen.getByRole('heading', { name: 'Monitoring' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Monitoring Plan' })).toBeTruthy();
    specialist.unmount();
    const withoutPlan = renderProfile(fakeMiddleware(), { roleId: roleIdByName.monitoringAssistant, permissions: [], panels });
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    expect(screen.getByRole('heading', { name: 'Monitoring' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Monitoring Plan' })).toBeNull();
    withoutPlan.unmount();
    renderProfile(fakeMiddleware(), { roleId: roleIdByName.csManager, permissions: ['viewPlan'], panels });
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Monitoring' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Monitoring Plan' })).toBeNull();
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
    expect(call.mock.calls.map(([operation]) => operation)).toEqual(['getPatientDetail']);
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
