/** Procedure type ids ([procedure-type-ids]): Ortho 1, Cardiac 2. */
export const procedureTypes = { ortho: 1, cardiac: 2 } as const;
/** Procedure leg ids ([procedure-leg-ids]): Left 1, Right 2, Both 3. */
export const procedureLegs = { left: 1, right: 2, both: 3 } as const;
/** Treatment template ids ([treatment-template-ids]). */
export const treatmentTemplates = { surgeonDefault: 1, thirtyDay: 2, fortyTwoDay: 3, sixtyDay: 4, cardiac: 5 } as const;

const dayMs = 86_400_000;

/**
 * The procedure data after a change: Cardiac forces leg Both and template Cardiac (5)
 * ([patient-cardiac-forces]); otherwise a change of Medicare insurance picks template 30 Day (2)
 * when set and Surgeon Default (1) when not ([patient-medicare-template]).
 *
 * @example
 * applyProcedureRules({}, { procedure_type_id: 2 }); // { procedure_type_id: 2, procedure_leg_type_id: 3, treatment_plan_template_id: 5 }
 */
export function applyProcedureRules(previous: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  if (next.procedure_type_id === procedureTypes.cardiac) {
    return { ...next, procedure_leg_type_id: procedureLegs.both, treatment_plan_template_id: treatmentTemplates.cardiac };
  }
  const leftCardiac = previous.procedure_type_id === procedureTypes.cardiac;
  if (next.medicare_insurance !== previous.medicare_insurance || leftCardiac) {
    return {
      ...next,
      treatment_plan_template_id: next.medicare_insurance === true ? treatmentTemplates.thirtyDay : treatmentTemplates.surgeonDefault,
    };
  }
  return next;
}

/**
 * True when a procedure date (unix seconds) is too old for Medicare: before the end of the day
 * three days ago (UTC), i.e. more than the 2-day window ([procedure-medicare-window]).
 *
 * @example
 * outsideMedicareWindow(Date.UTC(2026, 2, 2) / 1000 - 4 * 86400, Date.UTC(2026, 2, 2, 10)); // true
 */
export function outsideMedicareWindow(procedureDate: number, nowMs: number): boolean {
  const startOfToday = Math.floor(nowMs / dayMs) * dayMs;
  const endOfDayThreeDaysAgo = startOfToday - 2 * dayMs;
  return procedureDate * 1000 < endOfDayThreeDaysAgo;
}
