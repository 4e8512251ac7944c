import type { EditorDocument, EditorPeriod, EditorProtocol, TemplateOption } from './planEditorTypes';

// The wire shapes of the treatment-plan calls (the plans contract, document 2 section 7), as
// the editor reads them: fields it does not use are left out, and what the server may leave
// empty is optional, so that the generated answer types fit these whatever they add.

export interface WirePeriod {
  id?: number | null;
  sequence?: number | null;
  length_of_time: number;
  period_direction_id: number;
  period_type_id: number;
}

interface WireProtocolFields {
  id?: number | null;
  name: string;
  purpose?: string | null;
  sequence?: number | null;
  num_of_days: number;
  sessions_per_day: number;
  pedal_radius: number;
  resistance: number;
  rpm_min: number;
  rpm_max: number;
  pressure_limit: number;
}

export interface WirePlanProtocol extends WireProtocolFields {
  patient_treatment_plan_protocol_period?: readonly WirePeriod[] | null;
}

export interface WireTemplateProtocol extends WireProtocolFields {
  periods?: readonly WirePeriod[] | null;
}

export interface WirePlan {
  id: number;
  patient_id: number;
  name: string;
  description?: string | null;
  is_active: boolean | number;
  is_included?: boolean | number | null;
  sequence?: number | null;
  treatment_plan_type: number;
  treatment_end_date?: number | null;
  patient_treatment_plan_protocol?: readonly WirePlanProtocol[] | null;
}

export interface WireTemplate {
  id: number;
  name: string;
  description?: string | null;
  is_default?: boolean | number | null;
  practice_team_member_id?: number | null;
  procedure_type_id?: number | null;
  treatment_plan_type?: number | null;
  sequence?: number | null;
  is_active?: boolean | number | null;
  protocols?: readonly WireTemplateProtocol[] | null;
}

function bySequence<T extends { sequence?: number | null }>(items: readonly T[] | null | undefined): T[] {
  return [...(items ?? [])].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
}

function editorPeriod(period: WirePeriod): EditorPeriod {
  return {
    ...(period.id == null ? {} : { id: period.id }),
    length_of_time: period.length_of_time,
    period_direction_id: period.period_direction_id,
    period_type_id: period.period_type_id,
  };
}

function editorProtocol(protocol: WireProtocolFields, periods: readonly WirePeriod[] | null | undefined): EditorProtocol {
  return {
    ...(protocol.id == null ? {} : { id: protocol.id }),
    name: protocol.name,
    purpose: protocol.purpose ?? null,
    num_of_days: protocol.num_of_days,
    sessions_per_day: protocol.sessions_per_day,
    pedal_radius: protocol.pedal_radius,
    resistance: protocol.resistance,
    rpm_min: protocol.rpm_min,
    rpm_max: protocol.rpm_max,
    pressure_limit: protocol.pressure_limit,
    periods: bySequence(periods).map(editorPeriod),
  };
}

/** A plan as the editor holds it, its protocols and periods in sequence order. */
export function planFromWire(plan: WirePlan): EditorDocument {
  return {
    id: plan.id,
    patient_id: plan.patient_id,
    name: plan.name,
    description: plan.description ?? null,
    is_active: Boolean(plan.is_active),
    is_included: plan.is_included == null ? true : Boolean(plan.is_included),
    sequence: plan.sequence ?? 1,
    treatment_plan_type: plan.treatment_plan_type,
    treatment_end_date: plan.treatment_end_date ?? null,
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
    description: template.description ?? null,
    is_active: template.is_active == null ? true : Boolean(template.is_active),
    is_default: Boolean(template.is_default),
    ...(template.practice_team_member_id == null ? {} : { practice_team_member_id: template.practice_team_member_id }),
    procedure_type_id: template.procedure_type_id ?? null,
    treatment_plan_type: template.treatment_plan_type ?? 2,
    sequence: template.sequence ?? 1,
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

function protocolFields(protocol: EditorProtocol, index: number) {
  return {
    ...(protocol.id === undefined ? {} : { id: protocol.id }),
    name: protocol.name,
    purpose: protocol.purpose,
    sequence: index + 1,
    num_of_days: protocol.num_of_days,
    sessions_per_day: protocol.sessions_per_day,
    pedal_radius: protocol.pedal_radius,
    resistance: protocol.resistance,
    rpm_min: protocol.rpm_min,
    rpm_max: protocol.rpm_max,
    pressure_limit: protocol.pressure_limit,
  };
}

function periodBody(period: EditorPeriod, index: number) {
  return {
    ...(period.id === undefined ? {} : { id: period.id }),
    sequence: index + 1,
    length_of_time: period.length_of_time,
    period_direction_id: period.period_direction_id,
    period_type_id: period.period_type_id,
  };
}

/**
 * The body of POST patient_treatment_plan / PUT patient_treatment_plan/{id} ([plan-save-call]):
 * name, description, is_active, patient_id, is_included, sequence, treatment_plan_type and the
 * protocols with their periods, each numbered in the order shown.
 */
export function planRequestBody(plan: EditorDocument, patientId: number) {
  return {
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
export function templateRequestBody(template: EditorDocument, practiceTeamMemberId: number) {
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
