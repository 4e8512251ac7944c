import type { OperationBody, OperationData } from '../../src/generated/operationTypes';
import type { EditorDocument, EditorPeriod, EditorProtocol, ProtocolNumberField, TemplateOption } from './planEditorTypes';

// The editor's documents to and from the treatment-plan calls (the plans contract, document 2
// section 7): the wire shapes are the generated ones of specs/api/treatment-plans.yaml and
// treatment-plan-templates.yaml; a save answers the plan or template as a load does.

type WirePlan = OperationData<'getTreatmentPlan'>;
type WireTemplate = OperationData<'getTreatmentPlanTemplate'>;
type WirePlanProtocol = WirePlan['patient_treatment_plan_protocol'][number];
type WireTemplateProtocol = WireTemplate['protocols'][number];
type WirePeriod = WirePlanProtocol['patient_treatment_plan_protocol_period'][number] | WireTemplateProtocol['periods'][number];

type PlanBody = OperationBody<'createPatientTreatmentPlan'>;
type TemplateBody = OperationBody<'createTreatmentPlanTemplate'>;
/** What a plan's and a template's protocol sends besides its periods (the plan's may send more, ignored). */
type ProtocolFieldsBody = Omit<TemplateBody['protocols'][number], 'periods'>;
type PeriodBody = NonNullable<PlanBody['patient_treatment_plan_protocol'][number]['patient_treatment_plan_protocol_period']>[number];

function bySequence<T extends { sequence: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sequence - b.sequence);
}

/** What a protocol carries alike on the wire (answer and body) and in the editor. */
type ProtocolSettings = Pick<EditorProtocol, 'name' | 'purpose' | ProtocolNumberField>;
/** What a period carries alike on the wire and in the editor. */
type PeriodSettings = Omit<EditorPeriod, 'id'>;

function protocolSettings(protocol: ProtocolSettings): ProtocolSettings {
  return {
    name: protocol.name,
    purpose: protocol.purpose,
    num_of_days: protocol.num_of_days,
    sessions_per_day: protocol.sessions_per_day,
    pedal_radius: protocol.pedal_radius,
    resistance: protocol.resistance,
    rpm_min: protocol.rpm_min,
    rpm_max: protocol.rpm_max,
    pressure_limit: protocol.pressure_limit,
  };
}

function periodSettings(period: PeriodSettings): PeriodSettings {
  return {
    length_of_time: period.length_of_time,
    period_direction_id: period.period_direction_id,
    period_type_id: period.period_type_id,
  };
}

function editorProtocol(protocol: WirePlanProtocol | WireTemplateProtocol, periods: readonly WirePeriod[]): EditorProtocol {
  return {
    id: protocol.id,
    ...protocolSettings(protocol),
    periods: bySequence(periods).map((period) => ({ id: period.id, ...periodSettings(period) })),
  };
}

/** A plan as the editor holds it, its protocols and periods in sequence order. */
export function planFromWire(plan: WirePlan): EditorDocument {
  return {
    id: plan.id,
    patient_id: plan.patient_id,
    name: plan.name,
    description: plan.description,
    is_active: plan.is_active,
    is_included: plan.is_included,
    sequence: plan.sequence,
    treatment_plan_type: plan.treatment_plan_type,
    treatment_end_date: plan.treatment_end_date,
    treatment_start_date: plan.treatment_start_date,
    protocols: bySequence(plan.patient_treatment_plan_protocol).map((protocol) =>
      editorProtocol(protocol, protocol.patient_treatment_plan_protocol_period),
    ),
  };
}

/** A template as the editor holds it. */
export function templateFromWire(template: WireTemplate): EditorDocument {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    is_active: template.is_active,
    is_default: template.is_default,
    practice_team_member_id: template.practice_team_member_id,
    procedure_type_id: template.procedure_type_id,
    treatment_plan_type: template.treatment_plan_type,
    sequence: template.sequence,
    protocols: bySequence(template.protocols).map((protocol) => editorProtocol(protocol, protocol.periods)),
  };
}

/** A template of the plan dropdown (skinny_load answers templates with their protocols and periods). */
export function templateOptionFromWire(template: WireTemplate): TemplateOption {
  const document = templateFromWire(template);
  return {
    id: template.id,
    name: document.name,
    description: document.description,
    treatment_plan_type: document.treatment_plan_type,
    protocols: document.protocols,
  };
}

function protocolFields(protocol: EditorProtocol, index: number): ProtocolFieldsBody {
  return { ...(protocol.id === undefined ? {} : { id: protocol.id }), sequence: index + 1, ...protocolSettings(protocol) };
}

function periodBody(period: EditorPeriod, index: number): PeriodBody {
  return { ...(period.id === undefined ? {} : { id: period.id }), sequence: index + 1, ...periodSettings(period) };
}

/**
 * The body of POST patient_treatment_plan / PUT patient_treatment_plan/{id} ([plan-save-call]):
 * name, description, is_active, patient_id, is_included, sequence, treatment_plan_type and the
 * protocols with their periods, each numbered in the order shown; a new plan's start day and the
 * running plan whose end the user confirmed.
 */
export function planRequestBody(plan: EditorDocument, patientId: number, replacesPlanId?: number): PlanBody {
  return {
    // A new plan's start day; the running plan the user confirmed ending (issue 27, defect 1).
    ...(plan.id === undefined && plan.treatment_start_date != null ? { treatment_start_date: plan.treatment_start_date } : {}),
    ...(replacesPlanId === undefined ? {} : { replaces_plan_id: replacesPlanId }),
    name: plan.name,
    description: plan.description,
    is_active: plan.is_active,
    patient_id: patientId,
    is_included: plan.is_included ?? true,
    sequence: plan.sequence,
    treatment_plan_type: plan.treatment_plan_type,
    patient_treatment_plan_protocol: plan.protocols.map((protocol, index) => ({
      ...protocolFields(protocol, index),
      patient_treatment_plan_protocol_period: protocol.periods.map(periodBody),
    })),
  };
}

/**
 * The body of POST practice_team_member_treatment_plan / PUT .../{id} ([template-save-call]):
 * name, description, protocols, sequence, treatment_plan_type, is_active, procedure_type_id and
 * is_default (the id travels in the path); a new template belongs to the team member saving it.
 */
export function templateRequestBody(template: EditorDocument, practiceTeamMemberId: number): TemplateBody {
  return {
    practice_team_member_id: template.practice_team_member_id ?? practiceTeamMemberId,
    name: template.name,
    description: template.description,
    is_default: template.is_default ?? false,
    procedure_type_id: template.procedure_type_id ?? null,
    treatment_plan_type: template.treatment_plan_type,
    sequence: template.sequence,
    is_active: template.is_active,
    protocols: template.protocols.map((protocol, index) => ({ ...protocolFields(protocol, index), periods: protocol.periods.map(periodBody) })),
  };
}
