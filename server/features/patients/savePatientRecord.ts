import type { Queryable } from '../../db/Database';
import type { RequestBody } from '../../http/RequestBody';
import type { PatientPeople } from './resolvePatientPeople';

/** The validated body of createPatient. */
export type PatientCreateInput = RequestBody<'createPatient'>;
/** The validated body of updatePatient. */
export type PatientUpdateInput = RequestBody<'updatePatient'>;

/** Patient columns set straight from the body. */
const plainColumns = [
  'first_name',
  'last_name',
  'installation_method_type_id',
  'patient_monitoring_specialist_id',
  'rtm_permission',
  'rtm_patient_education',
  'rtm_follow_up_needed',
  'interaction_code_80',
  'interaction_code_81',
  'beta',
] as const;

const activeStatusSearchValue = 2;

/**
 * Inserts a patient in the surgeon's practice with a fresh 7-digit identifier and the Active
 * status, then its address and phones; returns the new id. Runs inside the caller's transaction.
 *
 * @example
 * const id = await db.transaction((tx) => insertPatient(tx, body, people));
 */
export async function insertPatient(tx: Queryable, input: PatientCreateInput, people: Required<Pick<PatientPeople, 'surgeon'>> & PatientPeople): Promise<number> {
  const [next] = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence('patients', 'id'))::int as id`);
  const id = next?.id ?? 0;
  const [status] = await tx.query<{ id: number }>('select id from patient_statuses where search_value = $1', [activeStatusSearchValue]);
  // The identifier: 7 digits, the first free one from 1000000 + id (ids of seeded patients use the same rule).
  await tx.query(
    `insert into patients (id, identifier, first_name, last_name, date_of_birth, email, practice_id, surgeon_id,
                           physical_therapist_id, dme_id, status_id, patient_app_type_id, installation_method_type_id,
                           patient_monitoring_specialist_id, rtm_permission, rtm_patient_education, rtm_follow_up_needed,
                           interaction_code_80, interaction_code_81, beta)
     values ($1, (select lpad(min(candidate)::text, 7, '0') from generate_series(1000000 + $1::int, 1000000 + $1::int + 1000) as candidate
                  where lpad(candidate::text, 7, '0') not in (select identifier from patients)),
             $2, $3, to_timestamp($4)::date, $5, $6, $7, $8, $9, $10, 1, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      id,
      input.first_name.trim(),
      input.last_name.trim(),
      input.date_of_birth ?? null,
      input.email_address ?? null,
      people.surgeon.practice_id,
      people.surgeon.id,
      people.therapistId ?? null,
      people.dmeId ?? null,
      status?.id ?? null,
      input.installation_method_type_id,
      input.patient_monitoring_specialist_id ?? null,
      input.rtm_permission ?? false,
      input.rtm_patient_education ?? false,
      input.rtm_follow_up_needed ?? false,
      input.interaction_code_80 ?? false,
      input.interaction_code_81 ?? false,
      input.beta ?? false,
    ],
  );
  await saveContacts(tx, id, input);
  await tx.query('insert into patient_summaries (patient_id) values ($1) on conflict do nothing', [id]);
  return id;
}

/**
 * Updates the fields a PATCH body carries (absent fields stay as they are) and the people it
 * names; a new address is added as the patient's last one, phones are replaced by name.
 *
 * @example
 * await db.transaction((tx) => updatePatient(tx, 42, { first_name: 'Anne' }, {}));
 */
export async function updatePatientRecord(tx: Queryable, id: number, input: PatientUpdateInput, people: PatientPeople): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  for (const column of plainColumns) {
    const value = input[column];
    if (value !== undefined) set(column, typeof value === 'string' ? value.trim() : value);
  }
  if (input.date_of_birth !== undefined) {
    params.push(input.date_of_birth);
    sets.push(`date_of_birth = to_timestamp($${params.length})::date`);
  }
  if (input.email_address !== undefined) set('email', input.email_address);
  if (people.surgeon !== undefined) {
    set('surgeon_id', people.surgeon.id);
    set('practice_id', people.surgeon.practice_id);
  }
  if (people.therapistId !== undefined) set('physical_therapist_id', people.therapistId);
  if (people.dmeId !== undefined) set('dme_id', people.dmeId);
  if (sets.length > 0) await tx.query(`update patients set ${sets.join(', ')} where id = $1`, params);
  await saveContacts(tx, id, input);
}

async function saveContacts(tx: Queryable, id: number, input: PatientUpdateInput): Promise<void> {
  if (input.address !== undefined) {
    const { line_1, city, state, zip_code } = input.address;
    await tx.query(
      'insert into patient_addresses (patient_id, line_1, city, state, zip_code) values ($1, $2, $3, $4, $5)',
      [id, line_1?.trim() || null, city?.trim() || null, state, zip_code || null],
    );
  }
  const phones: [string, string | null | undefined][] = [
    ['Home Phone', input.home_phone],
    ['Mobile Phone', input.mobile_phone],
  ];
  for (const [name, number] of phones) {
    if (number === undefined) continue;
    await tx.query('delete from patient_phone_numbers where patient_id = $1 and name = $2', [id, name]);
    if (number !== null) await tx.query('insert into patient_phone_numbers (patient_id, name, number) values ($1, $2, $3)', [id, name, number]);
  }
}
