import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { message } from '../../src/generated/catalog';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { useSession } from '../../runtime/session/SessionContext';
import { videoCallAllowed } from './videoCallAllowed';

/**
 * The call button of the profile header, for the users of the video camera feature
 * ([video-call-ability]). The call itself belongs to document 2 (a patient must be connected, see
 * /romTime/{id}); until it is built the button says that the call needs a connected patient.
 */
export function PatientCallPart(_props: PanelProps) {
  const { user } = useSession();
  const [opened, { open, close }] = useDisclosure(false);
  if (!videoCallAllowed(user)) return null;
  return (
    <>
      <Button size="sm" variant="light" color="teal" onClick={open}>
        Call
      </Button>
      <Modal opened={opened} onClose={close} title="Call" centered>
        <Text>{message('callNeedsConnectedPatient')}</Text>
      </Modal>
    </>
  );
}
