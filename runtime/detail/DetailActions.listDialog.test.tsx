// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRegistry } from '../../src/appRegistry';
import type { CompiledAction } from '../../src/generated/compiled-types';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { DetailActions } from './DetailActions';

beforeAll(() => {
  // AG Grid measures its container; jsdom has no layout.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  window.innerWidth = 1280;
});

/** A header action showing the patient's calls in a dialog: a GET of the patient's path, every row at once. */
const calls: CompiledAction = {
  label: 'Calls',
  access: { signedIn: true },
  listDialog: {
    title: 'Calls of {first_name}',
    closeLabel: 'Done',
    list: {
      source: { operation: 'listPatientVideoRooms', pageSize: 50, rows: 'rooms', params: { id: 'id' }, paging: 'whole', filtersAt: 'body', access: { signedIn: true } },
      columns: [{ field: 'caller_username', header: 'Caller' }],
    },
  },
};

describe("a detail screen's listDialog action", () => {
  it("opens its list over the record, asked with the record's fields, and closes with its close label", async () => {
    const call = vi.fn((_operation: string, _body?: unknown, _params?: unknown): Promise<unknown> => Promise.resolve({ rooms: [{ id: 1, caller_username: 'pms' }] }));
    const session = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'u', role_id: 1 } });
    render(
      <MantineProvider>
        <RuntimeRegistryProvider value={appRegistry}>
          <MemoryRouter>
            <SessionContext.Provider value={session}>
              <DetailActions actions={[calls]} record={{ id: 7, first_name: 'Ana' }} can={session.can} call={call} confirm={() => Promise.resolve(true)} reload={vi.fn()} spec="screen /patientProfile/{id}" />
            </SessionContext.Provider>
          </MemoryRouter>
        </RuntimeRegistryProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Calls' }));
    expect(await screen.findByText('Calls of Ana')).toBeTruthy();
    expect(await screen.findByText('pms')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('listPatientVideoRooms', expect.anything(), { path: { id: 7 } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Done' }).at(-1)!);
    expect(screen.queryByText('Calls of Ana')).toBeNull();
  });
});
