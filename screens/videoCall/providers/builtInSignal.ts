// The signalling wire of the built-in provider, portal side (server: server/videoSignal/, where
// the whole exchange is described). Only what the provider reads is checked here.

import type { Row } from '../../../runtime/formats/cellDisplay';
import { screenLabelOf } from './screenTrack';

/** Where the signalling socket lives on the middleware. */
export const videoSignalPath = '/api/video-signal';

/** The close code of a room held by two others, or of this identity joining again elsewhere. */
export const occupiedCloseCode = 4409;
/** The close code of a room that is no longer open (the call was ended). */
export const roomNotOpenCloseCode = 4404;
/** The close code of a room that ended during the call (hung up, the patient left, its time ran out). */
export const roomEndedCloseCode = 4410;

/** What the server sends a peer. */
export type ServerSignal =
  | { type: 'joined'; identity: string; peers: string[]; iceServers: RTCIceServer[] }
  | { type: 'occupied'; peers: string[] }
  | { type: 'peerJoined' | 'peerLeft'; identity: string }
  /** `screen`: the id of the stream carrying the other side's app screen (screenTrack.ts). */
  | { type: 'offer' | 'answer'; from: string; sdp: string; screen?: string }
  | { type: 'candidate'; from: string; candidate: RTCIceCandidateInit }
  | { type: 'error'; message: string };

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function iceServersOf(value: unknown): RTCIceServer[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((entry): RTCIceServer[] => {
    const { urls, username, credential } = entry;
    if (typeof urls !== 'string' && !isStringList(urls)) return [];
    return [{ urls, ...(typeof username === 'string' ? { username } : {}), ...(typeof credential === 'string' ? { credential } : {}) }];
  });
}

/**
 * The server message `text` holds, or null for anything else (ignored by the provider).
 *
 * @example
 * readServerSignal('{"type":"peerJoined","identity":"patient-7"}'); // { type: 'peerJoined', identity: 'patient-7' }
 */
export function readServerSignal(text: string): ServerSignal | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { type } = value;
  switch (type) {
    case 'joined':
      return typeof value.identity === 'string' && isStringList(value.peers)
        ? { type, identity: value.identity, peers: value.peers, iceServers: iceServersOf(value.iceServers) }
        : null;
    case 'occupied':
      return isStringList(value.peers) ? { type, peers: value.peers } : null;
    case 'peerJoined':
    case 'peerLeft':
      return typeof value.identity === 'string' ? { type, identity: value.identity } : null;
    case 'offer':
    case 'answer':
      if (typeof value.from !== 'string' || typeof value.sdp !== 'string') return null;
      return { type, from: value.from, sdp: value.sdp, ...(screenLabelOf(value) === undefined ? {} : { screen: screenLabelOf(value) }) };
    case 'candidate': {
      const { candidate } = value;
      if (typeof value.from !== 'string' || !isRecord(candidate) || typeof candidate.candidate !== 'string') return null;
      return {
        type,
        from: value.from,
        candidate: {
          candidate: candidate.candidate,
          sdpMid: typeof candidate.sdpMid === 'string' ? candidate.sdpMid : null,
          sdpMLineIndex: typeof candidate.sdpMLineIndex === 'number' ? candidate.sdpMLineIndex : null,
        },
      };
    }
    case 'error':
      return { type, message: typeof value.message === 'string' ? value.message : '' };
    default:
      return null;
  }
}
