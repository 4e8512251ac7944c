// generated from specs/ — do not edit
// The compiled screen of specs/screens/team-member-add.screen.yaml.
import type { CompiledWizardScreen } from '../compiled-types';

export const screen: CompiledWizardScreen = {
  route: '/addTeamMember/{id}',
  title: 'Add Team Member',
  access: { anyPermission: ['addTeamMember', 'addStaff'] },
  kind: 'wizard',
  menu: { label: 'Add Team Member', group: 'Manage Teams', order: 61, to: '/addTeamMember/new' },
  machine: 'teamMemberWizard',
  param: 'id',
  load: { operation: 'getTeamMember', pathParam: 'id' },
  leaveConfirm: 'Changes have been made, are you sure you want to cancel?',
  steps: [
    {
      id: 'member',
      label: 'Team Member',
      form: 'teamMember',
      submit: {
        create: {
          operation: 'createTeamMember',
          access: { anyPermission: ['addTeamMember', 'addStaff'] },
          denied: 'Must have Add Team Member permission',
          deniedTitle: 'Action not allowed.',
        },
        update: { operation: 'updateTeamMember', access: { signedIn: true } },
      },
    },
    {
      id: 'permissions',
      label: 'Permissions',
      component: 'permissionSwitches',
      submit: {
        create: {
          operation: 'grantTeamMemberPermissions',
          access: {
            anyOf: [{ roles: ['superAdmin'] }, { roles: ['csManager'], permissions: ['editAllPermission'] }],
          },
        },
        update: {
          operation: 'revokeTeamMemberPermission',
          access: {
            anyOf: [{ roles: ['superAdmin'] }, { roles: ['csManager'], permissions: ['editAllPermission'] }],
          },
        },
      },
    },
    {
      id: 'notifications',
      label: 'Notifications',
      component: 'notificationSwitches',
      submit: {
        create: { operation: 'subscribeTeamMemberNotifications', access: { signedIn: true } },
        update: { operation: 'unsubscribeTeamMemberNotification', access: { signedIn: true } },
      },
    },
  ],
};
