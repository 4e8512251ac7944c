// A list screen over a catalog lookup (a static source, paged and sorted in the browser), for the
// tests of the generic list runtime: the report types of the `reportTypes` lookup under a Report
// header. (The portal's /admin/reports is a custom screen; this is the list shape it once had.)
import type { CompiledListScreen } from '../../src/generated/compiled-types';

export const staticLookupList: CompiledListScreen = {
  route: '/admin/reports',
  title: 'Reports',
  access: { roles: ['superAdmin', 'reportAccess'] },
  kind: 'list',
  source: { lookup: 'reportTypes', pageSize: 20, access: { roles: ['superAdmin', 'reportAccess'] } },
  columns: [{ field: 'label', header: 'Report', sortable: true }],
  empty: 'This list is empty',
};
