// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRegistry } from '../../src/appRegistry';
import type { Compiled } from '../../src/generated/compiled-types';
import type { ListDialog as ListDialogSpec } from '../../src/generated/spec-types';
import type { OperationCall } from '../core/listSpec';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { ListDialog } from './ListDialog';

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

/** A GET answering all its rows in a field (`rows`), with a query parameter read from the record. */
const completedToday: Compiled<ListDialogSpec> = {
  title: "Today's Completed Patients",
  list: {
    source: {
      operation: 'getTodayCompletedPatients',
      pageSize: 500,
      rows: 'patients',
      params: { time_zone: 'time_zone' },
      paging: 'whole',
      filtersAt: 'body',
      access: { signedIn: true },
    },
    columns: [
      { field: 'patient_identifier', header: 'Patient ID' },
      { field: 'patient_name', header: 'Patient Name' },
    ],
    empty: 'No patients completed today',
  },
};

function renderDialog(call: OperationCall, opened = true, onClose = () => {}) {
  return render(
    <MantineProvider>
      <RuntimeRegistryProvider value={appRegistry}>
        <MemoryRouter>
          <ListDialog dialog={completedToday} opened={opened} onClose={onClose} record={{ time_zone: 'America/Chicago' }} route="/admin/rtmDashboard" call={call} />
        </MemoryRouter>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
}

describe('ListDialog (a list in a dialog)', () => {
  it('[rtm-completed-today-modal] shows the rows of the answer field `rows` names, its record\'s value sent in the query of the GET', async () => {
    const call = vi.fn((_operation: string, _body?: unknown, _params?: unknown): Promise<unknown> =>
      Promise.resolve({ patients: [{ patient_id: 4, patient_identifier: '1000004', patient_name: 'Ana Lopez' }] }),
    );
    renderDialog(call);
    expect(await screen.findByText('Ana Lopez')).toBeTruthy();
    expect(screen.getByText("Today's Completed Patients")).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Patient ID/ })).toBeTruthy();
    const [operation, , params] = call.mock.calls[0] ?? [];
    expect(operation).toBe('getTodayCompletedPatients');
    expect(params).toEqual({ query: { time_zone: 'America/Chicago' } });
  });

  it('[rtm-completed-today-empty] shows its empty text, and closes with its button', async () => {
    const onClose = vi.fn();
    renderDialog(() => Promise.resolve({ patients: [] }), true, onClose);
    expect((await screen.findByRole('status')).textContent).toBe('No patients completed today');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks nothing while closed, and reads the list again each time it opens', async () => {
    const call = vi.fn((): Promise<unknown> => Promise.resolve({ patients: [] }));
    const { rerender } = renderDialog(call, false);
    expect(call).not.toHaveBeenCalled();
    const shown = (opened: boolean) => (
      <MantineProvider>
        <RuntimeRegistryProvider value={appRegistry}>
          <MemoryRouter>
            <ListDialog dialog={completedToday} opened={opened} onClose={() => {}} record={{ time_zone: 'UTC' }} route="/admin/rtmDashboard" call={call} />
          </MemoryRouter>
        </RuntimeRegistryProvider>
      </MantineProvider>
    );
    rerender(shown(true));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    rerender(shown(false));
    rerender(shown(true));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  });
});

describe("a row action's listDialog (a list screen)", () => {
  it("opens its list in a dialog over the row, titled and asked with the row's fields", async () => {
    const { ListScreen } = await import('./ListScreen');
    const spec = {
      route: '/patients',
      title: 'Patients',
      source: { operation: 'listPatients', pageSize: 20, orderBy: { field: 'patient_last_name', direction: 'asc' }, paging: 'camel', filtersAt: 'search', access: { signedIn: true } },
      columns: [{ field: 'patient_last_name', header: 'Last Name' }],
      rowActions: [{ label: 'Calls', access: { signedIn: true }, listDialog: { title: 'Calls of {patient_last_name}', list: completedToday.list } }],
    } as const satisfies Parameters<typeof ListScreen>[0]['spec'];
    const call = vi.fn((operation: string, _body?: unknown, _params?: unknown): Promise<unknown> =>
      operation === 'listPatients'
        ? Promise.resolve({ data: [{ id: 3, patient_last_name: 'Lovelace', time_zone: 'Europe/London' }], currentPage: 1, lastPage: 1, total: 1 })
        : Promise.resolve({ patients: [{ patient_id: 3, patient_identifier: '1000003', patient_name: 'Ada Lovelace' }] }),
    );
    render(
      <MantineProvider>
        <RuntimeRegistryProvider value={appRegistry}>
          <MemoryRouter>
            <SessionContext.Provider value={sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'u', role_id: 1 } })}>
              <ListScreen spec={spec} call={call} />
            </SessionContext.Provider>
          </MemoryRouter>
        </RuntimeRegistryProvider>
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Calls' }));
    expect(await screen.findByText('Calls of Lovelace')).toBeTruthy();
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('getTodayCompletedPatients', expect.anything(), { query: { time_zone: 'Europe/London' } });
  });
});
