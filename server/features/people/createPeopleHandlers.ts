import type { Database } from '../../db/Database';
import type { OperationCall, OperationHandlers, OperationResponse } from '../../http/OperationHandler';
import type { RequestBody } from '../../http/RequestBody';
import { roleIdsOf } from '../../security/roleFacts';
import type { UserProfile } from '../../session/UserProfile';

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
  // Surgeons and therapists are team members: the team members' data scope (dataScope.teamMembers),
  // and a super user's pick of one practice.
  const teamMembers = async (call: OperationCall<'listSurgeons' | 'listTherapists'>, roleIds: readonly number[]) => {
    const query = call.body;
    const members = call.scoped.teamMembers;
    const params: unknown[] = [roleIds, members.rows === 'all' ? (query.practice_id ?? null) : null, query.search ?? null];
    return db.query<OperationResponse<'listSurgeons'>[number]>(
      `select m.id, trim(coalesce(m.prefix || ' ', '') || m.first_name || ' ' || m.last_name) as name, m.npi, m.practice_id
       from practice_team_members m
       where m.role_id = any($1::int[]) and not m.archived and ${members.where('m', params)}
         and ($2::int is null or m.practice_id = $2)
         and ($3::text is null or (m.first_name || ' ' || m.last_name) ilike '%' || $3 || '%')
       order by m.last_name, m.first_name, m.id`,
      params,
    );
  };

  return {
    listSurgeons: (call) => teamMembers(call, roleIdsOf('surgeons')),
    listTherapists: (call) => teamMembers(call, roleIdsOf('physicalTherapists')),
    async listDmes(call) {
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
