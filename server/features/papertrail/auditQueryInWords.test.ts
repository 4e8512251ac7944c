import { describe, expect, it } from 'vitest';
import { auditQueryInWords } from './auditQueryInWords';

describe('auditQueryInWords', () => {
  it.each([
    { name: 'a last name filter, without paging and order', query: { limit: 20, page: 2, order_by: { field: 'x' }, search: { patient_last_name: 'smi', surgeon_id: null } }, want: 'patient last name “smi”' },
    { name: 'several filters', query: { search: { surgeon_id: 4, patient_status: 2 } }, want: 'surgeon 4, patient status 2' },
    { name: 'a search option and its name term', query: { search_model: 'patient_name', search_term: { last_name: 'Lee', first_name: null } }, want: 'search model “patient_name”, search term (last name “Lee”)' },
    { name: 'filters as body fields', query: { patient_id: 12, date: '2026-03-02' }, want: 'patient 12, date “2026-03-02”' },
    { name: 'no filter', query: { page: 1, search: {} }, want: '' },
    { name: 'not an object', query: null, want: '' },
  ])('$name', ({ query, want }) => {
    expect(auditQueryInWords(query)).toBe(want);
  });
});
