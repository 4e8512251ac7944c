import { describe, expect, it } from 'vitest';
import { optionSource, rowsToOptions, withAllOption } from './filterOptions';
import type { ListFilter } from '../../src/generated/spec-types';

const catalog = {
  surgeons: { operation: 'listSurgeons', value: 'id', label: 'name' },
  monitorTypes: { values: [{ value: 1, label: 'RTM' }, { value: 2, label: 'RPM' }] },
};
const surgeons: ListFilter = { field: 'surgeon_id', label: 'Surgeons', widget: 'select', options: { lookup: 'surgeons' }, all: 'All Surgeons' };

describe('optionSource', () => {
  it('resolves a catalog lookup loaded from an operation', () => {
    expect(optionSource(surgeons, catalog)).toEqual({ kind: 'operation', operation: 'listSurgeons', value: 'id', label: 'name' });
  });

  it('resolves a catalog lookup of fixed values', () => {
    expect(optionSource({ field: 'monitor', label: 'Monitor', widget: 'select', options: { lookup: 'monitorTypes' } }, catalog)).toEqual({
      kind: 'fixed',
      options: [
        { value: '1', label: 'RTM' },
        { value: '2', label: 'RPM' },
      ],
    });
  });

  it('names an unknown lookup instead of showing an empty dropdown', () => {
    expect(() => optionSource({ field: 'x', label: 'X', widget: 'select', options: { lookup: 'surgeon' } }, catalog)).toThrow("unknown lookup 'surgeon'");
  });

  it('has no options for a search filter', () => {
    expect(optionSource({ field: 'patient_last_name', label: 'Last name', widget: 'search' }, catalog)).toEqual({ kind: 'none' });
  });
});

describe('rowsToOptions and withAllOption', () => {
  it('reads options from the rows by the lookup value and label fields', () => {
    const rows = [
      { search_value: 2, name: 'Active' },
      { search_value: 3, name: 'Archived' },
    ];
    expect(rowsToOptions(rows, 'search_value', 'name')).toEqual([
      { value: '2', label: 'Active' },
      { value: '3', label: 'Archived' },
    ]);
    expect(rowsToOptions({ data: rows }, 'search_value', 'name')).toHaveLength(2);
  });

  it('[patient-list-default-filters] puts the "all" label first, meaning no filter', () => {
    expect(withAllOption(surgeons, [{ value: '4', label: 'Dr Who' }])).toEqual([
      { value: '', label: 'All Surgeons' },
      { value: '4', label: 'Dr Who' },
    ]);
    expect(withAllOption({ ...surgeons, all: undefined }, [])).toEqual([]);
  });
});
