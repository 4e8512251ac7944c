import { lookups, type Lookup } from '../../src/generated/catalog';
import type { Row } from '../formats/cellDisplay';

/**
 * The rows of a list whose source is a catalog lookup of fixed values (`source: { lookup: ... }`):
 * one row `{ value, label }` per value, in the catalog's order. Throws, naming the lookup, for a
 * name the catalog does not have or a lookup loaded from an operation, rather than showing an
 * empty list.
 *
 * @example
 * lookupRows('reportTypes')[0]; // { value: 'completedTreatmentPlans', label: 'Completed Treatment Plans' }
 */
export function lookupRows(name: string, catalog: Readonly<Record<string, Lookup>> = lookups): Row[] {
  const lookup = catalog[name];
  if (lookup === undefined) throw new Error(`The list source names the unknown lookup '${name}'`);
  if (!('values' in lookup)) {
    throw new Error(
      `The list source lookup '${name}' is loaded from '${lookup.operation}'; a list source needs fixed values`,
    );
  }
  return lookup.values.map(({ value, label }) => ({ value, label }));
}
