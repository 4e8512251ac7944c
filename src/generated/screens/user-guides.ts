// generated from specs/ — do not edit
// The compiled screen of specs/screens/user-guides.screen.yaml.
import type { CompiledCardsScreen } from '../compiled-types';

export const screen: CompiledCardsScreen = {
  route: '/admin/editUserGuide',
  title: 'User Guides',
  access: { roles: ['superAdmin'] },
  kind: 'cards',
  menu: { label: 'User Guides', group: 'Admin', order: 127 },
  menuLinks: [
    {
      label: 'User Guide',
      order: 200,
      access: { signedIn: true },
      open: { operation: 'getCurrentUserGuide', body: { user_role: '{self.roleId}' }, url: 'url' },
    },
  ],
  cards: {
    source: { operation: 'queryUserGuides', body: { limit: 200 } },
    title: '{file_name}',
    empty: 'No user guides yet',
    fields: [
      { field: 'version', label: 'Version' },
      { field: 'role_names', label: 'Roles' },
    ],
    actions: [
      {
        label: 'Delete',
        operation: 'deleteUserGuide',
        params: { id: 'id' },
        confirm: {
          title: 'Delete this user guide?',
          message: 'Users of its roles will no longer see it.',
          confirmLabel: 'Delete',
        },
        success: 'User guide deleted',
        color: 'red',
        access: { roles: ['superAdmin'] },
      },
    ],
    add: {
      label: '+ Add User Guide',
      title: 'New User Guide',
      form: 'userGuide',
      operation: 'uploadUserGuide',
      requires: ['user_guide'],
      submitLabel: 'Upload',
      success: 'User guide uploaded',
    },
  },
};
