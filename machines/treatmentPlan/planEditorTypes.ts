/**
 * What the plan/template editor edits, in the editor's own terms: a plan's and a template's
 * protocols differ on the wire only by the name of their period list
 * (`patient_treatment_plan_protocol_period` vs `periods`), which `planEditorWire.ts` maps.
 */

/** One period of a protocol (document 2, section 3), in order. */
export interface EditorPeriod {
  /** Kept when editing a saved period; the save replaces the periods in order anyway. */
  id?: number;
  /** Minutes, 1-45 ([period-length]). */
  length_of_time: number;
  /** 1 forward, 2 backward ([period-direction-ids]). */
  period_direction_id: number;
  /** Assisted, Active, Passive, Resistance or Rest ([period-types]). */
  period_type_id: number;
}

/** One protocol with its periods. */
export interface EditorProtocol {
  id?: number;
  name: string;
  purpose: string | null;
  num_of_days: number;
  sessions_per_day: number;
  pedal_radius: number;
  resistance: number;
  rpm_min: number;
  rpm_max: number;
  pressure_limit: number;
  periods: EditorPeriod[];
}

/** The numeric fields of a protocol the protocol editor changes. */
export type ProtocolNumberField = 'num_of_days' | 'sessions_per_day' | 'pedal_radius' | 'resistance' | 'rpm_min' | 'rpm_max' | 'pressure_limit';

/** The plan or template as the editor holds it: what the save sends besides its protocols. */
export interface EditorDocument {
  id: number | undefined;
  name: string;
  description: string | null;
  is_active: boolean;
  /** 1 pre-operative, other values post-operative. */
  treatment_plan_type: number;
  sequence: number;
  protocols: EditorProtocol[];
  /** Plan only. */
  patient_id?: number;
  /** Plan only: unix seconds, for its Active / Complete / Pending status. */
  treatment_end_date?: number | null;
  is_included?: boolean;
  /** Template only. */
  is_default?: boolean;
  practice_team_member_id?: number;
  procedure_type_id?: number | null;
}

/** A template of the plan dropdown ([plan-dropdown-templates]). */
export interface TemplateOption {
  id: number;
  name: string;
  description: string | null;
  treatment_plan_type: number;
  protocols: EditorProtocol[];
}
