import { describe, expect, it } from 'vitest';
import { readListQuery } from './listQuery';
import { listRequest } from './listRequest';
import { listSpecAt } from './listSpecAt';

// specs/screens/patients.screen.yaml, compiled
const spec = listSpecAt('/patients');

describe('listRequest', () => {
  it('[default-list-limit] [patient-list-default-filters] [patient-list-default-order] asks for page 1 of 20, by last name, Active only', () => {
    expect(listRequest(spec, readListQuery(new URLSearchParams(), spec))).toEqual({
      limit: 20,
      page: 1,
      order_by: { field: 'patient_last_name', direction: 'asc' },
      search: { patient_status: 2 },
    });
  });

  it('[default-list-limit] uses 20 when the spec gives no usable page size', () => {
    const bare = { ...spec, source: { ...spec.source, pageSize: 0 }, filters: [] };
    expect(listRequest(bare, { filters: {}, page: 1, order: undefined })).toEqual({ limit: 20, page: 1, search: {} });
  });

  it('sends select values as numbers and search text as typed', () => {
    const query = readListQuery(new URLSearchParams('patient_last_name=007&surgeon_id=12&patient_status='), spec);
    expect(listRequest(spec, query).search).toEqual({ patient_last_name: '007', surgeon_id: 12 });
  });
});
