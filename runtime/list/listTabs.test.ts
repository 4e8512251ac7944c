import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/generated/allScreens';
import type { CompiledListScreen } from '../../src/generated/compiled-types';
import { readListQuery, withFilter } from './listQuery';
import { listRequest, listRequestBody } from './listRequest';

const devices = routeTable['/admin/devices'] as CompiledListScreen;
const sessions = routeTable['/uxcam/{patientID}'] as CompiledListScreen;

describe('list tabs, body filters and route params', () => {
  it('[devices-view-tabs] [device-list-call] the first tab is open by default and goes in the body with the filters', () => {
    const query = readListQuery(new URLSearchParams(), devices);
    expect(query.filters.assignment).toBe('with_patient');
    const body = listRequestBody(devices, listRequest(devices, readListQuery(new URLSearchParams('assignment=inventory&status=Pending&device_type_id=4'), devices)));
    expect(body).toEqual({
      limit: 20,
      page: 1,
      order_by: { field: 'serial_number', direction: 'asc' },
      assignment: 'inventory',
      status: 'Pending',
      device_type_id: 4,
    });
    // The first tab is left out of the address, another is kept.
    expect(withFilter(new URLSearchParams('assignment=inventory'), devices, 'assignment', 'with_patient').toString()).toBe('');
    expect(withFilter(new URLSearchParams(), devices, 'assignment', 'inventory').toString()).toBe('assignment=inventory');
  });

  it('takes body fields from the route parameters', () => {
    const body = listRequestBody(sessions, listRequest(sessions, readListQuery(new URLSearchParams('date=2026-11-20'), sessions)), { patientID: '12' });
    expect(body).toMatchObject({ patient_id: 12, date: '2026-11-20', limit: 20 });
    expect(body).not.toHaveProperty('search');
  });

  it('[device-list-call] a list whose operation takes a `search` object keeps its filters in search', () => {
    const patients = routeTable['/patients'] as CompiledListScreen;
    const body = listRequestBody(patients, listRequest(patients, readListQuery(new URLSearchParams(), patients)));
    expect(body.search).toEqual({ patient_status: 2 });
  });
});
