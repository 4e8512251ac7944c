// The wire of the built-in WebRTC provider's signalling socket (/api/video-signal), server side.
// The portal's provider (screens/videoCall/providers/builtInProvider.ts) and the demo patient
// app (patientVideoDevClient.js) speak the same messages.
//
// peer → server:  {type:'join', token}  first, then
//                 {type:'offer'|'answer', sdp, screen?}  {type:'candidate', candidate}  {type:'leave'}
//                 (`screen`: the id of the MediaStream that carries the sender's app screen, the
//                 Patient App tab's picture; screens/videoCall/providers/screenTrack.ts)
// server → peer:  {type:'joined', identity, room, peers, iceServers}
//                 {type:'peerJoined'|'peerLeft', identity}
//                 {type:'offer'|'answer', from, sdp, screen?}  {type:'candidate', from, candidate}
//                 {type:'occupied', peers} (then closed 4409)  {type:'error', message}
//                 closed 4410 when the room ends (hung up, the patient's `leave`, its time up)

/** A session description or ICE candidate, relayed as the browser produced it. */
export type RelayedSignal =
  | { type: 'offer' | 'answer'; sdp: string; screen?: string }
  | { type: 'candidate'; candidate: { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null } };

/** What a peer may send. */
export type PeerMessage = { type: 'join'; token: string } | { type: 'leave' } | RelayedSignal;

/** The longest SDP relayed (a browser's offer with audio and video is some 5–10 KB). */
export const maxSdpLength = 32_768;
/** The longest stream id a `screen` label relays (browsers' ids are UUIDs, some in braces). */
const maxScreenLabelLength = 64;
/** The longest ICE candidate line relayed. */
const maxCandidateLength = 1024;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function candidateOf(value: unknown): { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null } | null {
  if (!isRecord(value)) return null;
  const { candidate, sdpMid, sdpMLineIndex } = value;
  if (typeof candidate !== 'string' || candidate.length > maxCandidateLength) return null;
  const mid = sdpMid === undefined || sdpMid === null ? null : typeof sdpMid === 'string' && sdpMid.length <= 64 ? sdpMid : undefined;
  const index =
    sdpMLineIndex === undefined || sdpMLineIndex === null ? null : Number.isInteger(sdpMLineIndex) && Number(sdpMLineIndex) >= 0 ? Number(sdpMLineIndex) : undefined;
  if (mid === undefined || index === undefined) return null;
  return { candidate, sdpMid: mid, sdpMLineIndex: index };
}

/**
 * The peer message `text` holds, or null when it is not one (bad JSON, unknown type, missing or
 * oversized fields). Only the fields named here are kept, so nothing else is ever relayed.
 *
 * @example
 * readPeerMessage('{"type":"offer","sdp":"v=0..."}'); // { type: 'offer', sdp: 'v=0...' }
 */
export function readPeerMessage(text: string): PeerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'join':
      return typeof value.token === 'string' && value.token.length <= 4096 ? { type: 'join', token: value.token } : null;
    case 'leave':
      return { type: 'leave' };
    case 'offer':
    case 'answer': {
      if (typeof value.sdp !== 'string' || value.sdp.length === 0 || value.sdp.length > maxSdpLength) return null;
      // The screen's stream label is relayed only when it is a stream id; anything else is dropped.
      const { screen } = value;
      const labelled = typeof screen === 'string' && screen.length <= maxScreenLabelLength && /^[\w{}.-]+$/.test(screen);
      return { type: value.type, sdp: value.sdp, ...(labelled ? { screen } : {}) };
    }
    case 'candidate': {
      const candidate = candidateOf(value.candidate);
      return candidate ? { type: 'candidate', candidate } : null;
    }
    default:
      return null;
  }
}
