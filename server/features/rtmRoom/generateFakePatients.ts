// 'Generate Fake Patients' (document 2, sections 2, 6 and 9: super admin only, "Fake patient
// generator makes 100"): demo patients who join a session at once, so a dashboard fills up
// without tablets. They belong to the first practice, consent to RTM, take the RTM templates in
// turn (so the colour legend shows) and start ANSWERED with 0 attempts, as a joined patient does.
import { constants, message } from '../../../src/generated/catalog';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { UserProfile } from '../../session/UserProfile';
import type { RtmTile } from '../../../machines/rtmTile/rtmTile';
import { readLiveTiles } from './liveTiles';

const firstNames = ['Ava', 'Ben', 'Cora', 'Dev', 'Eli', 'Faye', 'Gus', 'Hana', 'Ivan', 'June', 'Kai', 'Lena', 'Milo', 'Nia', 'Omar', 'Pia'];
const lastNames = ['Fake', 'Demo', 'Sample', 'Trial', 'Mock'];

/** `count` identifiers no patient has (seven digits, from 9000000 up). */
async function freeIdentifiers(tx: Queryable, count: number): Promise<string[]> {
  const rows = await tx.query<{ identifier: string }>(
    `select lpad(n::text, 7, '0') as identifier from generate_series(9000000, 9999999) n
     where lpad(n::text, 7, '0') not in (select identifier from patients where identifier >= '9000000')
     order by n limit $1`,
    [count],
  );
  return rows.map((row) => row.identifier);
}

/**
 * Makes `constants.rtmFakePatientCount` fake patients, each with an exercise session started now
 * and a live tile, in one transaction; answers their tiles (to push as patient_joined).
 *
 * @example
 * const tiles = await generateFakePatients(db, profile, clock.now());
 */
export async function generateFakePatients(db: Database, profile: UserProfile, now: Date): Promise<RtmTile[]> {
  const count = constants.rtmFakePatientCount;
  const nextInteraction = new Date(now.getTime() + constants.rtmInteractionIntervalMinutes * 60_000);
  return db.transaction(async (tx) => {
    const [practice] = await tx.query<{ id: number }>('select id from practices where not archived order by id limit 1');
    if (!practice) throw new ApiError(409, { message: message('rtmNoPracticeForFakePatients') });
    const identifiers = await freeIdentifiers(tx, count);
    const first = identifiers.map((_, index) => firstNames[index % firstNames.length] ?? 'Ava');
    const last = identifiers.map((identifier) => `${lastNames[Number(identifier) % lastNames.length] ?? 'Fake'} ${identifier.slice(-3)}`);
    const patients = await tx.query<{ id: number }>(
      `insert into patients (identifier, first_name, last_name, practice_id, rtm_permission, created_at)
       select i, f, l, $4, true, $5 from unnest($1::text[], $2::text[], $3::text[]) as u(i, f, l)
       returning id`,
      [identifiers, first, last, practice.id, now],
    );
    const ids = patients.map((row) => row.id);
    await tx.query(
      `insert into rtm_patient_template_versions (patient_id, template_version_id, assigned_at)
       select p.id, v.id, $2 from unnest($1::int[]) with ordinality as p(id, position)
       join (select v.id, row_number() over (order by v.id) - 1 as position, count(*) over () as total
             from rtm_survey_template_versions v join rtm_survey_templates t on t.id = v.rtm_survey_template_id
             where not v.archived and not t.archived) v on v.position = (p.position - 1) % v.total`,
      [ids, now],
    );
    await tx.query(
      `with started as (
         insert into exercise_sessions (patient_id, session_at, completed)
         select id, $2, false from unnest($1::int[]) as p(id) returning id, patient_id)
       insert into rtm_live_patients (patient_id, session_id, session_start, status, next_interaction, joined_at, updated_at)
       select patient_id, id, $2, 'ANSWERED', $3, $2, $2 from started`,
      [ids, now, nextInteraction],
    );
    return readLiveTiles(tx, profile, now, { patientIds: ids });
  });
}
