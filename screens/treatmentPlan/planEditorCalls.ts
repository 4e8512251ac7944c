import { callOperation } from '../../runtime/api/callOperation';
import { fromPromise } from 'xstate';
import type { LoadRequest, SaveRequest } from '../../machines/treatmentPlan/planEditorMachine';
import type { EditorDocument, TemplateOption } from '../../domain/treatmentPlan/planEditorTypes';
import type { PlanOnRecord } from '../../domain/treatmentPlan/planStart';
import { totalDays } from '../../domain/treatmentPlan/protocolDayRanges';
import {
  planFromWire,
  planRequestBody,
  templateFromWire,
  templateOptionFromWire,
  templateRequestBody,
} from '../../domain/treatmentPlan/planEditorWire';

// The editor machine's calls, through the typed client: the operations of the plans contract
// (document 2, section 7, "Treatment plans" and "Templates").

/** Loads a plan (GET patient_treatment_plan/{id}) or a template (GET practice_team_member_treatment_plan/{id}). */
async function loadDocument({ kind, id }: LoadRequest): Promise<EditorDocument> {
  return kind === 'plan'
    ? planFromWire(await callOperation('getTreatmentPlan', undefined, { id }))
    : templateFromWire(await callOperation('getTreatmentPlanTemplate', undefined, { id }));
}

/** The plan dropdown's templates for the patient (POST practice_team_member_treatment_plan/skinny_load). */
async function loadTemplateOptions({ patientId }: { patientId: number }): Promise<TemplateOption[]> {
  const templates = await callOperation('loadTreatmentPlanTemplateOptions', { patient_id: patientId });
  return templates.map(templateOptionFromWire);
}

/** The patient's plans with their status fields and days (GET patient_treatment_plan/patient/{id}), for the start rule. */
async function loadPatientPlans({ patientId }: { patientId: number }): Promise<PlanOnRecord[]> {
  const plans = await callOperation('getAllPatientTreatmentPlans', undefined, { patientId });
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    is_active: plan.is_active,
    treatment_plan_type: plan.treatment_plan_type,
    treatment_start_date: plan.treatment_start_date,
    treatment_end_date: plan.treatment_end_date,
    days: totalDays(plan.patient_treatment_plan_protocol),
  }));
}

/**
 * Saves a plan (POST patient_treatment_plan, PUT patient_treatment_plan/{id}; [plan-save-call]) or a
 * template (POST practice_team_member_treatment_plan, PUT .../{id}; [template-save-call]) and
 * answers it as saved. A new template belongs to the team member saving it.
 */
function saveDocument(practiceTeamMemberId: number | undefined) {
  return async ({ kind, document, replacesPlanId }: SaveRequest): Promise<EditorDocument> => {
    if (kind === 'plan') {
      const body = planRequestBody(document, document.patient_id ?? 0, replacesPlanId);
      const saved =
        document.id === undefined
          ? await callOperation('createPatientTreatmentPlan', body)
          : await callOperation('updatePatientTreatmentPlan', body, { id: document.id });
      return planFromWire(saved);
    }
    const body = templateRequestBody(document, practiceTeamMemberId ?? 0);
    const saved =
      document.id === undefined
        ? await callOperation('createTreatmentPlanTemplate', body)
        : await callOperation('updateTreatmentPlanTemplate', body, { id: document.id });
    return templateFromWire(saved);
  };
}

/** The actors the editor machine is provided with in the portal. */
export function planEditorActors(practiceTeamMemberId: number | undefined) {
  return {
    loadDocument: fromPromise<EditorDocument, LoadRequest>(({ input }) => loadDocument(input)),
    loadTemplateOptions: fromPromise<TemplateOption[], { patientId: number }>(({ input }) => loadTemplateOptions(input)),
    loadPatientPlans: fromPromise<PlanOnRecord[], { patientId: number }>(({ input }) => loadPatientPlans(input)),
    saveDocument: fromPromise<EditorDocument, SaveRequest>(({ input }) => saveDocument(practiceTeamMemberId)(input)),
  };
}
