// generated from specs/ — do not edit
// The compiled screen of specs/screens/user.screen.yaml.
import type { CompiledWizardScreen } from '../compiled-types';

export const screen: CompiledWizardScreen = {
  route: '/user/{userID}',
  title: 'User',
  access: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
  kind: 'wizard',
  machine: 'userWizard',
  param: 'userID',
  menu: { label: 'Add User', group: 'Manage Users', order: 81, to: '/user/new' },
  load: { operation: 'getUser', pathParam: 'id' },
  steps: [
    {
      id: 'user',
      label: 'User',
      form: 'user',
      submit: {
        create: {
          operation: 'createUser',
          access: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
        },
        update: {
          operation: 'updateUser',
          access: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
        },
      },
    },
    {
      id: 'permissions',
      label: 'Permissions',
      form: 'userPermissions',
      submit: {
        create: {
          operation: 'saveUserPermissions',
          access: { roles: ['superAdmin'] },
          denied: 'Must have correct permissions',
        },
      },
    },
  ],
};
