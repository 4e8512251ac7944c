import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { escapeLike } from '../../db/escapeLike';
import { refreshPatientSummaries } from '../../db/refreshPatientSummaries';
import { ApiError } from '../../http/ApiError';
import { roleIdsOf } from '../../security/roleFacts';
import type { OperationHandlers } from '../../http/OperationHandler';
import { checkPatientFieldRoles } from './patientFieldRoles';
import { checkPatientRules } from './checkPatientRules';
import { patientInScope, patientNotFound } from './patientInScope';
import { loadPatientDetail, type PatientDetail } from './loadPatientDetail';
import { loadPatientProcedure, procedureCodes, type PatientProcedure } from './loadPatientProcedure';
import { resolvePatientPeople } from './resolvePatientPeople';
import { savePatientDevices } from './savePatientDevices';
import { checkProcedure, saveProcedure } from './savePatientProcedure';
import { insertPatient, updatePatientRecord } from './savePatientRecord';
import type { ScopedRows } from '../../security/scopedRows';


/** The patient in the caller's data scope (patientInScope), or a 404 as if it did not exist. */
async function scopedPatient(db: Database, patients: ScopedRows<'patients'>, id: number): Promise<PatientDetail> {
  await patientInScope(patients, id);
  return answerPatient(db, id);
}

async function answerPatient(db: Database, id: number): Promise<PatientDetail> {
  const detail = await loadPatientDetail(db, id);
  if (!detail) throw patientNotFound();
  return detail;
}

/** The procedure just saved, as the procedure calls answer it. */
async function savedProcedure(db: Database, procedureId: number): Promise<PatientProcedure> {
  const procedure = await loadPatientProcedure(db, { procedureId });
  if (!procedure) throw patientNotFound();
  return procedure;
}

/** A monitoring specialist id must name a user of that role. */
async function checkSpecialist(db: Database, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const [user] = await db.query('select 1 from users where id = $1 and role_id = any($2::int[]) and not archived', [id, roleIdsOf('monitoringSpecialists')]);
  if (!user) throw ApiError.formError('patient_monitoring_specialist_id', 'The selected monitoring specialist is invalid.');
}

/**
 * The patient information wizard's operations. Authorization (Add Patient to create, Edit Patient
 * to update, [patient-save-permission]) and the request schemas apply before these run; the
 * handlers hold the data scope (non-super users only within their own practice), the fields
 * limited to roles, the rules a schema cannot say, and write every change of several rows in
 * one transaction.
 *
 * @example
 * operations.register(app, 'patients', { ...patientWizardHandlers(db, clock) });
 */
export function patientWizardHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async createPatient(call) {
      const input = call.body;
      checkPatientFieldRoles(call.profile, input);
      await checkSpecialist(db, input.patient_monitoring_specialist_id);
      const people = await resolvePatientPeople(db, call.profile, input);
      checkPatientRules(
        {
          dateOfBirth: input.date_of_birth,
          monitoringSpecialistId: input.patient_monitoring_specialist_id,
          rtmPatientEducation: input.rtm_patient_education,
          therapistId: people.therapistId,
          legacyProcedureName: false,
        },
        clock.now(),
      );
      const surgeon = people.surgeon;
      if (!surgeon) throw ApiError.formError('surgeon_npi', 'Required');
      const id = await db.transaction((tx) => insertPatient(tx, input, { ...people, surgeon }));
      return answerPatient(db, id);
    },

    async updatePatient(call) {
      const id = call.params.id;
      const input = call.body;
      const current = await scopedPatient(db, call.scoped.patients, id);
      checkPatientFieldRoles(call.profile, input);
      await checkSpecialist(db, input.patient_monitoring_specialist_id);
      const people = await resolvePatientPeople(db, call.profile, input, current.practice.id);
      const procedure = current.patient_procedure;
      checkPatientRules(
        {
          dateOfBirth: input.date_of_birth,
          monitoringSpecialistId: input.patient_monitoring_specialist_id !== undefined ? input.patient_monitoring_specialist_id : current.patient_monitoring_specialist_id,
          rtmPatientEducation: input.rtm_patient_education ?? current.rtm_patient_education,
          therapistId: people.therapistId !== undefined ? people.therapistId : (current.physical_therapist?.id ?? null),
          legacyProcedureName: procedure !== null && procedure.is_legacy_name && (procedure.procedure_name ?? '') !== '',
        },
        clock.now(),
      );
      const installationMethodId = input.installation_method_type_id ?? current.installation_method_type.id;
      await db.transaction(async (tx) => {
        await updatePatientRecord(tx, id, input, people);
        if (input.devices !== undefined) await savePatientDevices(tx, id, input.devices, installationMethodId);
      });
      return answerPatient(db, id);
    },

    async createPatientProcedure(call) {
      const input = await checkProcedure(db, call.body, clock);
      await scopedPatient(db, call.scoped.patients, input.patient_id);
      const id = await db.transaction(async (tx) => {
        const saved = await saveProcedure(tx, input, undefined);
        await refreshPatientSummaries(tx, [input.patient_id]);
        return saved;
      });
      return savedProcedure(db, id);
    },

    async updatePatientProcedure(call) {
      const procedureId = call.params.id;
      const [owner] = await db.query<{ patient_id: number }>('select patient_id from patient_procedures where id = $1', [procedureId]);
      if (!owner) throw patientNotFound();
      await scopedPatient(db, call.scoped.patients, owner.patient_id);
      const input = await checkProcedure(db, call.body, clock);
      if (input.patient_id !== owner.patient_id) throw ApiError.formError('patient_id', 'The procedure belongs to another patient.');
      await db.transaction(async (tx) => {
        await saveProcedure(tx, input, procedureId);
        await refreshPatientSummaries(tx, [owner.patient_id]);
      });
      return savedProcedure(db, procedureId);
    },

    async searchProcedureCodes(call) {
      const input = call.body;
      const term = (input.search_term ?? '').trim().toLowerCase();
      return db.query(
        `select id, code, description, procedure_code_type_id from procedure_codes
         where procedure_code_type_id = $1
           and ($2 = '' or lower(code) like $2 || '%' or lower(description) like '%' || $2 || '%')
         order by lower(code) like $2 || '%' desc, code limit $3`,
        [input.procedure_code_type_id, escapeLike(term), input.limit ?? 20],
      );
    },

    async listPatientProcedureCodes(call) {
      const input = call.body;
      const patient = await scopedPatient(db, call.scoped.patients, input.patient_id);
      return patient.patient_procedure === null ? { cpt: [], icd: [], hcpcs: [] } : procedureCodes(db, patient.patient_procedure.id);
    },

    async listPatientMonitoringSpecialists() {
      return db.query(
        `select id, username, trim(first_name || ' ' || last_name) as name from users
         where role_id = any($1::int[]) and not archived order by username`,
        [roleIdsOf('monitoringSpecialists')],
      );
    },
  };
}
