import { Box, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { message } from '../../src/generated/catalog';
import { useOperationMutation } from '../../runtime/api/operationQueries';
import type { SpecCall } from '../../runtime/api/callOperation';
import { notifyError } from '../../runtime/errors/notifyError';
import type { CallMediaSource } from './providers/callMediaStore';
import { pictureClickAt, screenClickAt } from './screenClickAt';

export interface PatientAppTabProps {
  roomId: number | null;
  /** The call port; the portal's own when undefined. */
  call: SpecCall | undefined;
  /** The call's streams; the tab shows `screen`, the patient's app screen, once it arrived. */
  media: CallMediaSource;
}

/**
 * The Patient App tab of the patient call screen: the patient's screen streamed live in the call,
 * scaled to fit (or, until it arrives, a note saying so), and a click on it sends screen_click
 * {xPercentage, yPercentage} — where the click fell within the shown picture — to the patient's
 * app over its real-time socket ([video-screen-click]); the app reacts, and the picture shows it.
 */
export function PatientAppTab({ roomId, call, media }: PatientAppTabProps) {
  const { screen } = useSyncExternalStore(
    (listener) => media.subscribe(listener),
    () => media.current(),
  );
  const video = useRef<HTMLVideoElement>(null);
  const [sent, setSent] = useState<{ x: number; y: number } | null>(null);
  const { mutate: sendClick } = useOperationMutation('sendCallScreenClick', {
    call,
    onSuccess: (_answer, [at]) => setSent({ x: at.xPercentage, y: at.yPercentage }),
    onError: (error) => void notifyError(error),
  });

  useEffect(() => {
    const element = video.current;
    if (!element || !screen) return;
    // Muted and autoplaying: the picture plays without a gesture.
    element.srcObject = screen;
  }, [screen]);

  const tap = (at: { xPercentage: number; yPercentage: number } | null) => {
    if (roomId === null || at === null) return;
    sendClick([at, { id: roomId }]);
  };
  const clickArea = (event: MouseEvent<HTMLDivElement>) => {
    tap(screenClickAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
  };
  const clickPicture = (event: MouseEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    tap(pictureClickAt(element.getBoundingClientRect(), element.videoWidth, element.videoHeight, event.clientX, event.clientY));
  };

  return (
    <Stack gap="xs" p="sm">
      <Text size="sm">{message(screen ? 'patientAppScreenHelp' : 'patientAppNoScreen')}</Text>
      {screen ? (
        <Box bg="dark.8" style={{ aspectRatio: '16 / 10', maxHeight: '70vh', borderRadius: 6, overflow: 'hidden' }}>
          <video
            ref={video}
            aria-label={message('patientAppScreenLabel')}
            data-testid="patient-app-screen"
            autoPlay
            playsInline
            muted
            onClick={clickPicture}
            style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain', cursor: 'crosshair' }}
          />
        </Box>
      ) : (
        <Box
          data-testid="patient-app-screen"
          onClick={clickArea}
          bg="gray.1"
          style={{ aspectRatio: '16 / 10', maxHeight: '70vh', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 6, cursor: 'crosshair' }}
        />
      )}
      {sent && <Text size="sm" c="dimmed">{message('patientAppClickSent', { x: sent.x, y: sent.y })}</Text>}
    </Stack>
  );
}
