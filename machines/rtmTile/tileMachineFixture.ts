// Test support for the RTM tile and room machines: a tile, pushes and a simulated clock.
import { SimulatedClock } from 'xstate';
import type { RtmTile, TilePush } from '../../domain/rtmTile/rtmTile';

/** The instant the simulated clock starts at. */
export const startOfTest = Date.parse('2026-03-02T10:00:00Z');

/** A joined patient's tile: ANSWERED, next interaction five minutes after the start. */
export function tileFixture(patch: Partial<RtmTile> = {}): RtmTile {
  return {
    id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    identifier: 'P-0007',
    status: 'ANSWERED',
    tile_color_hex: '#4caf50',
    session_id: 70,
    session_start: '2026-03-02T09:55:00Z',
    sequence: 1,
    next_interaction: '2026-03-02T10:05:00Z',
    call_attempts: 0,
    call_established: false,
    number_of_calls: 0,
    note_required: false,
    patient_progress: { current_session_number: 3, total_sessions_in_treatment: 40 },
    patient_adherence: 85,
    pain_level: 2,
    rtm_patient_education: false,
    rtm_follow_up_needed: false,
    rtm_permission: true,
    patient_not_in_session: false,
    ...patch,
  };
}

/** A simulated clock at {@link startOfTest}, and `now` reading it. */
export function simulatedClock(): { clock: SimulatedClock; now: () => number } {
  const clock = new SimulatedClock();
  clock.set(startOfTest);
  return { clock, now: () => clock.now() };
}

export const joined = (tile: RtmTile): TilePush => ({ notification_type: 'patient_joined', patient_id: tile.id, json: tile });
export const update = (patientId: number, json: Partial<RtmTile>): TilePush => ({ notification_type: 'patient_update', patient_id: patientId, json });
export const interactionRequest = (patientId: number, snooze?: boolean): TilePush => ({
  notification_type: 'interaction_request',
  patient_id: patientId,
  json: snooze === undefined ? {} : { snooze },
});
export const painHigh = (patientId: number): TilePush => ({ notification_type: 'pain_high', patient_id: patientId, json: {} });
export const sessionComplete = (patientId: number): TilePush => ({ notification_type: 'session_complete', patient_id: patientId, json: {} });
export const patientLeave = (patientId: number): TilePush => ({ notification_type: 'patient_leave', patient_id: patientId, json: {} });
