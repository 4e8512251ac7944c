// generated from specs/ — do not edit
// The compiled screen of specs/screens/team-member-edit.screen.yaml.
import type { CompiledWizardScreen } from '../compiled-types';

export const screen: CompiledWizardScreen = {
  route: '/editTeamMember/{teamMemberID}',
  title: 'Edit Team Member',
  access: { anyOf: [{ hasPractice: true }, { anyPermission: ['viewTeamMember', 'viewStaff'] }] },
  kind: 'wizard',
  menu: { label: 'My Profile', group: 'Manage Teams', order: 62, to: '/editTeamMember/{self.teamMemberId}' },
  machine: 'teamMemberEditor',
  param: 'teamMemberID',
  tabQuery: true,
  load: { operation: 'getTeamMember', pathParam: 'id' },
  leaveConfirm: 'Changes have been made, are you sure you want to cancel?',
  steps: [
    {
      id: 'member',
      label: 'Team Member',
      form: 'teamMemberEdit',
      submit: { update: { operation: 'updateTeamMember', access: { signedIn: true } } },
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
