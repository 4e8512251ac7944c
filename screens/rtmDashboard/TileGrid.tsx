import { Text } from '@mantine/core';
import { constants, message } from '../../src/generated/catalog';
import type { TileActor } from '../../machines/rtmRoom/roomMachine';
import type { TileSummary } from '../../domain/rtmTile/tileUrgency';
import { PatientTile } from './PatientTile';

export interface TileGridProps {
  /** The tiles to show, in dashboard order (most urgent first, `tileUrgency.ts`), filtered. */
  shown: readonly TileSummary[];
  tiles: Readonly<Record<number, TileActor>>;
  /** Template names by tile colour (the room's template_hex_codes), for each tile's template mark. */
  templateNames: Readonly<Record<string, string>>;
  showAllData: boolean;
  onOpenProfile: (patientId: number, callActive: boolean) => void;
}

/**
 * The grid of patient tiles, most urgent first and by sequence within a status
 * ([rtm-patient-update-push], issue 27 defect 3): tiles at least 210 px wide, the grid at most
 * 70vh high and scrolling ([rtm-tile-size]).
 */
export function TileGrid({ shown, tiles, templateNames, showAllData, onOpenProfile }: TileGridProps) {
  const hasTiles = Object.keys(tiles).length > 0;
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
      {shown.map(({ id }) => {
        const actor = tiles[id];
        return actor ? <PatientTile key={id} actor={actor} templateNames={templateNames} showAllData={showAllData} onOpenProfile={onOpenProfile} /> : null;
      })}
      {!hasTiles && (
        <Text size="sm" c="dimmed" role="status" data-testid="rtm-no-tiles">
          {message('rtmWaitingForPatients')}
        </Text>
      )}
      {hasTiles && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {message('rtmNoTilesOfStatus')}
        </Text>
      )}
    </div>
  );
}
