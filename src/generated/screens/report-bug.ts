// generated from specs/ — do not edit
// The compiled screen of specs/screens/report-bug.screen.yaml.
import type { CompiledDialogScreen } from '../compiled-types';

export const screen: CompiledDialogScreen = {
  route: '/reportBug',
  title: 'Create Ticket',
  access: { signedIn: true },
  kind: 'dialog',
  menu: { label: 'Report Bug', order: 900 },
  form: 'bugReport',
  submitLabel: 'Submit',
  failure: 'log',
};
