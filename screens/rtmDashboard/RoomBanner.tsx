import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { message } from '../../src/generated/catalog';
import { formatRoomTimer } from '../../domain/rtmRoom/roomTimer';
import { useDashboardNow } from './DashboardClock';

export interface RoomBannerProps {
  roomId: string;
  openedAt: number;
  /** The X: the room machine refuses while a note is required ([rtm-room-close-blocked]). */
  onClose: () => void;
  closing: boolean;
}

/** The timer banner while monitoring: the room id, the mm:ss timer and the X ([rtm-timer-banner]). */
export function RoomBanner({ roomId, openedAt, onClose, closing }: RoomBannerProps) {
  const now = useDashboardNow();
  return (
    <Paper withBorder p="xs" role="status" aria-label={message('regionMonitoringRoom')}>
      <Group justify="space-between">
        <Group gap="md">
          <Text fw={600}>{message('rtmRoomLabel', { roomId })}</Text>
          <Text ff="monospace" data-testid="rtm-room-timer">
            {formatRoomTimer(now - openedAt)}
          </Text>
        </Group>
        <ActionIcon variant="subtle" color="dark" aria-label={message('rtmCloseRoom')} onClick={onClose} loading={closing}>
          <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </ActionIcon>
      </Group>
    </Paper>
  );
}
