// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { appRegistry } from '../../src/appRegistry';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTable } from '../../src/generated/allScreens';
import type { Row } from '../formats/cellDisplay';
import type { ListRequest } from './listRequest';
import { ListScreen } from './ListScreen';
import { staticLookupList } from './staticListFixture';
import { listSpecAt } from './listSpecAt';

// specs/screens/patients.screen.yaml, compiled
const spec = listSpecAt('/patients');

beforeAll(() => {
  // AG Grid measures its container; jsdom has no layout, so these stand-ins let it render.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

// jsdom's window is 1024 px wide, a mobile width here; tests start on a desktop.
beforeEach(() => {
  window.innerWidth = 1280;
});

const patients: Row[] = [
  { patient_id: 1, patient_identifier: '1000001', patient_first_name: 'Ada', patient_last_name: 'Lovelace', pain: 8, completed_sessions: 3, total_sessions: 30, patient_status: { id: 2, name: 'Active' } },
  { patient_id: 2, patient_identifier: '1000002', patient_first_name: 'Alan', patient_last_name: 'Turing', pain: 2, completed_sessions: 0, total_sessions: 42 },
  { patient_id: 3, patient_identifier: '1000003', patient_first_name: 'Grace', patient_last_name: 'Hopper', pain: 5 },
];

/** The middleware at the edge: the patient list and the two lookups its filters name. */
function fakeMiddleware({ rows = patients, lastPage = 20 }: { rows?: Row[]; lastPage?: number } = {}) {
  return vi.fn((operation: string, body?: unknown) => {
    switch (operation) {
      case 'listPatients':
        return Promise.resolve({ data: rows, currentPage: (body as ListRequest).page, lastPage, total: rows.length });
      case 'listSurgeons':
        return Promise.resolve([{ id: 4, name: 'Dr Strange' }]);
      case 'listTherapists':
        return Promise.resolve([{ id: 5, name: 'Priya Raman' }]);
      case 'listDmes':
        return Promise.resolve([{ id: 6, name: 'Summit Medical Supply' }]);
      case 'queryProcedureLegTypes':
      case 'queryProcedureTypes':
        return Promise.resolve([{ id: 1, name: 'Left' }]);
      case 'queryPatientStatusTypes':
        return Promise.resolve([
          { search_value: 2, name: 'Active' },
          { search_value: 3, name: 'Archived' },
        ]);
      default:
        return Promise.reject(new Error(`unexpected ${operation}`));
    }
  });
}

type Call = ReturnType<typeof fakeMiddleware>;
const listCalls = (call: Call) => call.mock.calls.filter(([operation]) => operation === 'listPatients').map(([, body]) => body as ListRequest);
const lastListCall = (call: Call) => listCalls(call).at(-1);

function renderList(call: Call, url = '/patients') {
  return render(
    <MantineProvider>
      <RuntimeRegistryProvider value={appRegistry}>
        <MemoryRouter initialEntries={[url]}>
          <ListScreen spec={spec} call={call} />
        </MemoryRouter>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
}

// AG Grid renders slowly in jsdom, more so while other suites run beside this one.
describe('ListScreen', () => {
  it('[patient-list-layout] [patient-list-columns] shows the title, the filters and the columns of the spec', async () => {
    renderList(fakeMiddleware());
    expect(screen.getByRole('heading', { name: 'Patients' })).toBeTruthy();
    expect(screen.getByLabelText('Last name')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Surgeons' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    for (const header of ['Patient ID', 'First Name', 'Last Name', 'Sessions', 'Pain', 'Last Session', 'Status']) {
      expect(await screen.findByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    expect(await screen.findByText('Lovelace')).toBeTruthy();
    expect(screen.getByText('3 / 30')).toBeTruthy();
  });

  it('[patient-list-default-filters] [default-list-limit] [patient-list-default-order] sends Status 2, 20 rows and last-name order', async () => {
    const call = fakeMiddleware();
    renderList(call);
    await waitFor(() => expect(lastListCall(call)).toBeDefined());
    expect(lastListCall(call)).toEqual({ limit: 20, page: 1, order_by: { field: 'patient_last_name', direction: 'asc' }, search: { patient_status: 2 } });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Status' }).value).toBe('Active'));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Surgeons' }).value).toBe('All Surgeons'));
  });

  it('[patient-list-filter-resets-page] [search-debounce] a filter change sends page 1, once typing pauses', async () => {
    const call = fakeMiddleware();
    renderList(call, '/patients?page=3');
    await waitFor(() => expect(lastListCall(call)?.page).toBe(3));
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Tur' } });
    expect(lastListCall(call)?.search.patient_last_name).toBeUndefined();
    await waitFor(() => expect(lastListCall(call)).toMatchObject({ page: 1, search: { patient_last_name: 'Tur', patient_status: 2 } }));
  });

  it('[list-sorting] clicking a sortable header sends order_by with the field and direction', async () => {
    const call = fakeMiddleware();
    const { container } = renderList(call);
    await screen.findByText('Lovelace');
    const painHeader = container.querySelector('.ag-header-cell[col-id="pain"] .ag-header-cell-label');
    expect(painHeader).not.toBeNull();
    act(() => {
      fireEvent.click(painHeader!);
    });
    await waitFor(() => expect(lastListCall(call)).toMatchObject({ page: 1, order_by: { field: 'pain', direction: 'asc' } }));
    // The grid keeps the server's order of the page instead of sorting it again.
    const lastNames = () => [...container.querySelectorAll('.ag-cell[col-id="patient_last_name"]')].map((cell) => cell.textContent);
    await waitFor(() => expect(lastNames()).toEqual(['Lovelace', 'Turing', 'Hopper']));
  });

  it('[empty-list] shows "This list is empty" when there are no rows', async () => {
    renderList(fakeMiddleware({ rows: [], lastPage: 1 }));
    expect(await screen.findByText('This list is empty')).toBeTruthy();
  });

  it('[pain-colour] colours pain red above 6, green below 4 and amber between', async () => {
    const { container } = renderList(fakeMiddleware());
    await screen.findByText('Lovelace');
    const tone = (pain: string) => [...container.querySelectorAll('[data-tone]')].find((badge) => badge.textContent === pain)?.getAttribute('data-tone');
    expect(tone('8')).toBe('red');
    expect(tone('2')).toBe('green');
    expect(tone('5')).toBe('amber');
    expect(screen.getByText('Pain 8, high')).toBeTruthy();
  });

  it('[pager-links] [list-response-paging] pages through what the server reports, 9 links on desktop', async () => {
    const call = fakeMiddleware({ lastPage: 20 });
    renderList(call);
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(9);
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListCall(call)?.page).toBe(2));
  });

  it('[mobile-breakpoint] [patient-list-filters-collapse] below 1217 px folds the filters into a Filters panel and shows 3 page links', async () => {
    window.innerWidth = 1216;
    renderList(fakeMiddleware({ lastPage: 20 }));
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
  });

  it('[mobile-breakpoint] at 1217 px shows the filters in line', () => {
    window.innerWidth = 1217;
    renderList(fakeMiddleware());
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });
});

describe('ListScreen with a static source', () => {
  it('[reports-types] lists the report types under a Report header, without a call or a pager', async () => {
    const reports = staticLookupList;
    const call = vi.fn(() => Promise.reject(new Error('a static list must not call')));
    const { container } = render(
      <MantineProvider>
        <RuntimeRegistryProvider value={appRegistry}>
          <MemoryRouter initialEntries={['/admin/reports']}>
            <ListScreen spec={reports} call={call} />
          </MemoryRouter>
        </RuntimeRegistryProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(await screen.findByText('Completed Treatment Plans')).toBeTruthy();
    const labels = [...container.querySelectorAll('.ag-cell[col-id="label"]')].map((cell) => cell.textContent);
    expect(labels).toHaveLength(11);
    expect(labels).toContain('Ortho Patients Comorbidity Report');
    expect(container.querySelector('.ag-header-cell[col-id="label"]')?.textContent).toContain('Report');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});

describe('ListScreen of the practice list', () => {
  it('[practice-default-order] [phone-display] shows nested row fields and the office phone formatted', async () => {
    const practices = routeTable['/practices'];
    if (practices?.kind !== 'list') throw new Error('specs/screens/practices.screen.yaml is not a list screen');
    const row: Row = {
      id: 1,
      name: 'Northside Orthopaedics',
      npi: '1457382910',
      practice_type: { id: 3, name: 'Surgeon' },
      address: { line_1: '1200 Lakeshore Dr', city: 'Chicago', state: 'IL', zip_code: '60611' },
      office_phone: '3125550142',
    };
    const call = vi.fn((_operation: string, _body?: unknown) => Promise.resolve({ data: [row], currentPage: 1, lastPage: 1, total: 1 }));
    const { container } = render(
      <MantineProvider>
        <RuntimeRegistryProvider value={appRegistry}>
          <MemoryRouter initialEntries={['/practices']}>
            <ListScreen spec={practices} call={call} />
          </MemoryRouter>
        </RuntimeRegistryProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('Northside Orthopaedics')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('listPractices', { limit: 20, page: 1, order_by: { field: 'name', direction: 'asc' }, search: {} });
    const cell = (field: string) => container.querySelector(`.ag-cell[col-id="${field}"]`)?.textContent;
    expect([cell('practice_type.name'), cell('address.city'), cell('address.state'), cell('office_phone')]).toEqual([
      'Surgeon',
      'Chicago',
      'IL',
      '(312) 555-0142',
    ]);
    expect(screen.getByLabelText('Name')).toBeTruthy();
  });
});
