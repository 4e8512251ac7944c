import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { message } from '../../src/generated/catalog';
import { useOperationMutation, useOperationQuery } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import { useRealtimeStatus } from '../../runtime/realtime/useRealtimeStatus';
import { useSession } from '../../runtime/session/SessionContext';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { showToast } from '../../runtime/toasts/showToast';
import type { TileEvent } from '../../machines/rtmTile/tileMachine';
import { PlacedList } from '../../runtime/list/PlacedList';
import { ListDialog } from '../../runtime/list/ListDialog';
import { namedSpecPart } from '../../runtime/list/namedSpecPart';
import { screen as dashboardSpec } from '../../src/generated/screens/rtm-dashboard';
import { cosignListLoads, cosignListVisible } from '../patientNotes/cosignListRules';
import { countByStatus, shownTiles, type StatusFilter } from '../../domain/rtmTile/tileUrgency';
import { DashboardClock } from './DashboardClock';
import { dashboardAdminRule } from './dashboardAdminRule';
import { ObserverWarningModal } from './ObserverWarningModal';
import { PatientSidePanel } from './PatientSidePanel';
import { ResizableSplit } from './ResizableSplit';
import { listenToCallReports } from '../videoCall/callReports';
import { focusRomTimeWindow } from './romTimeWindow';
import { RoomBanner } from './RoomBanner';
import { TileGrid } from './TileGrid';
import { TileLegend } from './TileLegend';
import { TileStatusFilter } from './TileStatusFilter';
import { useMonitoringRoom, type PushSubscription } from './useMonitoringRoom';
import { useTileSummaries } from './useTileSummaries';
import { useTitleFlash } from './useTitleFlash';
import { callOperation, type SpecCall } from '../../runtime/api/callOperation';

const specName = `screen ${dashboardSpec.route}`;
// The lists of specs/screens/rtm-dashboard.screen.yaml: the Cosign Notes grid and Today's Completed Patients.
const cosignNotesList = namedSpecPart(dashboardSpec.lists, 'cosignNotes', 'list', specName);
const completedTodayDialog = namedSpecPart(dashboardSpec.dialogs, 'completedToday', 'list dialog', specName);
const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface RtmDashboardScreenProps {
  /** The call port; the portal's own unless a test gives one. */
  call?: SpecCall;
  /** Where pushes come from; the tab's socket unless a test gives its own. */
  usePushes?: PushSubscription;
}

/**
 * /admin/rtmDashboard (document 2, sections 2, 4, 5, 8 and 9): Start Monitoring for who may
 * ([rtm-start-monitoring-who], as the server's monitoring status answers) with the warning modal;
 * while monitoring, the timer banner, the tiles' counts per status as a filter (issue 27, defect
 * 3), the tile grid (most urgent first) with its template legend, Clear, and the patient side
 * panel beside the grid; always 'Today's Completed Patients' and 'Focus ROMTime Window', and for
 * the super admin 'Generate Fake Patients' and 'Display All Patient Data'; the 'Cosign Notes'
 * grid when not monitoring. The tab title flashes after 8 minutes hidden. While the live channel
 * is down (the tab's socket or the server's) it says 'Reconnecting…' (a status region); once back
 * the tiles are loaded again (useMonitoringRoom).
 */
export function RtmDashboardScreen({ call, usePushes }: RtmDashboardScreenProps) {
  const { user, can, send: sendToSession } = useSession();
  const status = useOperationQuery('getMonitorRoomStatus', [undefined]);
  const room = useMonitoringRoom({ observerId: user?.id, call, ...(usePushes ? { usePushes } : {}) });
  const reconnecting = useRealtimeStatus() === 'reconnecting';
  useTitleFlash();
  // Live-video mode here too while the call window's call runs: no idle warning in this window.
  useEffect(
    () =>
      listenToCallReports((report) => {
        if (report.type !== 'callConnected') sendToSession({ type: 'SET_REMOTE_CALL', on: report.type === 'callStarted' });
      }),
    [sendToSession],
  );
  // A tile that closes the call window (its session completed, a snooze) ends the call here too:
  // the closing window may not get to report its end.
  const roomActor = room.room;
  useEffect(() => {
    const closed = roomActor.on('closeCallWindow', () => sendToSession({ type: 'SET_REMOTE_CALL', on: false }));
    return () => closed.unsubscribe();
  }, [roomActor, sendToSession]);
  const [selected, setSelected] = useState<number | undefined>();
  const [showAllData, setShowAllData] = useState(false);
  const [completedOpen, setCompletedOpen] = useState(false);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const summaries = useTileSummaries(room.tiles);
  const counts = useMemo(() => countByStatus(summaries), [summaries]);
  const templateNames = useMemo(
    () => Object.fromEntries(room.templateHexCodes.map((code) => [code.tile_color_hex.toLowerCase(), code.name])),
    [room.templateHexCodes],
  );
  const admin = can(dashboardAdminRule);
  const monitoring = room.phase === 'monitoring' || room.phase === 'closing';
  const { send } = room;
  const notifyFailure = { onError: (error: unknown) => void notifyError(error) };
  const noteSaved = useOperationMutation('recordRtmNoteSaved', { call, ...notifyFailure });
  const fakePatients = useOperationMutation('generateFakeRtmPatients', { call, ...notifyFailure, onSuccess: () => showSuccess(message('rtmFakePatientsGenerated')) });

  const openProfile = useCallback((patientId: number, callActive: boolean) => {
    if (callActive) showToast({ kind: 'error', title: message('rtmProfileDuringCall') });
    else setSelected(patientId);
  }, []);

  const sendToTile = (patientId: number) => (event: TileEvent) => {
    const hasTile = room.tiles[patientId] !== undefined;
    send({ type: 'TILE', patientId, event });
    // The server clears its live tile's note requirement (and completes a COMPLETE session).
    if (event.type === 'NOTE_SAVED' && hasTile) noteSaved.mutate([undefined, { id: patientId }]);
  };

  const grid = (
    <Stack gap="xs">
      <TileGrid shown={shownTiles(summaries, statusFilter)} tiles={room.tiles} templateNames={templateNames} showAllData={showAllData} onOpenProfile={openProfile} />
    </Stack>
  );

  return (
    <DashboardClock>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={1}>{message('rtmDashboardTitle')}</Title>
            {/* Present from the start, so that screen readers announce the change. */}
            <Group gap={6} role="status" data-testid="rtm-live-status">
              {reconnecting && (
                <>
                  <Loader size="xs" />
                  <Text size="sm" c="dimmed">
                    {message('rtmReconnecting')}
                  </Text>
                </>
              )}
            </Group>
          </Group>
          <Group gap="xs">
            {!monitoring && status.data?.can_start_monitoring === true && (
              <Button onClick={() => send({ type: 'START' })} loading={room.phase === 'creating'}>
                {message('rtmStartMonitoring')}
              </Button>
            )}
            <Button variant="default" onClick={() => setCompletedOpen(true)}>
              {message('rtmCompletedToday')}
            </Button>
            <Button variant="default" onClick={() => void focusRomTimeWindow()}>
              {message('rtmFocusRomTimeWindow')}
            </Button>
            {admin && (
              <>
                <Button variant="default" onClick={() => fakePatients.mutate([])} loading={fakePatients.isPending}>
                  {message('rtmGenerateFakePatients')}
                </Button>
                <Button variant={showAllData ? 'filled' : 'default'} aria-pressed={showAllData} onClick={() => setShowAllData((shown) => !shown)}>
                  {message('rtmDisplayAllPatientData')}
                </Button>
              </>
            )}
          </Group>
        </Group>
        {/* Before a room opens there are no tiles: say what the dashboard waits for (issue 27 defect 11). */}
        {room.phase === 'idle' && status.data !== undefined && (
          <Text c="dimmed" role="status" data-testid="rtm-not-monitoring">
            {message(status.data.can_start_monitoring ? 'rtmNotMonitoringYet' : 'rtmNoRoomOpen')}
          </Text>
        )}
        {monitoring && room.roomId !== undefined && room.openedAt !== undefined && (
          <>
            <RoomBanner roomId={room.roomId} openedAt={room.openedAt} onClose={() => send({ type: 'CLOSE' })} closing={room.phase === 'closing'} />
            <Group gap="xs">
              <TileStatusFilter counts={counts} value={statusFilter} onChange={setStatusFilter} />
              <TileLegend codes={room.templateHexCodes} />
              <Button size="xs" variant="default" onClick={() => send({ type: 'CLEAR_COMPLETED' })}>
                {message('rtmClearCompleted')}
              </Button>
            </Group>
            {selected === undefined ? (
              grid
            ) : (
              <ResizableSplit
                label={message('rtmResizeProfile')}
                main={grid}
                side={<PatientSidePanel key={selected} patientId={selected} sendToTile={sendToTile(selected)} onClose={() => setSelected(undefined)} />}
              />
            )}
          </>
        )}
        {cosignListVisible(can, monitoring) && (
          <section aria-label={message('cosignNotesTitle')}>
            <Text fw={600} mb="xs">
              {message('cosignNotesTitle')}
            </Text>
            {/* Loaded for whom its call allows (the specialist); the super admin sees its empty text. */}
            <PlacedList list={cosignNotesList} title={message('cosignNotesTitle')} route={dashboardSpec.route} record={{ id: cosignListLoads(can) ? user?.id : undefined }} call={callOperation} />
          </section>
        )}
      </Stack>
      <ObserverWarningModal opened={room.phase === 'warning'} onContinue={() => send({ type: 'CONTINUE' })} onExit={() => send({ type: 'EXIT' })} />
      <ListDialog dialog={completedTodayDialog} opened={completedOpen} onClose={() => setCompletedOpen(false)} record={{ time_zone: ownTimeZone() }} route={dashboardSpec.route} call={callOperation} />
    </DashboardClock>
  );
}
