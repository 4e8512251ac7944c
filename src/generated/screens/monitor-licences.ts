// generated from specs/ — do not edit
// The compiled screen of specs/screens/monitor-licences.screen.yaml.
import type { CompiledCardsScreen } from '../compiled-types';

export const screen: CompiledCardsScreen = {
  route: '/admin/monitorTherapistDashboard',
  title: 'Patient Monitoring Licenses',
  access: { roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'] },
  kind: 'cards',
  menu: { label: 'Patient Monitoring Licenses', group: 'Remote Monitoring', order: 111 },
  cards: {
    source: { operation: 'listSpecialistsWithLicenses' },
    title: '{username}',
    label: 'Licences of {username}',
    columns: 1,
    fields: [
      { field: 'first_name', label: 'Name', format: 'fullName' },
      { field: 'monitor_type_id', label: 'Monitor type', format: 'monitorType' },
    ],
    parts: [
      {
        part: 'licenceGrid',
        form: {
          form: 'licence',
          title: '{state_name} licence — {username}',
          operation: 'saveLicense',
          values: { user_id: 'id', state: 'state' },
          initial: { from: 'monitor_licenses', match: { state: 'state' } },
          readOnlyWhen: { field: 'can_edit_licenses', notIn: [true] },
          link: {
            label: 'Licence Document:',
            text: 'View document',
            operation: 'getCredentialUrl',
            body: { url: 'url' },
            answer: 'url',
            none: 'None',
          },
          delete: {
            label: 'Delete',
            operation: 'deleteLicense',
            params: { id: 'id' },
            confirm: {
              title: 'Are you sure?',
              message: 'Delete the licence for {state_name}?',
              confirmLabel: 'Delete',
            },
            success: 'The licence has been deleted.',
          },
          success: 'The licence has been saved.',
        },
      },
    ],
  },
};
