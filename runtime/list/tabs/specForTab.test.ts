import { describe, expect, it } from 'vitest';
import type { ListSpec } from '../../core/listSpec';
import { readListQuery } from '../listQuery';
import { routeTable } from '../../../src/generated/allScreens';
import type { CompiledListScreen } from '../../../src/generated/compiled-types';
import { listRequest, listRequestBody } from '../listRequest';
import { getQuery } from '../useListController';
import { specForTab, tabsSwitchOperation } from './specForTab';

// A completed tab as the compiler leaves it: its operation's wire shape beside it.
const completed: NonNullable<ListSpec['tabs']>['options'][number] = {
  value: 'completed',
  label: 'Completed Patients',
  operation: 'listCompletedTemplatePatients',
  readOnly: true,
  paging: 'snake',
  filtersAt: 'body',
};
const assignments: ListSpec = {
  route: '/promptAssignment',
  title: 'RTM Patient Template Assignment',
  source: { operation: 'listTemplateAssignments', pageSize: 20, orderBy: { field: 'assigned_at', direction: 'desc' }, paging: 'snake', filtersAt: 'body', access: { signedIn: true } },
  filters: [{ field: 'search', label: 'Search', widget: 'search' }],
  tabs: { field: 'tab', options: [{ value: 'active', label: 'Active Assignments' }, completed] },
  columns: [
    { field: 'patient_identifier', header: 'Patient ID' },
    { field: 'assigned_at', header: 'Assigned', tabs: ['active'] },
    { field: 'completed_at', header: 'Completed', tabs: ['completed'] },
  ],
  rowActions: [{ label: 'Delete', operation: 'removeTemplateAssignment', access: { signedIn: true } }],
};

describe('tabs that switch the operation', () => {
  it('keeps the source under a tab without an operation, with the columns of that tab', () => {
    const active = specForTab(assignments, 'active');
    expect(active.source.operation).toBe('listTemplateAssignments');
    expect(active.columns.map((column) => column.header)).toEqual(['Patient ID', 'Assigned']);
    expect(active.rowActions).toHaveLength(1);
  });

  it('[assignment-layout] reads the rows of the open tab’s operation, in its wire shape, without row actions when read-only', () => {
    const open = specForTab(assignments, 'completed');
    expect(open.source).toMatchObject({ operation: 'listCompletedTemplatePatients', paging: 'snake', filtersAt: 'body', pageSize: 20 });
    expect(open.columns.map((column) => column.header)).toEqual(['Patient ID', 'Completed']);
    expect(open.rowActions).toBeUndefined();
  });

  it('does not send the tab field when the tabs switch the operation (the filters still go)', () => {
    expect(tabsSwitchOperation(assignments)).toBe(true);
    const query = readListQuery(new URLSearchParams('tab=completed&search=100'), assignments);
    expect(listRequest(specForTab(assignments, 'completed'), query).search).toEqual({ search: '100' });
  });

  it('leaves a list without tabs, or with filter tabs, as it is', () => {
    const plain: ListSpec = { ...assignments, tabs: undefined };
    expect(specForTab(plain, 'completed')).toBe(plain);
    const filterTabs: ListSpec = { ...assignments, tabs: { field: 'assignment', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] }, columns: [{ field: 'x', header: 'X' }] };
    expect(specForTab(filterTabs, 'b')).toBe(filterTabs);
    expect(tabsSwitchOperation(filterTabs)).toBe(false);
  });
});

describe('the query of a paged GET list', () => {
  it('[assignment-layout] sends page, limit and each filter, whether the filters sit in the body or in `search`', () => {
    // The template assignment's GET: its `search` filter is a field of the request itself.
    const assignment = routeTable['/promptAssignment'] as CompiledListScreen;
    const query = readListQuery(new URLSearchParams('search=100&page=2&tab=completed'), assignment);
    const completed = specForTab(assignment, 'completed');
    expect(getQuery(listRequestBody(completed, listRequest(completed, query)))).toEqual({ limit: 20, page: 2, search: '100' });
    expect(getQuery({ limit: 20, page: 1, search: { search: '100', status: 2 } })).toEqual({ limit: 20, page: 1, search: '100', status: 2 });
  });
});
