import { routeTable } from '../../src/generated/allScreens';
import type { ListSpec } from '../core/listSpec';

/**
 * The compiled list screen at `route`, so that tests check the behaviour of a real spec.
 *
 * @example
 * const spec = listSpecAt('/patients'); // specs/screens/patients.screen.yaml
 */
export function listSpecAt(route: string): ListSpec {
  const spec = routeTable[route];
  if (spec?.kind !== 'list') throw new Error(`${route} is not a list screen`);
  return spec;
}
