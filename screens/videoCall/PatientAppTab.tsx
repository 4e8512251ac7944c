import { Box, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { message } from '../../src/generated/catalog';
import type { TypedCall } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import { screenClickAt } from './screenClickAt';

export interface PatientAppTabProps {
  roomId: number | null;
  call: TypedCall;
  /** The patient's screen, when the provider carries it; null otherwise. */
  screenStream?: MediaStream | null;
}

/**
 * The Patient App tab of the patient call screen: the patient's screen (when the provider shares
 * it, else a note saying so) and a click on that area sends screen_click {xPercentage,
 * yPercentage} to the patient's app over its real-time socket ([video-screen-click]).
 */
export function PatientAppTab({ roomId, call, screenStream = null }: PatientAppTabProps) {
  const [sent, setSent] = useState<{ x: number; y: number } | null>(null);
  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (roomId === null) return;
    const at = screenClickAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
    call('sendCallScreenClick', at, { id: roomId })
      .then(() => setSent({ x: at.xPercentage, y: at.yPercentage }))
      .catch((error: unknown) => void notifyError(error));
  };
  return (
    <Stack gap="xs" p="sm">
      <Text size="sm">{message(screenStream ? 'patientAppScreenHelp' : 'patientAppNoScreen')}</Text>
      <Box
        data-testid="patient-app-screen"
        onClick={click}
        bg="gray.1"
        style={{ aspectRatio: '9 / 16', maxHeight: '60vh', margin: '0 auto', border: '1px solid var(--mantine-color-gray-4)', cursor: 'crosshair' }}
      >
        {screenStream && (
          <video
            autoPlay
            playsInline
            muted
            style={{ width: '100%', height: '100%', pointerEvents: 'none' }}
            ref={(video) => {
              if (video) video.srcObject = screenStream;
            }}
          />
        )}
      </Box>
      {sent && <Text size="sm" c="dimmed">{message('patientAppClickSent', { x: sent.x, y: sent.y })}</Text>}
    </Stack>
  );
}
