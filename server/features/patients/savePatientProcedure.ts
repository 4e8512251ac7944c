import { message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { RequestBody } from '../../http/RequestBody';
import { codeTypes } from './loadPatientProcedure';

/** The validated body of createPatientProcedure and updatePatientProcedure. */
export type ProcedureInput = RequestBody<'createPatientProcedure'>;

const cardiac = 2;
const legBoth = 3;
const cardiacTemplate = 5;
const dayMs = 86_400_000;

/** The Medicare Compliance refusal, as one text ([procedure-medicare-window]). */
export function medicareComplianceText(): string {
  return `${message('medicareComplianceTitle')}: ${message('medicareComplianceMessage')}`;
}

/**
 * Checks a procedure body beyond its schema: with Medicare insurance the procedure date may not
 * be before the end of the day three days ago ([procedure-medicare-window]); every code id must
 * be a code of its field's type. Cardiac always stores leg Both and template Cardiac
 * ([patient-cardiac-forces]); the normalized body is returned.
 *
 * @example
 * const body = await checkProcedure(db, input, clock);
 */
export async function checkProcedure(db: Queryable, input: ProcedureInput, clock: Clock): Promise<ProcedureInput> {
  if (input.medicare_insurance === true && typeof input.procedure_date === 'number') {
    const startOfToday = Math.floor(clock.now().getTime() / dayMs) * dayMs;
    if (input.procedure_date * 1000 < startOfToday - 2 * dayMs) throw ApiError.formError('procedure_date', medicareComplianceText());
  }
  for (const [field, typeId] of [['cpt', codeTypes.cpt], ['icd', codeTypes.icd], ['hcpcs', codeTypes.hcpcs]] as const) {
    const ids = input[field] ?? [];
    if (ids.length === 0) continue;
    const [counted] = await db.query<{ count: number }>(
      'select count(*)::int as count from procedure_codes where id = any($1::int[]) and procedure_code_type_id = $2',
      [ids, typeId],
    );
    if ((counted?.count ?? 0) !== ids.length) throw ApiError.formError(field, 'The selected code is invalid.');
  }
  return input.procedure_type_id === cardiac
    ? { ...input, procedure_leg_type_id: legBoth, treatment_plan_template_id: cardiacTemplate }
    : input;
}

/**
 * Stores a procedure and its codes inside the caller's transaction: a new one becomes the
 * patient's only active procedure; an existing one is updated and its codes replaced. The
 * name shown in lists is the first CPT code's description, else the procedure type's name.
 *
 * @example
 * const id = await db.transaction((tx) => saveProcedure(tx, body, undefined));
 */
export async function saveProcedure(tx: Queryable, input: ProcedureInput, procedureId: number | undefined): Promise<number> {
  const codes = [...(input.cpt ?? []), ...(input.icd ?? []), ...(input.hcpcs ?? [])];
  const [named] = await tx.query<{ name: string }>(
    `select coalesce((select description from procedure_codes where id = $1), (select name from procedure_types where id = $2)) as name`,
    [input.cpt?.[0] ?? null, input.procedure_type_id],
  );
  const values = [
    input.procedure_type_id,
    input.procedure_leg_type_id,
    input.procedure_date ?? null,
    input.medicare_insurance ?? false,
    input.treatment_plan_template_id ?? 1,
    named?.name ?? null,
  ];
  let id = procedureId;
  if (id === undefined) {
    await tx.query('update patient_procedures set is_active = false where patient_id = $1 and is_active', [input.patient_id]);
    const [row] = await tx.query<{ id: number }>(
      `insert into patient_procedures (patient_id, procedure_type_id, procedure_leg_type_id, procedure_date, medicare_insurance,
                                       treatment_plan_template_id, procedure_name, is_legacy_name, is_active)
       values ($7, $1, $2, to_timestamp($3)::date, $4, $5, $6, false, true) returning id`,
      [...values, input.patient_id],
    );
    id = row?.id ?? 0;
  } else {
    await tx.query(
      `update patient_procedures set procedure_type_id = $1, procedure_leg_type_id = $2, procedure_date = to_timestamp($3)::date,
              medicare_insurance = $4, treatment_plan_template_id = $5,
              procedure_name = case when is_legacy_name then procedure_name else $6 end
       where id = $7`,
      [...values, id],
    );
    await tx.query('delete from patient_procedure_codes where patient_procedure_id = $1', [id]);
  }
  if (codes.length > 0) {
    await tx.query(
      'insert into patient_procedure_codes (patient_procedure_id, procedure_code_id) select $1, unnest($2::int[])',
      [id, codes],
    );
  }
  return id;
}
