import type { MessageKey } from '../../src/generated/catalog';
import type { TileStatus } from '../../domain/rtmTile/rtmTile';

/** The catalogue's name of each tile status ([rtm-tile-statuses]). */
export const tileStatusText: Record<TileStatus, MessageKey> = {
  CALL_REQUIRED: 'rtmStatusCallRequired',
  INTERACTION_REQUESTED: 'rtmStatusInteractionRequested',
  PENDING_INTERACTION: 'rtmStatusPendingInteraction',
  COMPLETE: 'rtmStatusComplete',
  ANSWERED: 'rtmStatusAnswered',
};
