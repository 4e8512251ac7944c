import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { message } from '../../src/generated/catalog';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import { CameraPreview } from './CameraPreview';
import { openCallWindow } from './openCallWindow';

/**
 * /romTime/{patientID} ([video-romtime-route]): the live camera view, only for a patient currently
 * connected, read as a patient with an open video room (the active-room list, listVideoRooms);
 * the user's own camera shows in a 320x320 preview and the call (with the patient's camera) in
 * the call window, which this view opens or brings forward. Anyone else gets the message that
 * the patient is not connected.
 */
export function RomTimeScreen() {
  const { patientID = '' } = useParams();
  const patientId = Number(patientID);
  const valid = Number.isInteger(patientId) && patientId > 0;
  const rooms = useOperationQuery('listVideoRooms', [valid ? { patient_id: patientId } : {}], { enabled: valid });
  const connected = valid && (rooms.data?.rooms.length ?? 0) > 0;
  return (
    <Stack gap="sm">
      <Title order={1}>{message('romTimeTitle')}</Title>
      {valid && rooms.isPending ? (
        <Loader size="sm" />
      ) : connected ? (
        <>
          <CameraPreview />
          <Button onClick={() => void openCallWindow(patientId)}>{message('romTimeCallPatient')}</Button>
        </>
      ) : (
        <Alert color="yellow" role="status">
          {message('romTimeNotConnected')}
        </Alert>
      )}
    </Stack>
  );
}
