import type { AccessRule } from '../../src/generated/access';
import type { ListSpec } from '../core/listSpec';

/**
 * The list spec with only the filters the user may use: a filter whose `access` rule refuses the
 * user is neither shown nor sent (super users pick any surgeon, therapist or supplier; a supplier
 * does not filter by itself). The server's data scope limits the rows whatever is sent. Without a
 * session (`can` undefined, e.g. in a component test) every filter is kept.
 *
 * @example
 * allowedFilters(spec, session.can).filters; // without the DMEs filter for a DME user
 */
export function allowedFilters<Spec extends Pick<ListSpec, 'filters'>>(
  spec: Spec,
  can: ((rule: AccessRule) => boolean) | undefined,
): Spec {
  if (can === undefined || spec.filters === undefined) return spec;
  const filters = spec.filters.filter((filter) => filter.access === undefined || can(filter.access));
  return filters.length === spec.filters.length ? spec : { ...spec, filters };
}
