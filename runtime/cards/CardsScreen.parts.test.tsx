// @vitest-environment jsdom
// The card parts of a cards screen (`cards.parts`): a part drawn by a registered component with
// the card's record, opening its form with values of its own; the form starts from the object of
// a record list matching them (`initial`), opens a link read from an operation (`link`), deletes
// that object after confirming (`delete`) and is read-only where the record says (`readOnlyWhen`).
import { Button, MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleIdByName } from '../../src/generated/access';
import type { CompiledCardsScreen } from '../../src/generated/compiled-types';
import { createPortalQueryClient } from '../api/portalQueryClient';
import { ConfirmDialogHost } from '../dialogs/ConfirmDialogHost';
import type { CardPartProps } from '../registry/cardPartComponent';
import { createRuntimeRegistry } from '../registry/RuntimeRegistry';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { ToastHost } from '../toasts/ToastHost';
import { CardsScreen } from './CardsScreen';

afterEach(() => {
  act(() => notifications.clean());
  vi.restoreAllMocks();
});

/** A part with a button per slot of the record, each opening the part's form with its slot. */
function Slots({ record, open }: CardPartProps) {
  return ['1.0', '2.0'].map((slot) => (
    <Button key={slot} onClick={() => open({ slot })}>
      {`${String(record.name)} ${slot}`}
    </Button>
  ));
}

const spec = (part: string): Pick<CompiledCardsScreen, 'route' | 'title' | 'cards'> => ({
  route: '/slots',
  title: 'Slots',
  cards: {
    source: { operation: 'queryFirmwareTypes' },
    title: '{name}',
    parts: [
      {
        part,
        form: {
          form: 'firmwareUpload',
          title: '{name} slot {slot}',
          operation: 'uploadFirmware',
          values: { firmware_type_id: 'id', slot: 'slot' },
          initial: { from: 'versions', match: { version_number: 'slot' } },
          readOnlyWhen: { field: 'locked', in: [true] },
          link: { label: 'File:', text: 'Open file', operation: 'getCredentialUrl', body: { url: 'file_name' }, answer: 'url', none: 'No file' },
          delete: { label: 'Remove', operation: 'deleteLicense', params: { id: 'id' }, confirm: { title: 'Remove {slot}?', confirmLabel: 'Remove' }, success: 'Removed' },
          success: 'Saved',
        },
      },
    ],
  },
});

function renderCards(locked: boolean, part = 'slots') {
  const call = vi.fn((operation: string, _body?: unknown, _params?: unknown): Promise<unknown> => {
    if (operation === 'queryFirmwareTypes') return Promise.resolve([{ id: 3, name: 'Tablet', locked, versions: [{ id: 41, version_number: '1.0', file_name: 'tablet-1.bin' }] }]);
    if (operation === 'getCredentialUrl') return Promise.resolve({ url: 'https://files.example/tablet-1.bin' });
    return Promise.resolve({});
  });
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'superadmin', role_id: roleIdByName.superAdmin, permissions: [] } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={createPortalQueryClient()}>
        <MantineProvider>
          <RuntimeRegistryProvider value={createRuntimeRegistry({ cardParts: { slots: Slots } })}>
            <SessionContext.Provider value={session}>
              <ToastHost />
              <ConfirmDialogHost />
              <CardsScreen spec={spec(part)} call={call} />
            </SessionContext.Provider>
          </RuntimeRegistryProvider>
        </MantineProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return call;
}

describe('CardsScreen parts', () => {
  it("draws a registered part with the card's record; the part opens its form with its values, which start the form from the matching object", async () => {
    const call = renderCards(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Tablet 1.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tablet slot 1.0' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Version Number/).value).toBe('1.0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(call).toHaveBeenCalledWith('uploadFirmware', { version_number: '1.0', firmware_type_id: 3, slot: '1.0' });
  });

  it('opens the link at the address its operation answers, read with fields of the matching object', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const call = renderCards(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Tablet 1.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tablet slot 1.0' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open file' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://files.example/tablet-1.bin', '_blank', 'noopener'));
    expect(call).toHaveBeenCalledWith('getCredentialUrl', { url: 'tablet-1.bin' });
  });

  it('deletes the matching object after its confirmation; without one there is no delete and the link says none', async () => {
    const call = renderCards(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Tablet 1.0' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Tablet slot 1.0' })).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove 1.0?' })).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Removed');
    expect(call).toHaveBeenCalledWith('deleteLicense', undefined, { path: { id: 41 } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tablet slot 1.0' })).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Tablet 2.0' }));
    const other = await screen.findByRole('dialog', { name: 'Tablet slot 2.0' });
    expect(within(other).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(other).getByText('No file')).toBeTruthy();
  });

  it('shows the form read-only, with Close and without submit or delete, where readOnlyWhen holds on the record', async () => {
    renderCards(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Tablet 1.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tablet slot 1.0' });
    expect(within(dialog).getByLabelText(/^Version Number/).hasAttribute('readonly')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tablet slot 1.0' })).toBeNull());
  });
});
