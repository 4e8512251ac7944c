// generated from specs/ — do not edit
// The compiled screen of specs/screens/practice.screen.yaml.
import type { CompiledFormScreen } from '../compiled-types';

export const screen: CompiledFormScreen = {
  route: '/practice/{practiceID}',
  title: 'Create New Practice',
  editTitle: 'Edit Practice',
  access: { signedIn: true },
  editAccess: { permissions: ['editPractice'] },
  kind: 'form',
  form: 'practice',
  menu: {
    label: 'Add Practice',
    group: 'Manage Practices',
    order: 71,
    to: '/practice/new',
    access: { permissions: ['editPractice'] },
  },
};
