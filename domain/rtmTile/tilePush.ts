import type { RtmTile, TilePush } from './rtmTile';

/** A pain level at or above this forces CALL_REQUIRED ([rtm-pain-forces-call-required]). */
export const callRequiredPain = 8;
/** What a pain-high push sets the pain level to ([rtm-pain-high-push]). */
export const painHighLevel = 10;

/** Something a push asks of the dashboard beyond the tile itself. */
export type TileEffect = 'closeCallWindow';

export interface TilePushResult {
  /** The tile after the push; undefined when the tile leaves the dashboard. */
  tile: RtmTile | undefined;
  effects: TileEffect[];
}

function withPainRule(tile: RtmTile): RtmTile {
  return tile.pain_level !== null && tile.pain_level >= callRequiredPain ? { ...tile, status: 'CALL_REQUIRED' } : tile;
}

/**
 * Applies one push to a patient's tile (document 2, section 4 "RTM tile status values"): the pure
 * rule both the server's live state and the portal's tile machine follow.
 *
 * @example
 * applyTilePush(tile, { notification_type: 'pain_high', patient_id: 4, json: {} }).tile?.status; // 'CALL_REQUIRED'
 */
export function applyTilePush(tile: RtmTile | undefined, push: TilePush): TilePushResult {
  if (push.notification_type === 'patient_joined') return { tile: withPainRule({ ...push.json, status: 'ANSWERED', call_attempts: 0 }), effects: [] };
  if (push.notification_type === 'patient_leave') return { tile: undefined, effects: [] };
  if (!tile) return { tile, effects: [] };
  switch (push.notification_type) {
    case 'patient_update': {
      // The pain rule follows a pain reading: an update without one (the connected call's
      // ANSWERED, [rtm-call-connected]) keeps its status even while the last reading is high.
      const merged = { ...tile, ...push.json, id: tile.id };
      return { tile: push.json.pain_level === undefined ? merged : withPainRule(merged), effects: [] };
    }
    case 'interaction_request':
      if (push.json.snooze) return { tile, effects: ['closeCallWindow'] };
      return {
        tile: { ...tile, status: tile.status === 'CALL_REQUIRED' ? 'CALL_REQUIRED' : 'INTERACTION_REQUESTED', call_attempts: tile.call_attempts + 1 },
        effects: [],
      };
    case 'pain_high':
      return { tile: { ...tile, pain_level: painHighLevel, status: 'CALL_REQUIRED' }, effects: [] };
    case 'session_complete':
      return { tile: completeTile(tile), effects: ['closeCallWindow'] };
  }
}

/**
 * A tile turning COMPLETE ([rtm-session-complete-push], [rtm-complete-removal],
 * [rtm-complete-not-in-session]): a patient not in session who still has a session_start only has
 * it cleared; otherwise the tile stays (COMPLETE) while a note is required and leaves when none is.
 *
 * @example
 * completeTile({ ...tile, note_required: false }); // undefined: the tile leaves
 */
export function completeTile(tile: RtmTile): RtmTile | undefined {
  if (tile.patient_not_in_session && tile.session_start !== null) return { ...tile, session_start: null };
  if (tile.note_required) return { ...tile, status: 'COMPLETE' };
  return undefined;
}

/**
 * An ANSWERED tile whose next_interaction has passed becomes PENDING_INTERACTION
 * ([rtm-answered-to-pending]); any other tile is returned as it is.
 *
 * @example
 * advanceTileClock({ ...tile, status: 'ANSWERED', next_interaction: '2026-01-01T10:00:00Z' }, new Date('2026-01-01T10:01:00Z')).status; // 'PENDING_INTERACTION'
 */
export function advanceTileClock(tile: RtmTile, now: Date): RtmTile {
  if (tile.status !== 'ANSWERED' || tile.next_interaction === null) return tile;
  return Date.parse(tile.next_interaction) <= now.getTime() ? { ...tile, status: 'PENDING_INTERACTION' } : tile;
}

/**
 * Tiles in dashboard order: by sequence, null sequences last ([rtm-patient-update-push]).
 *
 * @example
 * sortTiles([{ sequence: null }, { sequence: 2 }, { sequence: 1 }]); // sequences 1, 2, null
 */
export function sortTiles<T extends Pick<RtmTile, 'sequence'>>(tiles: readonly T[]): T[] {
  return [...tiles].sort((a, b) => {
    if (a.sequence === b.sequence) return 0;
    if (a.sequence === null) return 1;
    if (b.sequence === null) return -1;
    return a.sequence - b.sequence;
  });
}
