// Which of the patient's video tracks is their app's screen rather than their camera (document 2,
// section 2: the Patient App tab is "a remote view of the patient's screen"). The patient's app
// sends its screen as a second video track in the call, labelled so the portal can tell it from
// the camera on both providers:
// - Twilio: the app publishes a second LocalVideoTrack named `screen` (`track.name`);
// - built-in WebRTC: the app sends the screen in a MediaStream of its own and names that stream's
//   id in its offer or answer (`{type: 'offer'|'answer', sdp, screen: <stream id>}`, relayed by
//   /api/video-signal); the receiving side sees the same stream id on the track's `streams`
//   (the SDP's msid).

import type { Row } from '../../../runtime/formats/cellDisplay';

/** The Twilio track name of the patient's screen. */
export const screenTrackName = 'screen';

/** What the providers know of a remote track when it arrives. */
export interface RemoteTrackLabel {
  kind: string;
  /** Twilio's track name. */
  name?: string;
  /** The ids of the streams the track came in (built-in: the SDP's msid). */
  streamIds?: readonly string[];
}

/**
 * Whether a remote track is the patient's screen: a video track named `screen` (Twilio), or one
 * that came in a stream the other side labelled as its screen (built-in).
 *
 * @example
 * isScreenTrack({ kind: 'video', name: 'screen' }); // true
 * isScreenTrack({ kind: 'video', streamIds: ['{a1}'] }, ['{a1}']); // true
 * isScreenTrack({ kind: 'video', streamIds: ['{c0}'] }, ['{a1}']); // false: the camera
 */
export function isScreenTrack(track: RemoteTrackLabel, screenStreamIds: Iterable<string> = []): boolean {
  if (track.kind !== 'video') return false;
  if (track.name === screenTrackName) return true;
  const labelled = new Set(screenStreamIds);
  return (track.streamIds ?? []).some((id) => labelled.has(id));
}

/** The longest stream id a `screen` label may carry (browsers' ids are UUIDs, some in braces). */
export const maxScreenLabelLength = 64;

/**
 * The stream id a signalling message labels as the screen, or undefined when it labels none or
 * the value is not a stream id.
 *
 * @example
 * screenLabelOf({ type: 'answer', sdp: '...', screen: '{3f2c...}' }); // '{3f2c...}'
 */
export function screenLabelOf(message: Row): string | undefined {
  const { screen } = message;
  return typeof screen === 'string' && screen.length > 0 && screen.length <= maxScreenLabelLength && /^[\w{}.-]+$/.test(screen) ? screen : undefined;
}
