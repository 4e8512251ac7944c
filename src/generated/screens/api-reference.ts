// generated from specs/ — do not edit
// The compiled screen of specs/screens/api-reference.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/api/docs',
  title: 'API Reference',
  access: { signedIn: true },
  kind: 'custom',
  screen: 'apiReference',
};
