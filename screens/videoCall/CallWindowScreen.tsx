import { Grid, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { message } from '../../src/generated/catalog';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import { useSession } from '../../runtime/session/SessionContext';
import { CallStage } from './CallStage';
import type { BackgroundEffectFactory } from './backgroundEffect';
import { backgroundSwitch, createCallProvider, windowBackgroundEffect, type CallProviderFactory } from './callProviderSeam';
import { postCallReport, type CallReport } from './callReports';
import { PatientCallTabs } from './PatientCallTabs';
import { useCallRecording } from './recording/useCallRecording';
import { useVideoCall } from './useVideoCall';
import type { SpecCall } from '../../runtime/api/callOperation';

export interface CallWindowScreenProps {
  /** The call port; the portal's own unless a test gives one. */
  call?: SpecCall;
  /** Makes the media provider; the portal's unless a test gives a fake. */
  createProvider?: CallProviderFactory;
  /** Where the call's progress is told; the other windows of the portal unless a test listens. */
  report?: (report: CallReport) => void;
  /** The background effect over the camera; the blurred canvas unless a test gives its own. */
  backgroundEffect?: BackgroundEffectFactory;
}

/**
 * /call/{patientID}: the ROMTime call window ([video-window]), the video stage beside the patient
 * call screen's tabs. The call starts when the window opens and hangs up when it closes;
 * live-video mode is on for the session meanwhile.
 */
export function CallWindowScreen({
  call,
  createProvider = createCallProvider,
  report = postCallReport,
  backgroundEffect = windowBackgroundEffect,
}: CallWindowScreenProps) {
  const { patientID = '' } = useParams();
  const patientId = Number(patientID);
  const { user } = useSession();
  if (!Number.isInteger(patientId) || patientId <= 0 || user === undefined) return null;
  return <CallWindow key={patientId} patientId={patientId} userId={user.id} username={user.username} roleId={user.role_id} call={call} createProvider={createProvider} report={report} backgroundEffect={backgroundEffect} />;
}

interface CallWindowProps extends Required<Omit<CallWindowScreenProps, 'call'>> {
  call: SpecCall | undefined;
  patientId: number;
  userId: number;
  username: string;
  roleId: number;
}

function CallWindow({ patientId, userId, username, roleId, call, createProvider, report, backgroundEffect }: CallWindowProps) {
  const { send } = useSession();
  const navigate = useNavigate();
  const [provider] = useState(createProvider);
  const [setBackground] = useState(() => backgroundSwitch(provider, backgroundEffect));
  const videoCall = useVideoCall({
    patientId,
    userId,
    username,
    provider,
    call,
    sendToSession: send,
    report,
    returnToProfile: (id) => void navigate(`/patientProfile/${String(id)}`),
  });

  // [recording-download] the built-in call's audio, uploaded at hang-up for audio.mp3.
  useCallRecording(provider.media, call, videoCall);

  // The window is titled by the patient's name (issue 27 defect 11), never by the database id.
  const patient = useOperationQuery('getPatientDetail', [undefined, { id: patientId }], { staleTime: Infinity });
  const patientName = patient.data ? `${patient.data.first_name} ${patient.data.last_name}`.trim() : '';
  const windowTitle = patientName === '' ? message('videoWindowTitleNoName') : message('videoWindowTitle', { patientName });
  useEffect(() => {
    document.title = windowTitle;
  }, [windowTitle]);

  return (
    <Grid gap="md" p="sm">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Title order={2} size="h4" mb="xs">
          {windowTitle}
        </Title>
        <CallStage call={videoCall} media={provider.media} setBackground={setBackground} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PatientCallTabs patientId={patientId} roomId={videoCall.roomId} roleId={roleId} call={call} media={provider.media} />
      </Grid.Col>
    </Grid>
  );
}
