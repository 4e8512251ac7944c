import { routeTable } from '../../src/generated/screens';
import type { ListSpec } from '../core/listSpec';

/**
 * The compiled patient list spec (`specs/screens/patients.screen.yaml`), the list the tests of
 * this folder exercise, so that they check the behaviour of the real spec.
 */
export const patientListSpec: ListSpec = (() => {
  const spec = routeTable['/patients'];
  if (spec?.kind !== 'list') throw new Error('specs/screens/patients.screen.yaml is not a list screen');
  return spec;
})();
