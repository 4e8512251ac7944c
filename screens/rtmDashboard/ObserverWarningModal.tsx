import { Button, Group, Modal, Text } from '@mantine/core';
import { message } from '../../src/generated/catalog';

/** The warning before a room opens, with Continue and Exit ([rtm-warning-modal]). */
export function ObserverWarningModal({ opened, onContinue, onExit }: { opened: boolean; onContinue: () => void; onExit: () => void }) {
  return (
    <Modal opened={opened} onClose={onExit} title={message('rtmStartMonitoring')} centered>
      <Text mb="md">{message('rtmObserverWarning')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onExit}>
          {message('rtmWarningExit')}
        </Button>
        <Button onClick={onContinue}>{message('rtmWarningContinue')}</Button>
      </Group>
    </Modal>
  );
}
