import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { callOperation } from '../../runtime/api/callOperation';
import { invalidateChangesOf, operationQuery } from '../../runtime/api/operationQueries';
import type { OperationData } from '../../src/generated/operationTypes';
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
// (document 2, section 7, "Treatment plans" and "Templates"). Its reads go through the query
// cache (under the keys the portal's other readers use); a save then marks stale what it changes
// (x-cadence-changes), so the patient's plans and the template lists on screen show it, while the
// editor goes on at once.

/** The patient's plans with their status fields and days, for the start rule. */
function plansOnRecord(plans: OperationData<'getAllPatientTreatmentPlans'>): PlanOnRecord[] {
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
 * The actors the editor machine is provided with in the portal: loading a plan (GET
 * patient_treatment_plan/{id}) or a template (GET practice_team_member_treatment_plan/{id}), the
 * plan dropdown's templates (POST practice_team_member_treatment_plan/skinny_load), the patient's
 * plans (GET patient_treatment_plan/patient/{id}), and saving a plan (POST patient_treatment_plan,
 * PUT patient_treatment_plan/{id}; [plan-save-call]) or a template (POST
 * practice_team_member_treatment_plan, PUT .../{id}; [template-save-call]), answered as saved. A
 * new template belongs to the team member saving it.
 */
export function planEditorActors(queryClient: QueryClient, practiceTeamMemberId: number | undefined) {
  return {
    loadDocument: fromPromise<EditorDocument, LoadRequest>(async ({ input: { kind, id } }) =>
      kind === 'plan'
        ? planFromWire(await queryClient.fetchQuery(operationQuery('getTreatmentPlan', [undefined, { id }])))
        : templateFromWire(await queryClient.fetchQuery(operationQuery('getTreatmentPlanTemplate', [undefined, { id }]))),
    ),
    loadTemplateOptions: fromPromise<TemplateOption[], { patientId: number }>(async ({ input: { patientId } }) =>
      (await queryClient.fetchQuery(operationQuery('loadTreatmentPlanTemplateOptions', [{ patient_id: patientId }]))).map(templateOptionFromWire),
    ),
    loadPatientPlans: fromPromise<PlanOnRecord[], { patientId: number }>(async ({ input: { patientId } }) =>
      plansOnRecord(await queryClient.fetchQuery(operationQuery('getAllPatientTreatmentPlans', [undefined, { patientId }]))),
    ),
    saveDocument: fromPromise<EditorDocument, SaveRequest>(async ({ input: { kind, document, replacesPlanId } }) => {
      if (kind === 'plan') {
        const body = planRequestBody(document, document.patient_id ?? 0, replacesPlanId);
        const saved =
          document.id === undefined
            ? await callOperation('createPatientTreatmentPlan', body)
            : await callOperation('updatePatientTreatmentPlan', body, { id: document.id });
        void invalidateChangesOf(queryClient, document.id === undefined ? 'createPatientTreatmentPlan' : 'updatePatientTreatmentPlan');
        return planFromWire(saved);
      }
      const body = templateRequestBody(document, practiceTeamMemberId ?? 0);
      const saved =
        document.id === undefined
          ? await callOperation('createTreatmentPlanTemplate', body)
          : await callOperation('updateTreatmentPlanTemplate', body, { id: document.id });
      void invalidateChangesOf(queryClient, document.id === undefined ? 'createTreatmentPlanTemplate' : 'updateTreatmentPlanTemplate');
      return templateFromWire(saved);
    }),
  };
}
