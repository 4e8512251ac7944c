import { describe, expect, it } from 'vitest';
import { readListQuery, withFilter, withOrder, withPage } from './listQuery';
import { listSpecAt } from './listSpecAt';

// specs/screens/patients.screen.yaml, compiled
const spec = listSpecAt('/patients');

const query = (text: string) => new URLSearchParams(text);
const noPeople = { physical_therapist_id: '', dme_id: '', procedure_id: '', procedure_type_id: '' };

describe('readListQuery', () => {
  it('[patient-list-default-filters] [patient-list-default-order] a clean URL means the spec defaults', () => {
    expect(readListQuery(query(''), spec)).toEqual({
      // All physical therapists, surgeons, DMEs, procedures and procedure types; status Active.
      filters: { ...noPeople, patient_last_name: '', surgeon_id: '', patient_status: '2' },
      page: 1,
      order: { field: 'patient_last_name', direction: 'asc' },
    });
  });

  it('reads filters, page and sort back from the URL, so reload and back keep them', () => {
    expect(readListQuery(query('patient_last_name=smi&surgeon_id=4&patient_status=&page=3&sort=pain&dir=desc'), spec)).toEqual({
      filters: { ...noPeople, patient_last_name: 'smi', surgeon_id: '4', patient_status: '' },
      page: 3,
      order: { field: 'pain', direction: 'desc' },
    });
  });

  it('ignores a page that is not a positive number and a sort on a column that cannot be sorted', () => {
    const read = readListQuery(query('page=-2&sort=patient_status'), spec);
    expect(read.page).toBe(1);
    expect(read.order).toEqual({ field: 'patient_last_name', direction: 'asc' });
  });
});

describe('withFilter', () => {
  it('[patient-list-filter-resets-page] changing a filter returns to page 1', () => {
    expect(withFilter(query('page=4'), spec, 'surgeon_id', '7').toString()).toBe('surgeon_id=7');
  });

  it('keeps the default out of the URL and an explicit "all" over a default in it', () => {
    expect(withFilter(query('patient_status=5'), spec, 'patient_status', '2').toString()).toBe('');
    expect(withFilter(query(''), spec, 'patient_status', '').toString()).toBe('patient_status=');
  });
});

describe('withPage and withOrder', () => {
  it('writes the page, leaving page 1 implicit', () => {
    expect(withPage(query('surgeon_id=7'), 2).toString()).toBe('surgeon_id=7&page=2');
    expect(withPage(query('page=2'), 1).toString()).toBe('');
  });

  it('[list-sorting] writes a new order and returns to page 1', () => {
    expect(withOrder(query('page=3'), spec, { field: 'pain', direction: 'desc' }).toString()).toBe('sort=pain&dir=desc');
    expect(withOrder(query('sort=pain&dir=desc'), spec, { field: 'patient_last_name', direction: 'asc' }).toString()).toBe('');
  });
});
