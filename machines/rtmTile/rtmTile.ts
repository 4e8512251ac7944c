// The RTM dashboard's tile of one patient (document 2, section 3 "RTM patient tile") and the
// pushes that change it (section 4 "RTM tile status values"). The server's live state and the
// portal's tile machine share these definitions.

export const tileStatuses = ['CALL_REQUIRED', 'PENDING_INTERACTION', 'INTERACTION_REQUESTED', 'ANSWERED', 'COMPLETE'] as const;
export type TileStatus = (typeof tileStatuses)[number];

export interface RtmTile {
  /** The patient's id. */
  id: number;
  first_name: string;
  last_name: string;
  identifier: string;
  status: TileStatus;
  tile_color_hex: string;
  session_id: number | null;
  /** ISO date-time the session started, or null. */
  session_start: string | null;
  sequence: number | null;
  /** ISO date-time after which an ANSWERED tile becomes PENDING_INTERACTION, or null. */
  next_interaction: string | null;
  call_attempts: number;
  call_established: boolean;
  number_of_calls: number;
  note_required: boolean;
  patient_progress: { current_session_number: number; total_sessions_in_treatment: number } | null;
  patient_adherence: number | null;
  pain_level: number | null;
  rtm_patient_education: boolean;
  rtm_follow_up_needed: boolean;
  rtm_permission: boolean;
  patient_not_in_session: boolean;
}

/** The notification types a tile reacts to; any other type is only logged ([rtm-unknown-push]). */
export const tilePushTypes = ['patient_joined', 'patient_update', 'interaction_request', 'pain_high', 'session_complete', 'patient_leave'] as const;
export type TilePushType = (typeof tilePushTypes)[number];

/** One push notification about a patient, as the portal's socket carries it (`{type: 'push', ...}`). */
export type TilePush =
  | { notification_type: 'patient_joined'; patient_id: number; json: RtmTile }
  | { notification_type: 'patient_update'; patient_id: number; json: Partial<RtmTile> }
  | { notification_type: 'interaction_request'; patient_id: number; json: { snooze?: boolean } }
  | { notification_type: 'pain_high'; patient_id: number; json: { pain_level?: number } }
  | { notification_type: 'session_complete'; patient_id: number; json: Record<string, never> }
  | { notification_type: 'patient_leave'; patient_id: number; json: Record<string, never> };
