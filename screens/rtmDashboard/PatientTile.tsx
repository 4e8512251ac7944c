import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import type { TileActor } from '../../machines/rtmRoom/roomMachine';
import { formatSessionTime } from '../../domain/rtmRoom/roomTimer';
import type { RtmTile } from '../../domain/rtmTile/rtmTile';
import { statusLooks, tileAction } from '../../domain/rtmTile/tileUrgency';
import { message } from '../../src/generated/catalog';
import { useDashboardNow } from './DashboardClock';
import { tileStatusText } from './tileStatusText';

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
  /** Template names by tile colour, for the template mark. */
  templateNames: Readonly<Record<string, string>>;
  showAllData: boolean;
  /** The patient's name was clicked: open the side panel. */
  onOpenProfile: (patientId: number, callActive: boolean) => void;
}

/** The tile's text: dark on every status tint (tileUrgency.ts keeps them readable). */
const tileText = '#212529';

/**
 * One patient's tile ([rtm-tile-statuses], [rtm-tile-colour]), coloured by its status (issue 27,
 * defect 3: urgency first, `statusLooks`), its template's colour a secondary mark: the name (opens
 * the side panel), identifier, status, pain, call attempts, progress and time in session. A click
 * on the tile's body does nothing; its explicit action is a button: Call for a tile that asks for
 * a call ([rtm-click-starts-call]), Clear for a completed one ([rtm-click-complete-clears],
 * [rtm-click-complete-note-required]), both nothing while the patient's call is active
 * ([rtm-click-during-call]). Subscribed to its own actor, so a push re-renders only its tile.
 */
export const PatientTile = memo(function PatientTile({ actor, templateNames, showAllData, onOpenProfile }: PatientTileProps) {
  const tile = useSelector(actor, (snapshot) => snapshot.context.tile);
  const callActive = useSelector(actor, (snapshot) => snapshot.context.callActive);
  const name = `${tile.first_name} ${tile.last_name}`;
  const look = statusLooks[tile.status];
  const action = tileAction(tile.status);
  const template = templateNames[tile.tile_color_hex.toLowerCase()];
  return (
    <article
      data-testid={`rtm-tile-${String(tile.id)}`}
      data-status={tile.status}
      aria-label={name}
      style={{
        background: look.tint,
        color: tileText,
        border: `2px solid ${look.accent}`,
        borderRadius: 8,
        padding: 10,
        outline: tile.note_required ? `3px solid ${tileText}` : undefined,
        minHeight: 120,
      }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <UnstyledButton
            style={{ color: tileText, fontWeight: 700, textDecoration: 'underline' }}
            onClick={() => onOpenProfile(tile.id, callActive)}
          >
            {name}
          </UnstyledButton>
          <Text size="xs" c={tileText}>
            {tile.identifier}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Badge color={look.accent} variant="filled" data-testid="rtm-tile-status">
            {message(tileStatusText[tile.status])}
          </Badge>
          {action !== undefined && (
            <Button
              size="compact-xs"
              color={look.accent}
              aria-label={message(action === 'call' ? 'rtmTileCallLabel' : 'rtmTileClearLabel', { name })}
              disabled={callActive}
              onClick={() => actor.send({ type: 'CLICK' })}
            >
              {message(action === 'call' ? 'rtmTileCall' : 'rtmTileClear')}
            </Button>
          )}
        </Group>
        <Text size="xs" c={tileText}>
          {message('rtmTileFigures', { pain: tile.pain_level ?? '–', attempts: tile.call_attempts, calls: tile.number_of_calls })}
        </Text>
        <Text size="xs" c={tileText}>
          {tile.patient_progress
            ? message('rtmTileSession', { current: tile.patient_progress.current_session_number, total: tile.patient_progress.total_sessions_in_treatment })
            : ''}
          {tile.patient_adherence !== null ? message('rtmTileAdherence', { adherence: tile.patient_adherence }) : ''}
          {tile.session_start !== null && (
            <>
              {' · '}
              <SessionTime start={tile.session_start} />
            </>
          )}
        </Text>
        <Group gap={6} wrap="nowrap">
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, flex: 'none', background: tile.tile_color_hex, border: `1px solid ${tileText}` }} />
          {template !== undefined && (
            <Text size="xs" c={tileText}>
              {message('rtmTileTemplate', { name: template })}
            </Text>
          )}
        </Group>
        {showAllData && <AllTileData tile={tile} />}
      </Stack>
    </article>
  );
});
