import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';
import { loadPatientProcedure } from './loadPatientProcedure';

/** The patient detail as the middleware answers it (document 1, section 3). */
export type PatientDetail = components['schemas']['PatientDetail'];

interface PatientRow {
  id: number;
  practice_id: number;
  dme_id: number | null;
  identifier: string;
  first_name: string;
  last_name: string;
  date_of_birth: number | null;
  email: string | null;
  practice_name: string;
  surgeon_id: number | null;
  surgeon_name: string | null;
  surgeon_npi: string | null;
  therapist_id: number | null;
  therapist_name: string | null;
  therapist_npi: string | null;
  dme_name: string | null;
  dme_npi: string | null;
  installation_method_type_id: number;
  installation_method_name: string;
  installation_method_label: string;
  patient_monitoring_specialist_id: number | null;
  pms_username: string | null;
  rtm_permission: boolean;
  rtm_patient_education: boolean;
  rtm_follow_up_needed: boolean;
  interaction_code_80: boolean;
  interaction_code_81: boolean;
  medicare_compliance: PatientDetail['medicare_compliance'];
  beta: boolean;
  locked: boolean;
  // surveys: the patient's instruments (document 2, section 6: the survey panel)
  is_koos_patient: boolean;
  is_hoos_patient: boolean;
  current_survey_id: 1 | 3 | null;
  // patient profile: age, status and document links
  age: number | null;
  status_id: number | null;
  status_name: string | null;
  status_search_value: number | null;
  caregiver_url: string | null;
  release_url: string | null;
}

const person = (id: number | null, name: string | null, npi: string | null) => (id === null ? null : { id, name: name ?? '', npi });

/**
 * One patient as GET patient/alt/{id} answers it: names, unix date of birth, the Home Phone and
 * Mobile Phone list (and each alone), the last address, practice, surgeon, therapist and
 * equipment supplier, installation method, the monitoring fields, devices and the active
 * procedure with its codes. Null when there is no such patient, or it is archived. It checks no
 * data scope: call patientInScope first.
 *
 * @example
 * await patientInScope(call.scoped.patients, 42);
 * const detail = await loadPatientDetail(db, 42);
 */
export async function loadPatientDetail(db: Queryable, id: number): Promise<PatientDetail | null> {
  const [row] = await db.query<PatientRow>(
    `select p.id, p.identifier, p.first_name, p.last_name,
            extract(epoch from p.date_of_birth)::bigint::int as date_of_birth, p.email,
            p.practice_id, pr.name as practice_name, p.dme_id,
            p.surgeon_id, trim(coalesce(sg.prefix || ' ', '') || sg.first_name || ' ' || sg.last_name) as surgeon_name, sg.npi as surgeon_npi,
            p.physical_therapist_id as therapist_id, trim(pt.first_name || ' ' || pt.last_name) as therapist_name, pt.npi as therapist_npi,
            d.name as dme_name, d.npi as dme_npi,
            p.installation_method_type_id, im.name as installation_method_name, im.label as installation_method_label,
            p.patient_monitoring_specialist_id, u.username as pms_username,
            p.rtm_permission, p.rtm_patient_education, p.rtm_follow_up_needed,
            p.interaction_code_80, p.interaction_code_81, p.medicare_compliance, p.beta, p.locked,
            p.is_koos_patient, p.is_hoos_patient,
            case when exists (select 1 from patient_procedures tpp where tpp.patient_id = p.id and tpp.is_active and tpp.treatment_start_date <= current_date)
                 then case when p.is_koos_patient then 1 when p.is_hoos_patient then 3 end end as current_survey_id,
            extract(year from age(current_date, p.date_of_birth))::int as age,
            st.id as status_id, st.name as status_name, st.search_value as status_search_value,
            p.patient_caregiver_agreement_url as caregiver_url, p.release_of_health_info_url as release_url
     from patients p
     left join patient_statuses st on st.id = p.status_id
     join practices pr on pr.id = p.practice_id
     join installation_method_types im on im.id = p.installation_method_type_id
     left join practice_team_members sg on sg.id = p.surgeon_id
     left join practice_team_members pt on pt.id = p.physical_therapist_id
     left join practices d on d.id = p.dme_id
     left join users u on u.id = p.patient_monitoring_specialist_id
     where p.id = $1 and not p.archived`,
    [id],
  );
  if (!row) return null;
  const phones = await db.query<{ id: number; name: 'Home Phone' | 'Mobile Phone'; number: string }>(
    'select id, name, number from patient_phone_numbers where patient_id = $1 order by id',
    [id],
  );
  const [address] = await db.query<{ id: number; line_1: string | null; city: string | null; state: string; zip_code: string | null }>(
    'select id, line_1, city, state, zip_code from patient_addresses where patient_id = $1 order by id desc limit 1',
    [id],
  );
  const devices = await db.query<{ id: number; serial_number: string; mac_address: string | null; device_type_id: number; device_type_name: string; device_type_variant: number | null }>(
    `select dv.id, dv.serial_number, dv.mac_address, dv.device_type_id, t.name as device_type_name, dv.device_type_variant
     from devices dv join device_types t on t.id = dv.device_type_id
     where dv.patient_id = $1 order by dv.device_type_id, dv.id`,
    [id],
  );
  const lastPhone = (name: string) => phones.filter((phone) => phone.name === name).at(-1)?.number ?? null;
  const detail: PatientDetail = {
    id: row.id,
    identifier: row.identifier,
    first_name: row.first_name,
    last_name: row.last_name,
    date_of_birth: row.date_of_birth,
    email_address: row.email,
    phone_number: phones,
    home_phone: lastPhone('Home Phone'),
    mobile_phone: lastPhone('Mobile Phone'),
    address: address ?? null,
    practice: { id: row.practice_id, name: row.practice_name },
    surgeon: person(row.surgeon_id, row.surgeon_name, row.surgeon_npi),
    physical_therapist: person(row.therapist_id, row.therapist_name, row.therapist_npi),
    dme: person(row.dme_id, row.dme_name, row.dme_npi),
    installation_method_type: { id: row.installation_method_type_id, name: row.installation_method_name, label: row.installation_method_label },
    patient_monitoring_specialist: row.patient_monitoring_specialist_id === null ? null : { id: row.patient_monitoring_specialist_id, username: row.pms_username ?? '' },
    patient_monitoring_specialist_id: row.patient_monitoring_specialist_id,
    rtm_permission: row.rtm_permission,
    rtm_patient_education: row.rtm_patient_education,
    rtm_follow_up_needed: row.rtm_follow_up_needed,
    interaction_code_80: row.interaction_code_80,
    interaction_code_81: row.interaction_code_81,
    medicare_compliance: row.medicare_compliance,
    beta: row.beta,
    locked: row.locked,
    is_koos_patient: row.is_koos_patient,
    is_hoos_patient: row.is_hoos_patient,
    current_survey_id: row.current_survey_id,
    age: row.age,
    status: row.status_id === null ? null : { id: row.status_id, name: row.status_name ?? '', search_value: row.status_search_value ?? 0 },
    patient_document_url: { patient_caregiver_agreement_url: row.caregiver_url, release_of_health_info_url: row.release_url },
    devices: devices.map((device) => ({
      id: device.id,
      serial_number: device.serial_number,
      mac_address: device.mac_address,
      device_type: { id: device.device_type_id, name: device.device_type_name },
      device_type_variant: device.device_type_variant,
    })),
    patient_procedure: await loadPatientProcedure(db, { patientId: id }),
  };
  return detail;
}
