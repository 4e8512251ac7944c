// 'Generate Fake Patients' (document 2, sections 2, 6 and 9: super admin only, "Fake patient
// generator makes 100"): demo patients whose simulated tablets join through the patient-app
// gateway, so a dashboard fills up as it would with real tablets. They are made once and kept
// (rtm_fake_patients): they belong to the first practice, consent to RTM, take the RTM templates in
// turn (so the colour legend shows) and each has a tablet (devices type 8, serial FAKE-<id>).
import { constants, message } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';

const firstNames = ['Ava', 'Ben', 'Cora', 'Dev', 'Eli', 'Faye', 'Gus', 'Hana', 'Ivan', 'June', 'Kai', 'Lena', 'Milo', 'Nia', 'Omar', 'Pia'];
const lastNames = ['Fake', 'Demo', 'Sample', 'Trial', 'Mock'];

/** The tablet type of devices (device_types 8). */
const tabletType = 8;

/** A fake patient's tablet, as its simulated app says hello with it. */
export interface FakePatientDevice {
  patient_id: number;
  serial_number: string;
}

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

/** Makes `count` fake patients with their template assignments; answers their ids. */
async function makeFakePatients(tx: Queryable, count: number, now: Date): Promise<void> {
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
  await tx.query('insert into rtm_fake_patients (patient_id, created_at) select id, $2 from unnest($1::int[]) as p(id)', [ids, now]);
  await tx.query(
    `insert into rtm_patient_template_versions (patient_id, template_version_id, assigned_at)
     select p.id, v.id, $2 from unnest($1::int[]) with ordinality as p(id, position)
     join (select v.id, row_number() over (order by v.id) - 1 as position, count(*) over () as total
           from rtm_survey_template_versions v join rtm_survey_templates t on t.id = v.rtm_survey_template_id
           where not v.archived and not t.archived) v on v.position = (p.position - 1) % v.total`,
    [ids, now],
  );
}

/**
 * The fake patients (`constants.rtmFakePatientCount`, made in this transaction where fewer are
 * left unarchived) and their tablets (one made for a fake patient who has none), by patient id.
 *
 * @example
 * const devices = await db.transaction((tx) => ensureFakePatients(tx, clock.now()));
 */
export async function ensureFakePatients(tx: Queryable, now: Date): Promise<FakePatientDevice[]> {
  const count = constants.rtmFakePatientCount;
  const present = `select f.patient_id from rtm_fake_patients f join patients p on p.id = f.patient_id where not p.archived`;
  const [{ total } = { total: 0 }] = await tx.query<{ total: number }>(`select count(*)::int as total from (${present}) f`);
  if (total < count) await makeFakePatients(tx, count - total, now);
  await tx.query(
    `insert into devices (device_type_id, serial_number, name, status, patient_id)
     select $1, 'FAKE-' || f.patient_id, 'Fake patient tablet', 'Active', f.patient_id from (${present}) f
     where not exists (select 1 from devices d where d.patient_id = f.patient_id and d.device_type_id = $1)
     on conflict (device_type_id, serial_number) do update set patient_id = excluded.patient_id`,
    [tabletType],
  );
  return tx.query<FakePatientDevice>(
    `select f.patient_id, (select d.serial_number from devices d where d.patient_id = f.patient_id and d.device_type_id = $1 order by d.id limit 1) as serial_number
     from (${present}) f order by f.patient_id limit $2`,
    [tabletType, count],
  );
}
