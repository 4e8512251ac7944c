import { Button } from '@mantine/core';
import { message } from '../../src/generated/catalog';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { useSession } from '../../runtime/session/SessionContext';
import { showToast } from '../../runtime/toasts/showToast';
import { openCallWindow } from '../videoCall/openCallWindow';
import { videoCallAllowed } from './videoCallAllowed';

/**
 * The call button of the profile header, for the users of the video camera feature
 * ([video-call-ability]): it opens the ROMTime call window on the patient ([video-window]).
 */
export function PatientCallPart({ record }: PanelProps) {
  const { user } = useSession();
  if (!videoCallAllowed(user)) return null;
  const patientId = Number(record.id);
  const call = () => {
    if (openCallWindow(patientId) === null) showToast({ kind: 'error', title: message('videoCallWindowBlocked') });
  };
  return (
    <Button size="sm" variant="light" color="teal" onClick={call}>
      {message('patientCallButton')}
    </Button>
  );
}
