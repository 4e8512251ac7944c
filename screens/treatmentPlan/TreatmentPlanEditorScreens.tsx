import { useParams } from 'react-router';
import { PlanEditor } from './PlanEditor';

/** A route parameter as a record id; anything else (absent, `new`) is undefined. */
function idParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /treatmentPlan/{patientID}/{planID} (planID optional, [plan-pencil-route]): a patient's plan,
 * or a new plan for the patient when no plan id is given. Keyed by the address, so that opening
 * another plan (or a new plan's own address after its first save) starts afresh.
 */
export function TreatmentPlanEditorScreen() {
  const { patientID, planID } = useParams();
  const patientId = idParam(patientID);
  const planId = idParam(planID);
  return <PlanEditor key={`${String(patientId)}/${String(planId)}`} kind="plan" id={planId} patientId={patientId} />;
}

/** /treatmentPlanTemplate/{templateID} and /treatmentPlanTemplate/new ([template-editor-routes]). */
export function TreatmentPlanTemplateEditorScreen() {
  const { templateID } = useParams();
  const templateId = idParam(templateID);
  return <PlanEditor key={String(templateId)} kind="template" id={templateId} patientId={undefined} />;
}
