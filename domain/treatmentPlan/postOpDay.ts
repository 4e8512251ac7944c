// The post-operative day of a patient (issue 27 defect 9: the patient banner), the same count as the
// patient list's `patient_procedure_post_op_day` (server/features/patients/listPatientsQuery.ts:
// today's date minus the procedure date, in days): 0 on the day of surgery, negative before it.

const dayMs = 86_400_000;

/** A YYYY-MM-DD day as days since 1970-01-01, or null when it is no day. */
function dayNumber(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? null : Math.round(time / dayMs);
}

/**
 * The post-op day of a procedure on `procedureDay` seen on `today` (both YYYY-MM-DD); null when
 * either is missing or no day.
 *
 * @example
 * postOpDay('2026-10-17', '2026-11-29'); // 43
 * postOpDay('2026-12-02', '2026-11-29'); // -3
 */
export function postOpDay(procedureDay: string | null | undefined, today: string): number | null {
  if (procedureDay === null || procedureDay === undefined) return null;
  const procedure = dayNumber(procedureDay);
  const now = dayNumber(today);
  return procedure === null || now === null ? null : now - procedure;
}

/** The UTC day (YYYY-MM-DD) of unix seconds: how the middleware sends a day (UTC midnight). */
export function unixSecondsDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
