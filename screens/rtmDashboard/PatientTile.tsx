import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import type { TileActor } from '../../machines/rtmRoom/roomMachine';
import { formatSessionTime } from '../../domain/rtmRoom/roomTimer';
import type { RtmTile } from '../../domain/rtmTile/rtmTile';
import { useDashboardNow } from './DashboardClock';
import { tileTextColour } from './tileTextColour';

function SessionTime({ start }: { start: string }) {
  const now = useDashboardNow();
  return <span>{formatSessionTime(now - Date.parse(start))}</span>;
}

/** Every field of the tile, for 'Display All Patient Data'. */
function AllTileData({ tile }: { tile: RtmTile }) {
  return (
    <dl style={{ margin: 0, fontSize: 11 }}>
      {Object.entries(tile).map(([field, value]) => (
        <div key={field}>
          <dt style={{ display: 'inline', fontWeight: 600 }}>{field}: </dt>
          <dd style={{ display: 'inline', margin: 0 }}>{JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface PatientTileProps {
  actor: TileActor;
  showAllData: boolean;
  /** The patient's name was clicked: open the side panel. */
  onOpenProfile: (patientId: number, callActive: boolean) => void;
}

/**
 * One patient's tile ([rtm-tile-statuses], [rtm-tile-colour]): the template's colour, the name
 * (opens the side panel), identifier, status, pain, call attempts, progress and time in session.
 * A click anywhere else is the tile's click ([rtm-click-starts-call], [rtm-click-complete-clears]);
 * the status button gives it to the keyboard. Subscribed to its own actor, so a push re-renders
 * only its tile.
 */
export const PatientTile = memo(function PatientTile({ actor, showAllData, onOpenProfile }: PatientTileProps) {
  const tile = useSelector(actor, (snapshot) => snapshot.context.tile);
  const callActive = useSelector(actor, (snapshot) => snapshot.context.callActive);
  const name = `${tile.first_name} ${tile.last_name}`;
  const colour = tileTextColour(tile.tile_color_hex);
  return (
    <article
      data-testid={`rtm-tile-${String(tile.id)}`}
      data-status={tile.status}
      aria-label={name}
      onClick={() => actor.send({ type: 'CLICK' })}
      style={{
        background: tile.tile_color_hex,
        color: colour,
        borderRadius: 8,
        padding: 10,
        cursor: 'pointer',
        outline: tile.note_required ? `3px solid ${colour}` : undefined,
        minHeight: 120,
      }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <UnstyledButton
            style={{ color: colour, fontWeight: 700, textDecoration: 'underline' }}
            onClick={(event) => {
              event.stopPropagation();
              onOpenProfile(tile.id, callActive);
            }}
          >
            {name}
          </UnstyledButton>
          <Text size="xs" c={colour}>
            {tile.identifier}
          </Text>
        </Group>
        <UnstyledButton style={{ color: colour }} aria-label={`${tile.status.replace(/_/g, ' ')}: ${name}`}>
          <Badge color="dark" variant="filled">
            {tile.status.replace(/_/g, ' ')}
          </Badge>
        </UnstyledButton>
        <Text size="xs" c={colour}>
          Pain {tile.pain_level ?? '–'} · Attempts {tile.call_attempts} · Calls {tile.number_of_calls}
        </Text>
        <Text size="xs" c={colour}>
          {tile.patient_progress ? `Session ${String(tile.patient_progress.current_session_number)}/${String(tile.patient_progress.total_sessions_in_treatment)}` : ''}
          {tile.patient_adherence !== null ? ` · Adherence ${String(tile.patient_adherence)}%` : ''}
          {tile.session_start !== null && (
            <>
              {' · '}
              <SessionTime start={tile.session_start} />
            </>
          )}
        </Text>
        {showAllData && <AllTileData tile={tile} />}
      </Stack>
    </article>
  );
});
