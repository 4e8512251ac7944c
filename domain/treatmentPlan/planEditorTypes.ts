/**
 * What the plan/template editor edits, in the editor's own terms: a plan's and a template's
 * protocols differ on the wire only by the name of their period list
 * (`patient_treatment_plan_protocol_period` vs `periods`), which `planEditorWire.ts` maps. The
 * fields a protocol and a period share with the wire take their types from the generated ones.
 */
import type { components } from '../../src/generated/api';

type WireProtocol = components['schemas']['TreatmentPlanTemplateProtocol'];
type WirePeriod = WireProtocol['periods'][number];

/**
 * One period of a protocol (document 2, section 3), in order: its length in minutes, 1-45
 * ([period-length]); its direction, 1 forward, 2 backward ([period-direction-ids]); its type,
 * Assisted, Active, Passive, Resistance or Rest ([period-types]).
 */
export interface EditorPeriod extends Pick<WirePeriod, 'length_of_time' | 'period_direction_id' | 'period_type_id'> {
  /** Kept when editing a saved period; the save replaces the periods in order anyway. */
  id?: number;
}

/** The numeric fields of a protocol the protocol editor changes. */
export type ProtocolNumberField = 'num_of_days' | 'sessions_per_day' | 'pedal_radius' | 'resistance' | 'rpm_min' | 'rpm_max' | 'pressure_limit';

/** One protocol with its periods; a new one has no id yet. */
export interface EditorProtocol extends Pick<WireProtocol, 'name' | 'purpose' | ProtocolNumberField> {
  id?: number;
  periods: EditorPeriod[];
}

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
  /** Plan only: unix seconds of its start day; a new plan's is chosen in the editor (issue 27, defect 1). */
  treatment_start_date?: number | null;
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
