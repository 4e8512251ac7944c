import { dataScopes } from '../../src/generated/access';
import type { Queryable } from '../db/Database';
import { isColumnScoped, rowScope, withinScope } from '../security/dataScope';
import type { UserProfile } from '../session/UserProfile';
import type { ChangeEvent } from './ChangeEvent';

/** Decides, for one event, which signed-in users may hear of it. */
export type AudienceCheck = (profile: UserProfile) => boolean;

const nobody: AudienceCheck = () => false;

function isScopedResource(resource: string): resource is keyof typeof dataScopes {
  return Object.hasOwn(dataScopes, resource);
}

/**
 * Who may hear of a change: the users who may see the record, by the resource's `dataScope` of
 * specs/access.yaml, the same helper the lists and details use (a surgeon hears only of their own
 * patients, a practice user only of their own practice). The record is read once per event, not
 * once per socket. A resource without a data scope is heard by super users only.
 *
 * @example
 * const mayHear = await changeAudience(db, { resource: 'patients', id: 4, operationId: 'updatePatient' });
 * mayHear(profile); // false for a user of another practice
 */
export async function changeAudience(db: Queryable, event: ChangeEvent): Promise<AudienceCheck> {
  const { resource } = event;
  if (!isScopedResource(resource)) return (profile) => profile.isSuperUser;
  const scope = dataScopes[resource];
  if (scope === 'all') return () => true;
  // The table name comes from the generated access table, never from the event.
  const [row] = await db.query(`select * from ${scope.table} where id = $1`, [event.id]);
  if (!row) return nobody;
  if ('through' in scope) {
    // Seen through another resource (a plan through its patient): its row decides.
    const parentResource = scope.through.resource;
    const parentId = row[scope.through.column];
    const [parent] = await db.query(`select * from ${dataScopes[parentResource].table} where id = $1`, [parentId]);
    if (!parent) return nobody;
    return (profile) => withinScope(rowScope(profile, parentResource), parent);
  }
  if (!isColumnScoped(resource)) return nobody;
  return (profile) => withinScope(rowScope(profile, resource), row);
}
