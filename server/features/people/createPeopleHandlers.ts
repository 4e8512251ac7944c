import { roleIdByName } from '../../../src/generated/access';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationCall, OperationHandlers, OperationResponse } from '../../http/OperationHandler';
import type { RequestBody } from '../../http/RequestBody';
import type { UserProfile } from '../../session/UserProfile';

const surgeonRoleId = roleIdByName.surgeon;
const therapistRoleId = roleIdByName.physicalTherapist;
const equipmentSupplierPracticeType = 1;

type PeopleQuery = RequestBody<'listSurgeons'>;

/**
 * The practice a call is limited to: super users see every practice unless they pick one with
 * `practice_id`; everyone else sees only their own (none when they belong to no practice).
 */
function practiceScope(profile: UserProfile, query: PeopleQuery): number | 'all' | 'none' {
  if (profile.isSuperUser) return query.practice_id ?? 'all';
  return profile.practice?.id ?? 'none';
}

/**
 * The people lookups of the patient filters: surgeons, physical therapists and equipment
 * suppliers, each `{id, name, npi, practice_id}` ordered by name, within the caller's data scope.
 *
 * @example
 * const handlers = createPeopleHandlers(db);
 */
export function createPeopleHandlers(db: Database): OperationHandlers {
  const teamMembers = async (call: OperationCall<'listSurgeons' | 'listTherapists'>, roleId: number) => {
    if (!call.profile) throw ApiError.unauthenticated();
    const query = call.body;
    const scope = practiceScope(call.profile, query);
    if (scope === 'none') return [];
    return db.query<OperationResponse<'listSurgeons'>[number]>(
      `select id, trim(coalesce(prefix || ' ', '') || first_name || ' ' || last_name) as name, npi, practice_id
       from practice_team_members
       where role_id = $1 and not archived
         and ($2::int is null or practice_id = $2)
         and ($3::text is null or (first_name || ' ' || last_name) ilike '%' || $3 || '%')
       order by last_name, first_name, id`,
      [roleId, scope === 'all' ? null : scope, query.search ?? null],
    );
  };

  return {
    listSurgeons: (call) => teamMembers(call, surgeonRoleId),
    listTherapists: (call) => teamMembers(call, therapistRoleId),
    async listDmes(call) {
      if (!call.profile) throw ApiError.unauthenticated();
      const query = call.body;
      const scope = practiceScope(call.profile, query);
      if (scope === 'none') return [];
      // A clinic sees the suppliers that serve its patients (and itself, when it is one).
      return db.query(
        `select d.id, d.name, d.npi, d.id as practice_id
         from practices d
         where d.practice_type_id = $1 and not d.archived
           and ($2::int is null or d.id = $2
                or d.id in (select distinct dme_id from patients where practice_id = $2 and dme_id is not null))
           and ($3::text is null or d.name ilike '%' || $3 || '%')
         order by d.name, d.id`,
        [equipmentSupplierPracticeType, scope === 'all' ? null : scope, query.search ?? null],
      );
    },
  };
}
