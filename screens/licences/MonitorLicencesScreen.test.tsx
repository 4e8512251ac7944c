// @vitest-environment jsdom
// The licence grid and popup with a fake middleware: a saved or deleted licence marks the cached
// therapists stale, so the grid reads them again and shows the new colour without a reload.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPortalQueryClient } from '../../runtime/api/portalQueryClient';
import { ConfirmDialogHost } from '../../runtime/dialogs/ConfirmDialogHost';
import { ToastHost } from '../../runtime/toasts/ToastHost';
import { MonitorLicencesScreen } from './MonitorLicencesScreen';
import type { Licence, Therapist } from './therapist';

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A middleware holding one therapist's licences: saves and deletes change what the list answers. */
function fakeMiddleware(canEdit: boolean) {
  let licences: Licence[] = [{ id: 1, state: 'TX', certification_number: 'TX-1', effective_date: dayIn(-100), expiration_date: dayIn(200), url: null }];
  const therapist = (): Therapist => ({ id: 9, username: 'pma', first_name: 'Emma', last_name: 'Rossi', monitor_type_id: 1, monitor_licenses: licences, can_edit_licenses: canEdit });
  return vi.fn((operation: string, body?: unknown, params?: { path?: { id?: number } }) => {
    switch (operation) {
      case 'listSpecialistsWithLicenses':
        return Promise.resolve([therapist()]);
      case 'saveLicense': {
        const saved = { ...(body as Omit<Licence, 'id' | 'url'>), id: 2, url: null };
        licences = [...licences.filter((licence) => licence.state !== saved.state), saved];
        return Promise.resolve(saved);
      }
      case 'deleteLicense':
        licences = licences.filter((licence) => licence.id !== params?.path?.id);
        return Promise.resolve(licences[0]);
      default:
        return Promise.reject(new Error(`unexpected ${operation}`));
    }
  });
}

function renderScreen(canEdit = true) {
  const call = fakeMiddleware(canEdit);
  render(
    <QueryClientProvider client={createPortalQueryClient()}>
      <MantineProvider>
        <ToastHost />
        <ConfirmDialogHost />
        <MonitorLicencesScreen call={call} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return call;
}

const cell = async (state: string) => within(await screen.findByRole('region', { name: 'Licences of pma' })).getByRole('button', { name: new RegExp(`^${state}:`) });
const reads = (call: ReturnType<typeof vi.fn>) => call.mock.calls.filter(([name]) => name === 'listSpecialistsWithLicenses').length;

describe('MonitorLicencesScreen', () => {
  it('[licences-layout] [licences-colour-none] [licences-colour-green] shows the card of each therapist with its monitor type and the 51 cells', async () => {
    renderScreen();
    const card = await screen.findByRole('region', { name: 'Licences of pma' });
    expect(within(card).getByText('Emma Rossi')).toBeTruthy();
    expect(within(card).getByText('RTM')).toBeTruthy();
    expect(within(card).getAllByRole('button')).toHaveLength(51);
    expect((await cell('Texas')).getAttribute('aria-label')).toBe('Texas: valid for 90 days or more');
    expect((await cell('Alaska')).getAttribute('aria-label')).toBe('Alaska: no licence');
  });

  it('[licences-popup] [licences-state-preset] saves a licence for the cell\'s state and the grid reads the therapists again', async () => {
    const call = renderScreen();
    fireEvent.click(await cell('Colorado'));
    const popup = await screen.findByRole('dialog', { name: 'Colorado licence — pma' });
    expect(within(popup).getByLabelText<HTMLInputElement>('State').value).toBe('CO');
    fireEvent.change(within(popup).getByLabelText(/^Certification Number/), { target: { value: 'CO-2026-17' } });
    fireEvent.change(within(popup).getByLabelText(/^Effective Date/), { target: { value: dayIn(-10) } });
    fireEvent.change(within(popup).getByLabelText(/^Expiration Date/), { target: { value: dayIn(60) } });
    fireEvent.click(within(popup).getByRole('button', { name: 'Save' }));
    await screen.findByText('The licence has been saved.');
    expect(call).toHaveBeenCalledWith('saveLicense', { user_id: 9, state: 'CO', certification_number: 'CO-2026-17', effective_date: dayIn(-10), expiration_date: dayIn(60) });
    await waitFor(async () => expect((await cell('Colorado')).getAttribute('data-colour')).toBe('orange'));
    expect(reads(call)).toBe(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Colorado licence — pma' })).toBeNull());
  });

  it('deletes a licence after confirming and the cell turns grey', async () => {
    renderScreen();
    fireEvent.click(await cell('Texas'));
    const popup = await screen.findByRole('dialog', { name: 'Texas licence — pma' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(question).getByText('Delete the licence for Texas?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await screen.findByText('The licence has been deleted.');
    await waitFor(async () => expect((await cell('Texas')).getAttribute('data-colour')).toBe('grey'));
  });

  it('[licences-save-who] shows the popup read-only, with Close and without Save, to whom may not edit', async () => {
    renderScreen(false);
    fireEvent.click(await cell('Texas'));
    const popup = await screen.findByRole('dialog', { name: 'Texas licence — pma' });
    expect(within(popup).getByLabelText(/^Certification Number/).hasAttribute('readonly')).toBe(true);
    expect(within(popup).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(popup).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(popup).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
