/**
 * A field path split into its names: `patient_procedure.procedure_date`,
 * `procedures[0].code` and `procedures.0.code` all give their segments without the brackets.
 */
function segments(path: string): string[] {
  return path.split(/[.[\]]+/).filter((segment) => segment !== '');
}

/**
 * True for a field of the patient's procedure: a path under `procedure` or `patient_procedure`
 * (or any segment naming a procedure, such as `procedures`), or a field inside a list (a numeric
 * segment), because the procedure's codes are the only lists the patient forms send.
 *
 * @example
 * isProcedureField('patient_procedure.procedure_date') // true
 * isProcedureField('first_name') // false
 */
export function isProcedureField(path: string): boolean {
  const parts = segments(path);
  const inList = parts.some((part) => /^\d+$/.test(part));
  const underProcedure = parts.slice(0, -1).some((part) => /(^|_)procedures?$/.test(part));
  return inList || underProcedure;
}

/**
 * The field's name as a person reads it: the last non-numeric segment, underscores as spaces,
 * first letter capitalised.
 *
 * @example
 * humaniseFieldName('first_name') // 'First name'
 * humaniseFieldName('patient_procedure.procedure_date') // 'Procedure date'
 */
export function humaniseFieldName(path: string): string {
  const name = segments(path).filter((part) => !/^\d+$/.test(part)).at(-1) ?? path;
  const words = name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
