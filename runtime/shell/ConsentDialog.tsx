import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { message } from '../../src/generated/catalog';

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
      title={message('consentTitle')}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
    >
      <Text mb="md">
        {message('consentBeforeLink')}
        <Anchor href="/privacyPolicy" target="_blank" rel="noopener">
          {message('consentLink')}
        </Anchor>
        {message('consentAfterLink')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDecline} disabled={busy}>
          {message('consentCancel')}
        </Button>
        <Button onClick={onAccept} loading={busy}>
          {message('consentAccept')}
        </Button>
      </Group>
    </Modal>
  );
}
