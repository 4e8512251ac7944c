// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { notifyError } from '../errors/notifyError';
import type { ListRequest } from './listRequest';
import type { ListSpec } from '../core/listSpec';
import { listSpecAt } from './listSpecAt';
import { staticLookupList } from './staticListFixture';
import { useListController } from './useListController';

// specs/screens/patients.screen.yaml, compiled
const spec = listSpecAt('/patients');

vi.mock('../errors/notifyError', () => ({ notifyError: vi.fn() }));

function fakeServer(lastPage = 7) {
  return vi.fn((_operation: string, body?: unknown) =>
    Promise.resolve({ data: [{ patient_id: (body as ListRequest).page }], currentPage: (body as ListRequest).page, lastPage, total: 131 }),
  );
}

function renderController(call: ReturnType<typeof fakeServer>, url = '/patients') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => useListController(spec, call), { wrapper });
}

const lastBody = (call: ReturnType<typeof fakeServer>) => call.mock.lastCall?.[1] as ListRequest;

describe('useListController', () => {
  it('[patient-list-call] [default-list-limit] loads page 1 of 20 with the default Status 2 and last-name order', async () => {
    const call = fakeServer();
    const { result } = renderController(call);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(call).toHaveBeenCalledWith('listPatients', {
      limit: 20,
      page: 1,
      order_by: { field: 'patient_last_name', direction: 'asc' },
      search: { patient_status: 2 },
    });
    expect(result.current.page).toEqual({ rows: [{ patient_id: 1 }], currentPage: 1, lastPage: 7, total: 131 });
  });

  it('[patient-list-filter-resets-page] a filter change loads page 1 with the filter', async () => {
    const call = fakeServer();
    const { result } = renderController(call, '/patients?page=3');
    await waitFor(() => expect(lastBody(call).page).toBe(3));
    act(() => result.current.setFilter('surgeon_id', '12'));
    await waitFor(() => expect(lastBody(call)).toMatchObject({ page: 1, search: { surgeon_id: 12, patient_status: 2 } }));
  });

  it('[list-sorting] a new order sends order_by with the field and direction', async () => {
    const call = fakeServer();
    const { result } = renderController(call);
    act(() => result.current.setOrder({ field: 'pain', direction: 'desc' }));
    await waitFor(() => expect(lastBody(call).order_by).toEqual({ field: 'pain', direction: 'desc' }));
  });

  it('[list-response-paging] moves between pages the server reports', async () => {
    const call = fakeServer();
    const { result } = renderController(call);
    act(() => result.current.setPage(4));
    await waitFor(() => expect(result.current.page?.currentPage).toBe(4));
  });

  it('[list-form-errors-notifier] shows a failed load through the notifier and keeps the last page', async () => {
    const call = fakeServer();
    const { result } = renderController(call);
    await waitFor(() => expect(result.current.page).toBeDefined());
    const failure = ApiError.fromResponse(500, { message: 'Server down' });
    call.mockRejectedValueOnce(failure);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(notifyError).toHaveBeenCalledWith(failure);
    expect(result.current.page?.rows).toEqual([{ patient_id: 1 }]);
  });
});

describe('useListController with a static source', () => {
  const reports: ListSpec = staticLookupList;

  function renderStatic(url = '/admin/reports', staticSpec: ListSpec = reports) {
    const call = vi.fn(() => Promise.reject(new Error('a static list must not call')));
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
    return { call, ...renderHook(() => useListController(staticSpec, call), { wrapper }) };
  }

  it('[reports-types] shows the report types at once, without calling the middleware', () => {
    const { call, result } = renderStatic();
    expect(result.current.loading).toBe(false);
    expect(result.current.page).toMatchObject({ currentPage: 1, lastPage: 1, total: 11 });
    expect(result.current.page?.rows[0]).toEqual({ value: 'completedTreatmentPlans', label: 'Completed Treatment Plans' });
    expect(call).not.toHaveBeenCalled();
  });

  it('[list-sorting] sorts in the browser when a header asks for an order', async () => {
    const { call, result } = renderStatic();
    act(() => result.current.setOrder({ field: 'label', direction: 'desc' }));
    await waitFor(() => expect(result.current.page?.rows[0]?.label).toBe('Study Group Patients'));
    expect(result.current.page?.rows.at(-1)?.label).toBe('Billing Report');
    expect(call).not.toHaveBeenCalled();
  });

  it('[list-response-paging] pages in the browser by the spec page size', async () => {
    const { result } = renderStatic('/admin/reports', { ...reports, source: { lookup: 'reportTypes', pageSize: 4 } });
    expect(result.current.page).toMatchObject({ currentPage: 1, lastPage: 3, total: 11 });
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.page?.currentPage).toBe(3));
    expect(result.current.page?.rows.map((row) => row.value)).toEqual(['customPatients', 'deviceGeolocationReport', 'orthoPatientsComorbidityReport']);
  });
});
