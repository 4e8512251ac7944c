// The RTM dashboard's tile of one patient (document 2, section 3 "RTM patient tile") and the
// pushes that change it (section 4 "RTM tile status values"). The server's live state and the
// portal's tile machine share these definitions.

import type { components } from '../../src/generated/api';

export const tileStatuses = ['CALL_REQUIRED', 'PENDING_INTERACTION', 'INTERACTION_REQUESTED', 'ANSWERED', 'COMPLETE'] as const satisfies readonly components['schemas']['RtmTileStatus'][];
export type TileStatus = components['schemas']['RtmTileStatus'];

/**
 * One patient's tile, as `RtmTile` of specs/api/rtm-room.yaml describes it (`id` is the patient's
 * id; `session_start` and `next_interaction` are ISO date-times; an ANSWERED tile becomes
 * PENDING_INTERACTION once `next_interaction` has passed).
 */
export type RtmTile = components['schemas']['RtmTile'];

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
