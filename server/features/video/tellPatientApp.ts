// The patient's side of a call: when a user starts (or rejoins) a room, the patient's app is
// handed the room and a token of its own (identity `patient-<id>`, the portal's
// patientVideoIdentity) to join it; when the call ends, it is told to leave. Both travel as
// patient-app commands over the live events (delivered if the app is connected), our reading of
// "the patient-app simulator ... answers calls".
import type { VideoTokenIssuer } from '../../adapters/video/VideoTokenIssuer';
import type { LiveEvents } from '../../realtime/LiveEvents';
import type { VideoRoomRow } from './videoRoomRecord';

/** The command names the patient app receives. */
export const videoCallCommands = { start: 'videoCallStart', end: 'videoCallEnd' } as const;

/**
 * The identity a patient's app joins its video rooms under.
 *
 * @example
 * patientIdentity(42); // 'patient-42'
 */
export function patientIdentity(patientId: number): string {
  return `patient-${patientId}`;
}

/**
 * Hands the patient's app the room and its token.
 *
 * @example
 * await tellPatientAppCallStarted(live, issuer, room);
 */
export async function tellPatientAppCallStarted(live: LiveEvents, issuer: VideoTokenIssuer, room: VideoRoomRow): Promise<void> {
  const { token, expiresIn } = issuer.issue({ identity: patientIdentity(room.patient_id), room: room.unique_name });
  await live.sendToPatientApp(room.patient_id, {
    type: 'command',
    command: videoCallCommands.start,
    values: { room_id: room.id, room: room.unique_name, token, expires_in: expiresIn, provider: issuer.provider, caller_username: room.caller_username },
  });
}

/**
 * Tells the patient's app the call is over.
 *
 * @example
 * await tellPatientAppCallEnded(live, room);
 */
export async function tellPatientAppCallEnded(live: LiveEvents, room: VideoRoomRow): Promise<void> {
  await live.sendToPatientApp(room.patient_id, { type: 'command', command: videoCallCommands.end, values: { room_id: room.id, room: room.unique_name } });
}
