import { Table, Text } from '@mantine/core';
import { operationAccess, type AccessRule } from '../../src/generated/access';
import { message } from '../../src/generated/catalog';
import { callTyped, useOperationQuery, type TypedCall } from '../../runtime/api/operationQueries';
import { useSession } from '../../runtime/session/SessionContext';
import { RecordingAction } from './RecordingAction';

/** Who requests and downloads recordings: createVideoComposition's rule of specs/access.yaml. */
const recordingsRule: AccessRule = operationAccess.createVideoComposition ?? { roles: ['superAdmin', 'csManager'] };

export interface RecordingsListProps {
  patientId: number;
  call?: TypedCall;
}

/**
 * The profile's ROMTime Audio tab: the patient's calls, newest first, each with its date (UTC
 * 'YYYY-MM-DD HH:mm:ss'), the caller's username and the recording action ([recordings-list]);
 * for the super admin and the CS manager only ([recordings-who]: the server refuses the rest).
 */
export function RecordingsList({ patientId, call = callTyped }: RecordingsListProps) {
  const { can } = useSession();
  const allowed = can(recordingsRule);
  const rooms = useOperationQuery('listPatientVideoRooms', [undefined, { id: patientId }], { enabled: allowed });
  if (!allowed) return null;
  const ended = (rooms.data?.rooms ?? []).filter((room) => room.ended_at !== null);
  if (rooms.isSuccess && ended.length === 0) return <Text c="dimmed">{message('recordingsEmpty')}</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{message('recordingsDate')}</Table.Th>
          <Table.Th>{message('recordingsCaller')}</Table.Th>
          <Table.Th>{message('recordingsAction')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ended.map((room) => (
          <Table.Tr key={room.id}>
            <Table.Td>{room.date}</Table.Td>
            <Table.Td>{room.caller_username}</Table.Td>
            <Table.Td>
              <RecordingAction roomId={room.id} status={room.audio_composition_status} call={call} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
