// generated from specs/ — do not edit
// The compiled screen of specs/screens/devices.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/admin/devices',
  title: 'Devices',
  access: { superUser: true },
  kind: 'list',
  menu: { label: 'Devices', group: 'Admin', order: 111 },
  summary: {
    operation: 'summarizeDevices',
    title: 'product',
    stats: [
      { field: 'with_patients', label: 'With Patients', format: 'number' },
      { field: 'in_stock', label: 'In Stock', format: 'number' },
    ],
  },
  tabs: {
    field: 'assignment',
    options: [
      { value: 'with_patient', label: 'With Patient' },
      { value: 'inventory', label: 'Inventory' },
    ],
  },
  source: {
    operation: 'listDevices',
    pageSize: 20,
    orderBy: { field: 'serial_number', direction: 'asc' },
    access: { superUser: true },
    paging: 'camel',
    filtersAt: 'body',
  },
  filters: [
    { field: 'search', label: 'Serial Number', widget: 'search', placeholder: 'Search by serial number' },
    {
      field: 'device_type_id',
      label: 'Device Type',
      widget: 'select',
      options: { lookup: 'deviceTypes' },
      all: 'All Device Types',
    },
    {
      field: 'status',
      label: 'Status',
      widget: 'select',
      options: { lookup: 'deviceStatuses' },
      all: 'All Statuses',
    },
  ],
  columns: [
    { field: 'serial_number', header: 'Serial Number', sortable: true },
    { field: 'name', header: 'Name', sortable: true },
    { field: 'device_type.name', header: 'Device Type', sortable: true },
    { field: 'status', header: 'Status', sortable: true },
    { field: 'patient.name', header: 'Patient', sortable: true },
    { field: 'mac_address', header: 'MAC Address' },
    { field: 'firmware_version', header: 'Firmware', sortable: true },
  ],
  rowLink: { to: '/portableConnect/{id}' },
  empty: 'No results were found',
  mobileLayout: 'cards',
};
