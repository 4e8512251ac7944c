import type { SearchResultLink } from '../../src/generated/spec-types';
import type { Row } from '../formats/cellDisplay';

/**
 * The route a search result leads to: the route of `link.routes` that the row's `link.by` field
 * picks, with each `{field}` replaced by that field of the row; undefined when the spec gives
 * none for the row or the row lacks a field the route needs.
 *
 * @example
 * resultRoute({ by: 'model_type', routes: { patient: '/patientProfile/{id}' } }, { model_type: 'patient', id: 7 }); // '/patientProfile/7'
 */
export function resultRoute(link: SearchResultLink | undefined, row: Row): string | undefined {
  if (link === undefined) return undefined;
  const key = row[link.by];
  const template = typeof key === 'string' || typeof key === 'number' ? link.routes[String(key)] : undefined;
  if (template === undefined) return undefined;
  let complete = true;
  const route = template.replace(/\{(\w+)\}/g, (_placeholder, field: string) => {
    const value = row[field];
    if (typeof value === 'string' || typeof value === 'number') return encodeURIComponent(String(value));
    complete = false;
    return '';
  });
  return complete ? route : undefined;
}
