import { message, type MessageKey } from '../../src/generated/catalog';
import type { TileStatus } from '../../domain/rtmTile/rtmTile';
import { emptyCell, type CellFormat } from '../../runtime/formats/cellDisplay';

/** The monitoring panel's words for each live tile status (document 2, section 4). */
const statusWords: Readonly<Record<TileStatus, MessageKey>> = {
  CALL_REQUIRED: 'monitoringCallRequired',
  PENDING_INTERACTION: 'monitoringPendingInteraction',
  INTERACTION_REQUESTED: 'monitoringInteractionRequested',
  ANSWERED: 'monitoringAnswered',
  COMPLETE: 'monitoringComplete',
};

const isTileStatus = (value: unknown): value is TileStatus => typeof value === 'string' && Object.hasOwn(statusWords, value);

/**
 * A patient's live RTM tile status as the profile's monitoring panel says it: no tile (null) is
 * 'Not in a session', a tile's status its catalogue words ('In session, call required').
 *
 * @example
 * monitoringStatusFormat('CALL_REQUIRED', {}); // { kind: 'text', text: 'In session, call required' }
 */
export const monitoringStatusFormat: CellFormat = (value) => {
  if (value === null) return { kind: 'text', text: message('monitoringNotInSession') };
  return isTileStatus(value) ? { kind: 'text', text: message(statusWords[value]) } : emptyCell;
};
