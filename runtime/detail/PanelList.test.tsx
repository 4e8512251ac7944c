// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRegistry } from '../../src/appRegistry';
import type { CompiledPanelList } from '../../src/generated/compiled-types';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import type { OperationCall } from '../core/listSpec';
import { PanelList } from './PanelList';

beforeAll(() => {
  // AG Grid measures its container; jsdom has no layout, so these stand-ins let it render.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

// jsdom's window is 1024 px wide, a mobile width here; the grid is the desktop layout.
beforeEach(() => {
  window.innerWidth = 1280;
});

/** The patient's plans, one GET of the patient's path (the whole list in one answer). */
const plansList: CompiledPanelList = {
  source: {
    operation: 'getAllPatientTreatmentPlans',
    pageSize: 20,
    orderBy: { field: 'name', direction: 'asc' },
    params: { patientId: 'id' },
    paging: 'whole',
    filtersAt: 'search',
    access: { signedIn: true },
  },
  columns: [
    { field: 'name', header: 'Plan' },
    { field: 'treatment_start_date', header: 'Start', format: 'unixDate' },
  ],
  empty: 'No treatment plans',
};

/** A paged list whose body takes a field of the record. */
const pagedList: CompiledPanelList = {
  source: {
    operation: 'listPatients',
    pageSize: 2,
    orderBy: { field: 'patient_last_name', direction: 'asc' },
    params: { practice_id: 'practice.id' },
    paging: 'camel',
    filtersAt: 'search',
    access: { signedIn: true },
  },
  columns: [{ field: 'patient_last_name', header: 'Last Name' }],
};

/** Shows the page's address, which a list inside a region leaves alone. */
function Address() {
  const location = useLocation();
  return <span data-testid="address">{`${location.pathname}${location.search}`}</span>;
}

function renderList(list: CompiledPanelList, call: OperationCall) {
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'superadmin', role_id: 1 } });
  render(
    <MantineProvider>
      <RuntimeRegistryProvider value={appRegistry}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/patientProfile/7']}>
            <PanelList list={list} title="Treatment Plans" route="/patientProfile/{id}" record={{ id: 7, practice: { id: 3 } }} call={call} />
            <Address />
          </MemoryRouter>
        </SessionContext.Provider>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
}

describe('PanelList (a `list` slot)', () => {
  it('shows the rows of its operation through the list runtime, a path parameter taken from the record, without a heading of its own', async () => {
    const call = vi.fn((_operation: string, _body?: unknown, _params?: unknown): Promise<unknown> =>
      Promise.resolve([{ id: 1, name: 'Post-op', treatment_start_date: 1_767_225_600 }]),
    );
    renderList(plansList, call);
    expect(await screen.findByText('Post-op')).toBeTruthy();
    expect(screen.getByText('01/01/2026')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Plan/ })).toBeTruthy();
    const [operation, , params] = call.mock.calls[0] ?? [];
    expect(operation).toBe('getAllPatientTreatmentPlans');
    expect(params).toEqual({ path: { patientId: 7 } });
    // The region's card carries the title; the list adds no page heading.
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows its empty text when there are no rows', async () => {
    renderList(plansList, () => Promise.resolve([]));
    expect((await screen.findByRole('status')).textContent).toBe('No treatment plans');
  });

  it('pages within the region: the body takes the record\'s field, and the page\'s address stays the screen\'s', async () => {
    const call = vi.fn((_operation: string, body?: unknown): Promise<unknown> => {
      const page = (body as { page: number }).page;
      return Promise.resolve({ data: [{ patient_id: page, patient_last_name: page === 1 ? 'Lovelace' : 'Turing' }], currentPage: page, lastPage: 2, total: 2 });
    });
    renderList(pagedList, call);
    await screen.findByText('Lovelace');
    expect(call.mock.calls[0]?.[1]).toMatchObject({ limit: 2, page: 1, practice_id: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Turing');
    await waitFor(() => expect(call.mock.calls.at(-1)?.[1]).toMatchObject({ page: 2, practice_id: 3 }));
    expect(screen.getByTestId('address').textContent).toBe('/patientProfile/7');
  });

  it('[plan-treatment-information-cards] with `layout: cards` shows one card per row, every column labelled, and a create link filled from the record', async () => {
    const call = vi.fn((): Promise<unknown> =>
      Promise.resolve([
        { id: 1, name: 'Post-op', treatment_start_date: 1_767_225_600 },
        { id: 2, name: 'Pre-op', treatment_start_date: null },
      ]),
    );
    renderList({ ...plansList, layout: 'cards', createLink: { label: 'Add Treatment Plan', to: '/treatmentPlan/{id}' } }, call);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual(['Post-op', 'Pre-op']);
    expect(cards[0]?.textContent).toContain('Start');
    expect(cards[0]?.textContent).toContain('01/01/2026');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Treatment Plan' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/treatmentPlan/7'));
  });
});
