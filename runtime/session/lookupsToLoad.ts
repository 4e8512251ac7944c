import { isAllowed, operationAccess, type AccessRule, type AccessSubject } from '../../src/generated/access';
import { lookups, type Lookup } from '../../src/generated/catalog';
import type { OperationId } from '../../src/generated/operations';
import { isOperationId } from '../api/isOperationId';

/** A lookup of the catalog loaded from an operation: its name and the operation to call. */
export interface LookupLoad {
  name: string;
  operation: OperationId;
}

/**
 * The operation lookups of the catalog that `subject` may load after sign-in ([post-login-init]):
 * only those whose operation's access rule (specs/access.yaml) lets the user call it and whose own
 * `access` holds (e.g. the team's members only with a practice selected), so that no sign-in asks
 * for a list that the server must refuse.
 *
 * @example
 * lookupsToLoad({ signedIn: true, roleId: 50, permissions: [], hasPractice: true });
 * // [{ name: 'surgeons', operation: 'listSurgeons' }, ...] without listPractices (super users only)
 */
export function lookupsToLoad(
  subject: AccessSubject,
  catalog: Readonly<Record<string, Lookup & { access?: AccessRule }>> = lookups,
  rules: Readonly<Record<string, AccessRule>> = operationAccess,
): LookupLoad[] {
  return Object.entries(catalog).flatMap(([name, lookup]) => {
    if (!('operation' in lookup) || !isOperationId(lookup.operation)) return [];
    const rule = rules[lookup.operation];
    if (rule === undefined || !isAllowed(rule, subject)) return [];
    if (lookup.access !== undefined && !isAllowed(lookup.access, subject)) return [];
    return [{ name, operation: lookup.operation }];
  });
}
