import { Anchor, Button, Group, Modal, Text } from '@mantine/core';

/** Props of {@link ConsentDialog}. */
export interface ConsentDialogProps {
  opened: boolean;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * The privacy-policy consent dialog ([privacy-consent-required]): shown while the user has not
 * consented; it cannot be dismissed except by Accept or by Cancel, which logs the user out.
 */
export function ConsentDialog({ opened, busy, onAccept, onDecline }: ConsentDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onDecline}
      title="Privacy Policy"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
    >
      <Text mb="md">
        Before you use the portal, please read and accept the{' '}
        <Anchor href="/privacyPolicy" target="_blank" rel="noopener">
          privacy policy
        </Anchor>
        . If you cancel, you will be signed out.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDecline} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onAccept} loading={busy}>
          Accept
        </Button>
      </Group>
    </Modal>
  );
}
