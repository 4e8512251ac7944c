import { constants } from '../../src/generated/catalog';
import type { TileActor } from '../../machines/rtmRoom/roomMachine';
import { PatientTile } from './PatientTile';

export interface TileGridProps {
  order: readonly number[];
  tiles: Readonly<Record<number, TileActor>>;
  showAllData: boolean;
  onOpenProfile: (patientId: number, callActive: boolean) => void;
}

/**
 * The grid of patient tiles in dashboard order ([rtm-patient-update-push]): tiles at least 210 px
 * wide, the grid at most 70vh high and scrolling ([rtm-tile-size]).
 */
export function TileGrid({ order, tiles, showAllData, onOpenProfile }: TileGridProps) {
  return (
    <div
      data-testid="rtm-tile-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${String(constants.rtmTileMinWidthPx)}px, 1fr))`,
        maxHeight: String(constants.rtmGridMaxHeight),
        overflowY: 'auto',
        gap: 8,
        alignContent: 'start',
      }}
    >
      {order.map((patientId) => {
        const actor = tiles[patientId];
        return actor ? <PatientTile key={patientId} actor={actor} showAllData={showAllData} onOpenProfile={onOpenProfile} /> : null;
      })}
    </div>
  );
}
