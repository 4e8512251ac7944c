// generated from specs/ — do not edit
// The compiled screen of specs/screens/firmware.screen.yaml.
import type { CompiledCardsScreen } from '../compiled-types';

export const screen: CompiledCardsScreen = {
  route: '/firmware',
  title: 'Firmware',
  access: { roles: ['superAdmin'] },
  kind: 'cards',
  menu: { label: 'Firmware', order: 90 },
  cards: {
    source: { operation: 'queryFirmwareTypes' },
    title: '{name}',
    fields: [
      { field: 'updated_device_count', label: 'Updated', when: { field: 'id', notIn: [1, 2, 3, 4, 5, 6] } },
      {
        field: 'needs_update_device_count',
        label: 'Needs update',
        when: { field: 'id', notIn: [1, 2, 3, 4, 5, 6] },
      },
      { field: 'latest_active_version', label: 'Latest active version' },
    ],
    actions: [
      {
        label: 'View Versions',
        dialog: {
          title: '{name} versions',
          closeLabel: 'Done',
          lists: [
            {
              title: 'Versions',
              source: {
                operation: 'queryFirmware',
                body: { columns: ['archived'], search: 0, limit: 5000 },
                match: { 'firmware_type.id': 'id' },
              },
              empty: 'This firmware type has no versions',
              columns: [
                { field: 'version_number', header: 'Version' },
                { field: 'active', header: 'Active', format: 'flag' },
                { field: 'test', header: 'Test', format: 'flag' },
                { field: 'file_name', header: 'File' },
              ],
              rowActions: [
                {
                  label: 'Activate',
                  operation: 'updateFirmware',
                  params: {
                    id: 'id',
                    firmware_type_id: 'firmware_type.id',
                    version_number: 'version_number',
                  },
                  values: { active: 1, test: 0, archived: 0 },
                  when: { field: 'active', notIn: [1] },
                  success: 'Firmware version updated',
                  confirm: {
                    title: 'Activate firmware version?',
                    message: 'All active patient devices will receive this version.',
                    confirmLabel: 'Activate',
                  },
                  access: { roles: ['superAdmin'] },
                },
                {
                  label: 'Deactivate',
                  operation: 'updateFirmware',
                  params: {
                    id: 'id',
                    firmware_type_id: 'firmware_type.id',
                    version_number: 'version_number',
                  },
                  values: { active: 0, test: 0, archived: 0 },
                  when: { field: 'active', notIn: [0] },
                  success: 'Firmware version updated',
                  confirm: {
                    title: 'Deactivate firmware version?',
                    message: 'The version will be neither active nor test.',
                    confirmLabel: 'Deactivate',
                  },
                  access: { roles: ['superAdmin'] },
                },
                {
                  label: 'Set Test',
                  operation: 'updateFirmware',
                  params: {
                    id: 'id',
                    firmware_type_id: 'firmware_type.id',
                    version_number: 'version_number',
                  },
                  values: { active: 0, test: 1, archived: 0 },
                  when: { field: 'test', notIn: [1] },
                  success: 'Firmware version updated',
                  confirm: {
                    title: 'Make this a test version?',
                    message: 'Beta devices will receive this version.',
                    confirmLabel: 'Set Test',
                  },
                  access: { roles: ['superAdmin'] },
                },
                {
                  label: 'Unset Test',
                  operation: 'updateFirmware',
                  params: {
                    id: 'id',
                    firmware_type_id: 'firmware_type.id',
                    version_number: 'version_number',
                  },
                  values: { active: 0, test: 0, archived: 0 },
                  when: { field: 'test', notIn: [0] },
                  success: 'Firmware version updated',
                  confirm: {
                    title: 'Deactivate firmware version?',
                    message: 'The version will be neither active nor test.',
                    confirmLabel: 'Deactivate',
                  },
                  access: { roles: ['superAdmin'] },
                },
                {
                  label: 'Archive',
                  operation: 'updateFirmware',
                  params: {
                    id: 'id',
                    firmware_type_id: 'firmware_type.id',
                    version_number: 'version_number',
                  },
                  values: { active: 0, test: 0, archived: 1 },
                  disabledWhen: { fields: ['active', 'test'], in: [1] },
                  success: 'Firmware version updated',
                  confirm: {
                    title: 'Archive firmware version?',
                    message: 'An archived version is no longer listed.',
                    confirmLabel: 'Archive',
                  },
                  color: 'red',
                  access: { roles: ['superAdmin'] },
                },
              ],
            },
            {
              title: 'Devices',
              source: { operation: 'queryFirmwareDevices', params: { id: 'id' } },
              empty: 'No devices of this type',
              columns: [
                { field: 'serial_number', header: 'Serial Number' },
                { field: 'firmware_version', header: 'Firmware Version' },
                { field: 'firmware_status', header: 'Status' },
              ],
            },
          ],
        },
        access: { roles: ['superAdmin'] },
      },
      {
        label: 'Upload Firmware',
        disabledWhen: { field: 'id', in: [4, 6] },
        form: {
          form: 'firmwareUpload',
          title: 'Upload Firmware: {name}',
          operation: 'uploadFirmware',
          values: { firmware_type_id: 'id' },
          constants: { active: 0, test: 0, archived: 0 },
          requires: ['version_number', 'firmware'],
          submitLabel: 'Ok',
          success: 'Firmware uploaded',
        },
        access: { roles: ['superAdmin'] },
      },
    ],
  },
};
