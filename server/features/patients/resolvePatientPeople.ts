import { message } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { roleIdsOf } from '../../security/roleFacts';
import type { UserProfile } from '../../session/UserProfile';

const equipmentSupplierPracticeType = 1;

/** The people a patient is given, found by NPI. */
export interface PatientPeople {
  surgeon?: { id: number; practice_id: number };
  therapistId?: number | null;
  dmeId?: number | null;
}

/** The NPIs a patient body may carry. */
export interface PeopleNpis {
  surgeon_npi?: string;
  physical_therapist_npi?: string | null;
  dme_npi?: string | null;
}

const notFound = (field: string, kind: string) => ApiError.formError(field, message('patientLookupNotFound', { kind }));

/**
 * Finds the surgeon, physical therapist and equipment supplier a patient body names by NPI: the
 * surgeon and therapist among the caller's practice's team (any practice's for a super user,
 * and in the surgeon's practice when both are given), the supplier among DME practices. A name
 * that finds nobody is a form error on its field, 'This {kind} could not be found'
 * ([patient-lookup-not-found]). Absent NPIs are left alone; null clears therapist and supplier.
 *
 * @example
 * const people = await resolvePatientPeople(db, profile, { surgeon_npi: '1811223344' });
 */
export async function resolvePatientPeople(db: Queryable, profile: UserProfile, npis: PeopleNpis, practiceId?: number): Promise<PatientPeople> {
  const scope = profile.isSuperUser ? null : (profile.practice?.id ?? -1);
  const people: PatientPeople = {};
  if (npis.surgeon_npi !== undefined) {
    const [surgeon] = await db.query<{ id: number; practice_id: number }>(
      `select id, practice_id from practice_team_members
       where npi = $1 and role_id = any($2::int[]) and not archived and ($3::int is null or practice_id = $3)
       order by id limit 1`,
      [npis.surgeon_npi, roleIdsOf('surgeons'), scope],
    );
    if (!surgeon) throw notFound('surgeon_npi', 'surgeon');
    people.surgeon = surgeon;
  }
  const therapistPractice = people.surgeon?.practice_id ?? practiceId ?? scope;
  if (npis.physical_therapist_npi !== undefined) {
    if (npis.physical_therapist_npi === null || npis.physical_therapist_npi === '') people.therapistId = null;
    else {
      const [therapist] = await db.query<{ id: number }>(
        `select id from practice_team_members
         where npi = $1 and role_id = any($2::int[]) and not archived and ($3::int is null or practice_id = $3 or $4)
         order by id limit 1`,
        [npis.physical_therapist_npi, roleIdsOf('physicalTherapists'), therapistPractice, profile.isSuperUser],
      );
      if (!therapist) throw notFound('physical_therapist_npi', 'physical therapist');
      people.therapistId = therapist.id;
    }
  }
  if (npis.dme_npi !== undefined) {
    if (npis.dme_npi === null || npis.dme_npi === '') people.dmeId = null;
    else {
      const [dme] = await db.query<{ id: number }>(
        'select id from practices where npi = $1 and practice_type_id = $2 and not archived order by id limit 1',
        [npis.dme_npi, equipmentSupplierPracticeType],
      );
      if (!dme) throw notFound('dme_npi', 'DME');
      people.dmeId = dme.id;
    }
  }
  return people;
}
