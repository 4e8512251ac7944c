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
