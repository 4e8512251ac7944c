import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';

/** A patient's procedure as the middleware answers it. */
export type PatientProcedure = components['schemas']['PatientProcedure'];
/** A procedure code as the middleware answers it. */
export type ProcedureCode = components['schemas']['PatientDetailCode'];

/** Code type ids ([procedure-code-types]): ICD 1, HCPCS 2, CPT 3. */
export const codeTypes = { icd: 1, hcpcs: 2, cpt: 3 } as const;

interface ProcedureRow {
  id: number;
  is_active: boolean;
  procedure_type_id: number;
  procedure_type_name: string;
  procedure_name: string | null;
  is_legacy_name: boolean;
  procedure_leg_type_id: number;
  procedure_leg_type_name: string;
  procedure_date: number | null;
  treatment_start_date: number | null;
  medicare_insurance: boolean;
  template_id: number;
  template_name: string;
}

/**
 * The codes of a procedure, by type (`cpt`, `icd`, `hcpcs`), each ordered by code.
 *
 * @example
 * const { cpt } = await procedureCodes(db, 9);
 */
export async function procedureCodes(db: Queryable, procedureId: number): Promise<PatientProcedure['codes']> {
  const rows = await db.query<ProcedureCode>(
    `select c.id, c.code, c.description, c.procedure_code_type_id
     from patient_procedure_codes pc join procedure_codes c on c.id = pc.procedure_code_id
     where pc.patient_procedure_id = $1 order by c.code`,
    [procedureId],
  );
  return {
    cpt: rows.filter((row) => row.procedure_code_type_id === codeTypes.cpt),
    icd: rows.filter((row) => row.procedure_code_type_id === codeTypes.icd),
    hcpcs: rows.filter((row) => row.procedure_code_type_id === codeTypes.hcpcs),
  };
}

/**
 * A patient's active procedure (the latest), or one procedure by id, with its codes; null when
 * there is none. Dates are unix seconds.
 *
 * @example
 * const procedure = await loadPatientProcedure(db, { patientId: 42 });
 */
export async function loadPatientProcedure(db: Queryable, by: { patientId: number } | { procedureId: number }): Promise<PatientProcedure | null> {
  const [row] = await db.query<ProcedureRow>(
    `select pp.id, pp.is_active, pp.procedure_type_id, pt.name as procedure_type_name, pp.procedure_name,
            pp.is_legacy_name, pp.procedure_leg_type_id, lt.name as procedure_leg_type_name,
            extract(epoch from pp.procedure_date)::bigint::int as procedure_date,
            extract(epoch from pp.treatment_start_date)::bigint::int as treatment_start_date,
            pp.medicare_insurance, pp.treatment_plan_template_id as template_id, tt.name as template_name
     from patient_procedures pp
     join procedure_types pt on pt.id = pp.procedure_type_id
     join procedure_leg_types lt on lt.id = pp.procedure_leg_type_id
     join treatment_plan_template_types tt on tt.id = pp.treatment_plan_template_id
     where ${'patientId' in by ? 'pp.patient_id = $1 and pp.is_active' : 'pp.id = $1'}
     order by pp.id desc limit 1`,
    ['patientId' in by ? by.patientId : by.procedureId],
  );
  if (!row) return null;
  return {
    id: row.id,
    is_active: row.is_active,
    procedure_type: { id: row.procedure_type_id, name: row.procedure_type_name },
    procedure_name: row.procedure_name,
    is_legacy_name: row.is_legacy_name,
    procedure_leg_type: { id: row.procedure_leg_type_id, name: row.procedure_leg_type_name },
    procedure_date: row.procedure_date,
    treatment_start_date: row.treatment_start_date,
    medicare_insurance: row.medicare_insurance,
    treatment_plan_template: { id: row.template_id, name: row.template_name },
    codes: await procedureCodes(db, row.id),
  };
}
