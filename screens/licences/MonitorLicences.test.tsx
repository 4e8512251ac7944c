// @vitest-environment jsdom
// Patient Monitoring Licenses as its spec draws it (specs/screens/monitor-licences.screen.yaml:
// the cards runtime, the licenceGrid card part and the licence form), with a fake middleware: a
// saved or deleted licence marks the cached therapists stale, so the grid reads them again and
// shows the new colour without a reload.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { roleIdByName } from '../../src/generated/access';
import { screen as licencesSpec } from '../../src/generated/screens/monitor-licences';
import { createPortalQueryClient } from '../../runtime/api/portalQueryClient';
import { CardsScreen } from '../../runtime/cards/CardsScreen';
import { ConfirmDialogHost } from '../../runtime/dialogs/ConfirmDialogHost';
import { createRuntimeRegistry } from '../../runtime/registry/RuntimeRegistry';
import { RuntimeRegistryProvider } from '../../runtime/registry/RuntimeRegistryContext';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { ToastHost } from '../../runtime/toasts/ToastHost';
import { LicenceGrid } from './LicenceGrid';
import { monitorTypeFormat } from './monitorTypeFormat';

afterEach(() => {
  act(() => notifications.clean());
});

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Licence {
  id: number;
  state: string;
  certification_number: string;
  effective_date: string;
  expiration_date: string;
  url: string | null;
}

/** A middleware holding one therapist's licences: saves and deletes change what the list answers. */
function fakeMiddleware(canEdit: boolean) {
  let licences: Licence[] = [{ id: 1, state: 'TX', certification_number: 'TX-1', effective_date: dayIn(-100), expiration_date: dayIn(200), url: 'licences/tx.pdf' }];
  const therapist = () => ({ id: 9, username: 'pma', first_name: 'Emma', last_name: 'Rossi', monitor_type_id: 1, monitor_licenses: licences, can_edit_licenses: canEdit });
  return vi.fn((operation: string, body?: unknown, params?: { path?: { id?: number | string } }): Promise<unknown> => {
    switch (operation) {
      case 'listSpecialistsWithLicenses':
        return Promise.resolve([therapist()]);
      case 'saveLicense': {
        const fields = typeof body === 'object' && body !== null ? body : {};
        const saved: Licence = { certification_number: '', effective_date: '', expiration_date: '', state: '', ...fields, id: 2, url: null };
        licences = [...licences.filter((licence) => licence.state !== saved.state), saved];
        return Promise.resolve(saved);
      }
      case 'deleteLicense':
        licences = licences.filter((licence) => String(licence.id) !== String(params?.path?.id));
        return Promise.resolve(null);
      case 'getCredentialUrl':
        return Promise.resolve({ url: 'https://files.example/tx.pdf?signed' });
      default:
        return Promise.reject(new Error(`unexpected ${operation}`));
    }
  });
}

const registry = createRuntimeRegistry({ formats: { monitorType: monitorTypeFormat }, cardParts: { licenceGrid: LicenceGrid } });

function renderScreen(canEdit = true) {
  const call = fakeMiddleware(canEdit);
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'pmm', role_id: roleIdByName.monitoringManager, permissions: [] } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={createPortalQueryClient()}>
        <MantineProvider>
          <RuntimeRegistryProvider value={registry}>
            <SessionContext.Provider value={session}>
              <ToastHost />
              <ConfirmDialogHost />
              <CardsScreen spec={licencesSpec} call={call} />
            </SessionContext.Provider>
          </RuntimeRegistryProvider>
        </MantineProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return call;
}

const cell = async (state: string) => within(await screen.findByRole('region', { name: 'Licences of pma' })).getByRole('button', { name: new RegExp(`^${state}:`) });
const reads = (call: ReturnType<typeof vi.fn>) => call.mock.calls.filter(([name]) => name === 'listSpecialistsWithLicenses').length;

describe('Patient Monitoring Licenses (its spec)', () => {
  it('[licences-layout] [licences-colour-none] [licences-colour-green] shows the card of each therapist with its name, its monitor type and the 51 cells', async () => {
    renderScreen();
    const card = await screen.findByRole('region', { name: 'Licences of pma' });
    expect(within(card).getByText('Emma Rossi')).toBeTruthy();
    expect(within(card).getByText('RTM')).toBeTruthy();
    await waitFor(() => expect(within(card).getAllByRole('button')).toHaveLength(51));
    expect((await cell('Texas')).getAttribute('aria-label')).toBe('Texas: valid for 90 days or more');
    expect((await cell('Alaska')).getAttribute('aria-label')).toBe('Alaska: no licence');
  });

  it("[licences-popup] [licences-state-preset] saves a licence for the cell's state and the grid reads the therapists again", async () => {
    const call = renderScreen();
    fireEvent.click(await cell('Colorado'));
    const popup = await screen.findByRole('dialog', { name: 'Colorado licence — pma' });
    expect(within(popup).getByLabelText<HTMLInputElement>('State').value).toBe('CO');
    expect(within(popup).getByText('None')).toBeTruthy();
    expect(within(popup).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.change(within(popup).getByLabelText(/^Certification Number/), { target: { value: 'CO-2026-17' } });
    fireEvent.change(within(popup).getByLabelText(/^Effective Date/), { target: { value: dayIn(-10) } });
    fireEvent.change(within(popup).getByLabelText(/^Expiration Date/), { target: { value: dayIn(60) } });
    fireEvent.click(within(popup).getByRole('button', { name: 'Save' }));
    await screen.findByText('The licence has been saved.');
    expect(call).toHaveBeenCalledWith('saveLicense', { user_id: 9, state: 'CO', certification_number: 'CO-2026-17', effective_date: dayIn(-10), expiration_date: dayIn(60) });
    await waitFor(async () => expect((await cell('Colorado')).getAttribute('data-colour')).toBe('orange'));
    // Read again (the cards runtime both marks the read stale and reloads after a card form: 2 reads more at most).
    expect(reads(call)).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Colorado licence — pma' })).toBeNull());
  });

  it('shows the licence held, opens its document at the address read afresh, and deletes it after confirming', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const call = renderScreen();
    fireEvent.click(await cell('Texas'));
    const popup = await screen.findByRole('dialog', { name: 'Texas licence — pma' });
    expect(within(popup).getByLabelText<HTMLInputElement>(/^Certification Number/).value).toBe('TX-1');
    fireEvent.click(within(popup).getByRole('button', { name: 'View document' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://files.example/tx.pdf?signed', '_blank', 'noopener'));
    expect(call).toHaveBeenCalledWith('getCredentialUrl', { url: 'licences/tx.pdf' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(question).getByText('Delete the licence for Texas?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await screen.findByText('The licence has been deleted.');
    expect(call).toHaveBeenCalledWith('deleteLicense', undefined, { path: { id: 1 } });
    await waitFor(async () => expect((await cell('Texas')).getAttribute('data-colour')).toBe('grey'));
  });

  it('[licences-save-who] shows the form read-only, with Close and without Save or Delete, to whom the record says may not edit', async () => {
    renderScreen(false);
    fireEvent.click(await cell('Texas'));
    const popup = await screen.findByRole('dialog', { name: 'Texas licence — pma' });
    expect(within(popup).getByLabelText(/^Certification Number/).hasAttribute('readonly')).toBe(true);
    expect(within(popup).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(popup).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(popup).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
