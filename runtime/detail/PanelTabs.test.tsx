// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRegistry } from '../../src/appRegistry';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelTab } from '../../src/generated/spec-types';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { PanelTabs } from './PanelTabs';

beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  window.innerWidth = 1280;
});

/** Two list tabs over the patient's video rooms: every call, and only the ended ones (`where`). */
const tab = (title: string, where?: Compiled<PanelTab>['list']): Compiled<PanelTab> => ({ title, ...(where === undefined ? {} : { list: where }) });
const roomsList = (ended: boolean): NonNullable<Compiled<PanelTab>['list']> => ({
  source: {
    operation: 'listPatientVideoRooms',
    pageSize: 50,
    rows: 'rooms',
    params: { id: 'id' },
    ...(ended ? { where: { field: 'ended_at', notIn: [null] } } : {}),
    paging: 'whole',
    filtersAt: 'body',
    access: { signedIn: true },
  },
  columns: [{ field: 'caller_username', header: 'Caller' }],
  empty: 'No calls',
});

describe('PanelTabs (a region of tabs the spec builds)', () => {
  it('opens the expanded tab, draws only the open tab, and a list tab reads its rows when opened', async () => {
    const call = vi.fn((_operation: string, _body?: unknown, _params?: unknown): Promise<unknown> =>
      Promise.resolve({ rooms: [{ id: 1, caller_username: 'pms', ended_at: '2026-11-24T10:05:00Z' }, { id: 2, caller_username: 'live', ended_at: null }] }),
    );
    render(
      <MantineProvider>
        <RuntimeRegistryProvider value={appRegistry}>
          <MemoryRouter>
            <PanelTabs
              tabs={[tab('All Calls', roomsList(false)), tab('Ended Calls', roomsList(true))]}
              expanded="Ended Calls"
              title="Calls"
              record={{ id: 7 }}
              call={call}
              can={() => true}
              route="/patientProfile/{id}"
            />
          </MemoryRouter>
        </RuntimeRegistryProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Ended Calls' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('pms')).toBeTruthy();
    // `where` keeps the call still running out of the list.
    expect(screen.queryByText('live')).toBeNull();
    expect(call.mock.calls[0]?.[2]).toEqual({ path: { id: 7 } });
    fireEvent.click(screen.getByRole('tab', { name: 'All Calls' }));
    expect(await screen.findByText('live')).toBeTruthy();
  });

  it('leaves out a tab whose access the user lacks', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <PanelTabs
            tabs={[tab('Mine'), { ...tab('Secret'), access: { roles: ['superAdmin'] } }]}
            title="Tabs"
            record={{}}
            call={() => Promise.resolve([])}
            can={() => false}
            route="/x"
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Mine' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Secret' })).toBeNull();
  });
});
