// How urgent a tile is (issue 27, defect 3: "urgency first"): the dashboard colours, orders,
// counts and filters its tiles by status; the template's colour is only a secondary mark. Pure, so
// the grid, its counts and their tests share one definition.
import type { RtmTile, TileStatus } from './rtmTile';
import { sortTiles } from './tilePush';

/**
 * The statuses from the most urgent down: a patient who must be called (pain 8 or more, or a
 * request on a CALL_REQUIRED tile), one who asked for a call, one whose check-in is due, a
 * completed session waiting for its note or its clearing, and last a patient just answered.
 */
export const statusesByUrgency = ['CALL_REQUIRED', 'INTERACTION_REQUESTED', 'PENDING_INTERACTION', 'COMPLETE', 'ANSWERED'] as const satisfies readonly TileStatus[];

/** A status's place in {@link statusesByUrgency}: 0 is the most urgent. */
export function urgencyRank(status: TileStatus): number {
  return statusesByUrgency.indexOf(status);
}

/** What ordering and counting read of a tile. */
export type TileSummary = Pick<RtmTile, 'id' | 'status' | 'sequence'>;

/**
 * Tiles in dashboard order: the most urgent status first; within a status by sequence, null
 * sequences last ([rtm-patient-update-push]); then as given.
 *
 * @example
 * orderByUrgency([{ id: 1, status: 'ANSWERED', sequence: 1 }, { id: 2, status: 'CALL_REQUIRED', sequence: 9 }]).map(({ id }) => id); // [2, 1]
 */
export function orderByUrgency<T extends TileSummary>(tiles: readonly T[]): T[] {
  return statusesByUrgency.flatMap((status) => sortTiles(tiles.filter((tile) => tile.status === status)));
}

/**
 * How many tiles have each status (every status present, 0 when none).
 *
 * @example
 * countByStatus([{ id: 1, status: 'COMPLETE', sequence: null }]).COMPLETE; // 1
 */
export function countByStatus(tiles: readonly Pick<RtmTile, 'status'>[]): Record<TileStatus, number> {
  const counts = Object.fromEntries(statusesByUrgency.map((status) => [status, 0])) as Record<TileStatus, number>;
  for (const tile of tiles) counts[tile.status] += 1;
  return counts;
}

/** The dashboard's status filter: every tile, or those of one status. */
export type StatusFilter = TileStatus | 'all';

/**
 * The tiles the filter shows, in dashboard order.
 *
 * @example
 * shownTiles(tiles, 'CALL_REQUIRED'); // the CALL_REQUIRED tiles, by sequence
 */
export function shownTiles<T extends TileSummary>(tiles: readonly T[], filter: StatusFilter): T[] {
  const ordered = orderByUrgency(tiles);
  return filter === 'all' ? ordered : ordered.filter((tile) => tile.status === filter);
}

/** A status's colours: `accent` for the tile's border and its status badge (white text on it), `tint` behind the tile's dark text. */
export interface StatusLook {
  accent: string;
  tint: string;
}

/**
 * Each status's colours, from red (must call) to green (completed: "green patient tiles indicate a
 * note is required", document 2, section 8). Every accent keeps white text at 4.5:1 or more, and
 * every tint keeps the tile's text (#212529) so.
 */
export const statusLooks: Record<TileStatus, StatusLook> = {
  CALL_REQUIRED: { accent: '#b3261e', tint: '#ffe3e3' },
  INTERACTION_REQUESTED: { accent: '#a63c06', tint: '#ffe8cc' },
  PENDING_INTERACTION: { accent: '#7a5a00', tint: '#fff3bf' },
  COMPLETE: { accent: '#1e6b2e', tint: '#d3f9d8' },
  ANSWERED: { accent: '#495057', tint: '#f1f3f5' },
};

/**
 * What a tile's explicit action is (defect 3: a click on the tile's body does nothing): Call for a
 * tile that asks for one ([rtm-click-starts-call]), Clear for a completed one
 * ([rtm-click-complete-clears], [rtm-click-complete-note-required]), none for an answered one.
 *
 * @example
 * tileAction('CALL_REQUIRED'); // 'call'
 */
export function tileAction(status: TileStatus): 'call' | 'clear' | undefined {
  switch (status) {
    case 'CALL_REQUIRED':
    case 'INTERACTION_REQUESTED':
    case 'PENDING_INTERACTION':
      return 'call';
    case 'COMPLETE':
      return 'clear';
    case 'ANSWERED':
      return undefined;
  }
}
