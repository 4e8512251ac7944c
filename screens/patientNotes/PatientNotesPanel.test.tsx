// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/api/ApiError';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { invalidateReadersOf, operationQueryKey } from '../../runtime/api/operationQueries';
import { createPortalQueryClient } from '../../runtime/api/portalQueryClient';
import { ToastHost } from '../../runtime/toasts/ToastHost';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelSlot } from '../../src/generated/spec-types';
import type { PatientNote } from './NoteCard';
import { PatientNotesPanel } from './PatientNotesPanel';

const slot: Compiled<PanelSlot> = { panel: 'patientNotes', title: 'Patient Notes' };

function savedNote(fields: Partial<PatientNote>): PatientNote {
  return {
    id: 1,
    note: 'Knee swelling down.',
    type: 'PPN',
    patient_id: 7,
    session_id: null,
    email_sent_to: null,
    email_sent_at: null,
    email_status: null,
    created_at: 1_772_445_600,
    updated_at: 1_772_445_600,
    created_by_user_id: 3,
    created_by_username: 'pma',
    created_by_name: 'Emma Rossi',
    updated_by_username: null,
    created_by_pma: true,
    cosigned_by_user_id: null,
    cosigned_by_username: null,
    cosigned_by_name: null,
    cosigned_credentials: null,
    cosigned_at: null,
    locked: false,
    editable: false,
    cosignable: false,
    ...fields,
  };
}

function renderPanel(notes: PatientNote[], answers: Partial<Record<string, () => Promise<unknown>>> = {}, confirmed = true) {
  const call = vi.fn((operation: string, _body?: unknown, _params?: unknown) => {
    const answer = answers[operation];
    if (answer) return answer();
    return Promise.resolve(operation === 'listPatientNotes' ? notes : notes[0]);
  });
  const confirm = vi.fn(() => Promise.resolve(confirmed));
  const queryClient: QueryClient = createPortalQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <ToastHost />
        <PatientNotesPanel record={{ id: 7 }} slot={slot} reload={vi.fn()} call={call} confirm={confirm} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { call, confirm, queryClient };
}

const callsTo = (call: ReturnType<typeof vi.fn>, operation: string) => call.mock.calls.filter(([name]) => name === operation);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PatientNotesPanel', () => {
  it("[notes-panel] [notes-panel-height] has refresh and 'Add Note', and scrolls within 80vh", async () => {
    const { call } = renderPanel([savedNote({})]);
    await screen.findByText('Knee swelling down.');
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh notes' }));
    await waitFor(() => expect(callsTo(call, 'listPatientNotes')).toHaveLength(2));
    expect(call).toHaveBeenCalledWith('listPatientNotes', undefined, { path: { id: 7 } });
    expect(screen.getByTestId('patient-notes-list').style.maxHeight).toBe('80vh');
  });

  it("[notes-reload-events] reloads the list when the patient's records are marked changed (the real-time channel, another panel's write)", async () => {
    const { call, queryClient } = renderPanel([]);
    await screen.findByText('No notes yet');
    await invalidateReadersOf(queryClient, 'patients');
    await waitFor(() => expect(callsTo(call, 'listPatientNotes')).toHaveLength(2));
  });

  it("[event-names] a saved note reloads the patient's notes and the cosign list", async () => {
    const { call, queryClient } = renderPanel([]);
    await screen.findByText('No notes yet');
    // The RTM dashboard's Cosign Notes list, read earlier in the same portal.
    const cosignKey = operationQueryKey('listUncosignedNotes', undefined, { path: { id: 3 } });
    queryClient.setQueryData(cosignKey, []);
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    const form = screen.getByRole('form', { name: 'New note new.1' });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Walked 2 km.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(call, 'listPatientNotes')).toHaveLength(2));
    expect(queryClient.getQueryState(cosignKey)?.isInvalidated).toBe(true);
  });

  it('[note-new-unsaved] [note-required] [note-types] keeps several unsaved notes new.N, each saved or cancelled', async () => {
    const { call } = renderPanel([]);
    await screen.findByText('No notes yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    const first = screen.getByRole('form', { name: 'New note new.1' });
    const second = screen.getByRole('form', { name: 'New note new.2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New note new.2' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText('Note is required.')).toBeTruthy();
    expect(callsTo(call, 'createPatientNote')).toHaveLength(0);
    fireEvent.change(within(first).getByLabelText('Note'), { target: { value: 'Walked 2 km.' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(call, 'createPatientNote')).toHaveLength(1));
    expect(callsTo(call, 'createPatientNote')[0]?.[1]).toMatchObject({ patient_id: 7, note: 'Walked 2 km.', type: 'PPN', email_sent_to: null, session_id: null });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New note new.1' })).toBeNull());
  });

  it("[note-csn-email] offers 'Save and Send Email' for a CSN note with an address and sends the address", async () => {
    const { call } = renderPanel([]);
    await screen.findByText('No notes yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    const form = screen.getByRole('form', { name: 'New note new.1' });
    expect(within(form).queryByRole('button', { name: 'Save and Send Email' })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'Customer Service Note (CSN)' }));
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Tablet replaced.' } });
    expect(within(form).queryByRole('button', { name: 'Save and Send Email' })).toBeNull();
    fireEvent.change(within(form).getByLabelText('E-mail to'), { target: { value: 'case@clinic.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and Send Email' }));
    await waitFor(() => expect(callsTo(call, 'createPatientNote')).toHaveLength(1));
    expect(callsTo(call, 'createPatientNote')[0]?.[1]).toMatchObject({ type: 'CSN', email_sent_to: 'case@clinic.example' });
  });

  it('[note-locked] [note-creator-only] shows Edit and Delete only on an editable note, and locked notes read-only', async () => {
    renderPanel([
      savedNote({ id: 1, note: 'Mine today', editable: true }),
      savedNote({ id: 2, note: 'Mine yesterday', locked: true }),
      savedNote({ id: 3, note: 'Someone else', created_by_username: 'staff' }),
    ]);
    const mine = await screen.findByRole('article', { name: 'Note 1' });
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeTruthy();
    const locked = screen.getByRole('article', { name: 'Note 2' });
    expect(within(locked).getByText('Locked')).toBeTruthy();
    expect(within(locked).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Note 3' })).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('[note-create-call] edits a note in place and saves it with PUT patient_note/{id}', async () => {
    const { call } = renderPanel([savedNote({ id: 4, note: 'First words', editable: true })]);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Note 4' })).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit note' });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Second words' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(call, 'updatePatientNote')).toHaveLength(1));
    expect(call).toHaveBeenCalledWith(
      'updatePatientNote',
      { id: 4, patient_id: 7, note: 'Second words', type: 'PPN', email_sent_to: null },
      { path: { id: 4 } },
    );
  });

  it("[note-delete-confirm] asks 'Are you sure you want to delete this note?' before deleting", async () => {
    const { call, confirm } = renderPanel([savedNote({ id: 5, editable: true })], {}, false);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Note 5' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Are you sure you want to delete this note?' }));
    expect(callsTo(call, 'deletePatientNote')).toHaveLength(0);
  });

  it('[note-cosign-who] [note-cosign-call] shows Cosign where the server allows it, and who cosigned, with credentials and when', async () => {
    const { call } = renderPanel([
      savedNote({ id: 6, cosignable: true }),
      savedNote({ id: 7, cosigned_at: 1_772_449_200, cosigned_by_user_id: 9, cosigned_by_username: 'pms', cosigned_by_name: 'Zoe Kim, RN', cosigned_credentials: 'RN' }),
    ]);
    const waiting = await screen.findByRole('article', { name: 'Note 6' });
    const signed = screen.getByRole('article', { name: 'Note 7' });
    expect(within(signed).queryByRole('button', { name: 'Cosign' })).toBeNull();
    expect(within(signed).getByText(/^Cosigned by Zoe Kim, RN on \d\d\/\d\d\/2026 \d\d:\d\d [AP]M$/)).toBeTruthy();
    fireEvent.click(within(waiting).getByRole('button', { name: 'Cosign' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('cosignPatientNote', undefined, { path: { id: 6 } }));
  });

  it('[note-survey-shared-handler] shows a failed note call through the shared error handler', async () => {
    renderPanel([savedNote({ id: 8, editable: true })], {
      deletePatientNote: () => Promise.reject(new ApiError(409, { message: 'This note is locked: it was e-mailed or written before today.' }, 'locked')),
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Note 8' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This note is locked: it was e-mailed or written before today.')).toBeTruthy();
  });
});
