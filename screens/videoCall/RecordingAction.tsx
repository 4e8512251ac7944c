import { Button, Group, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { message } from '../../src/generated/catalog';
import type { TypedCall } from '../../runtime/api/operationQueries';
import { showToast } from '../../runtime/toasts/showToast';
import {
  recordingActionLabel,
  recordingMachine,
  type ContentAnswer,
  type RecordingRequest,
  type RecordingStatus,
  type RequestAnswer,
  type StatusAnswer,
} from '../../machines/videoCall/recordingMachine';

export interface RecordingActionProps {
  roomId: number;
  status: RecordingStatus;
  call: TypedCall;
  /** Saves the audio; a link click on the address unless a test listens. */
  download?: (url: string, fileName: string) => void;
}

function downloadByLink(url: string, fileName: string): void {
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * One call's recording action ([recording-request], [recording-requested],
 * [recording-still-enqueued], [recording-download]), driven by the recording machine: 'Request
 * Recording', then 'Requested' with a status check (disabled 60 s after a still-processing
 * answer), then 'Download Recording' of audio.mp3.
 */
export function RecordingAction({ roomId, status, call, download = downloadByLink }: RecordingActionProps) {
  const [machine] = useState(() =>
    recordingMachine.provide({
      actors: {
        requestRecording: fromPromise<RequestAnswer, RecordingRequest>(({ input }) => call('createVideoComposition', undefined, { id: input.roomId })),
        checkStatus: fromPromise<StatusAnswer, RecordingRequest>(({ input }) => call('getVideoCompositionStatus', undefined, { id: input.roomId })),
        fetchContent: fromPromise<ContentAnswer, RecordingRequest>(({ input }) => call('getVideoCompositionContent', undefined, { id: input.roomId })),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { roomId, status } });
  const label = useSelector(actor, (snapshot) => recordingActionLabel(snapshot.context));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const checkDisabled = useSelector(actor, (snapshot) => snapshot.hasTag('checkDisabled'));
  const requested = useSelector(actor, (snapshot) => snapshot.matches('requested'));
  const completed = useSelector(actor, (snapshot) => snapshot.matches('completed'));
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);

  useEffect(() => {
    const saving = actor.on('download', (event) => download(event.url, event.fileName));
    return () => saving.unsubscribe();
  }, [actor, download]);
  useEffect(() => {
    if (notice === null) return;
    showToast({ kind: notice === 'recordingRequested' ? 'success' : notice === 'recordingStillProcessing' ? 'info' : 'error', title: message(notice) });
  }, [notice]);

  if (requested) {
    return (
      <Group gap="xs">
        <Text size="sm">{message(label)}</Text>
        <Button size="xs" variant="default" onClick={() => actor.send({ type: 'CHECK' })} disabled={checkDisabled} loading={busy}>
          {message('recordingCheckStatus')}
        </Button>
      </Group>
    );
  }
  return (
    <Button size="xs" variant="light" loading={busy} onClick={() => actor.send({ type: completed ? 'DOWNLOAD' : 'REQUEST' })}>
      {message(label)}
    </Button>
  );
}
