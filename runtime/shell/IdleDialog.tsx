import { Button, Group, Modal, Text } from '@mantine/core';
import { message } from '../../src/generated/catalog';

/**
 * The idle warning ([idle-warning]): 'Are you still here?' with an "I'm here" button that keeps
 * the session; without an answer the session machine logs the user out.
 */
export function IdleDialog({ opened, onStay }: { opened: boolean; onStay: () => void }) {
  return (
    <Modal opened={opened} onClose={onStay} title={message('idleTitle')} centered>
      <Text mb="md">{message('idleSignOutSoon')}</Text>
      <Group justify="flex-end">
        <Button onClick={onStay} data-autofocus>
          {message('idleStay')}
        </Button>
      </Group>
    </Modal>
  );
}
