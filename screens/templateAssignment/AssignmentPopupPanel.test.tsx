// @vitest-environment jsdom
// The 'New Assignment' popup with a fake middleware: the patient's versions are read through the
// panel's port and the cache, a reassign is a write that marks the assignment list stale.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { operationQueryKey } from '../../runtime/api/operationQueries';
import { createPortalQueryClient } from '../../runtime/api/portalQueryClient';
import { ToastHost } from '../../runtime/toasts/ToastHost';
import { AssignmentPopupPanel } from './AssignmentPopupPanel';

const versions = {
  patient: { id: 7, identifier: '1234567', name: 'Ada Byron' },
  templates: [{ id: 3, name: 'Knee', identifier: 'KNEE', versions: [{ id: 31, identifier: 'KNEE-1' }, { id: 32, identifier: 'KNEE-2' }] }],
};

function renderPopup(record: Record<string, unknown>) {
  const call = vi.fn((operation: string, _body?: unknown, _params?: unknown) => {
    if (operation === 'getPatientTemplateVersions') return Promise.resolve(versions);
    return Promise.resolve({ message: 'Patient 1234567 reassigned to template version KNEE-1.', assignment: { version_patient_id: 90 } });
  });
  const reload = vi.fn();
  const queryClient = createPortalQueryClient();
  // The assignment list behind the popup, as the list screen caches it.
  queryClient.setQueryData(operationQueryKey('listTemplateAssignments', { page: 1 }), { data: [] });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <ToastHost />
        <AssignmentPopupPanel record={record} slot={{ panel: 'assignmentPopup', title: 'New Assignment' }} reload={reload} call={call} confirm={vi.fn()} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { call, reload, queryClient };
}

const callsTo = (call: ReturnType<typeof vi.fn>, operation: string) => call.mock.calls.filter(([name]) => name === operation);

describe('AssignmentPopupPanel', () => {
  it('[assignment-patient-id] looks a 7-digit Patient ID up through the panel port and refuses other IDs without a call', async () => {
    const { call } = renderPopup({});
    const patientId = screen.getByLabelText('Patient ID');
    fireEvent.change(patientId, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByText('Please enter a valid Patient ID (7 digits)');
    expect(callsTo(call, 'getPatientTemplateVersions')).toHaveLength(0);

    fireEvent.change(patientId, { target: { value: '1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByText('Ada Byron');
    expect(call).toHaveBeenCalledWith('getPatientTemplateVersions', undefined, { path: { id: '1234567' } });
  });

  it('[assignment-popup-modes] [assignment-success-server-message] reassigns the edited row, shows the server message and marks the list stale', async () => {
    const { call, reload, queryClient } = renderPopup({ version_patient_id: 90, patient_identifier: '1234567', template_id: 3, template_version_id: 31 });
    await screen.findByText('Ada Byron');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Patient 1234567 reassigned to template version KNEE-1.');
    expect(call).toHaveBeenCalledWith('reassignTemplateVersion', { version_patient_id: 90, template_id: 3, template_version_id: 31 });
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queryClient.getQueryState(operationQueryKey('listTemplateAssignments', { page: 1 }))?.isInvalidated).toBe(true));
  });
});
