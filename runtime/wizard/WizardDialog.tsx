import { Button, Group, Modal, Text } from '@mantine/core';
import type { WizardDialog as Dialog } from '../../machines/wizard/wizardContract';
import { message } from '../../src/generated/catalog';

/** The dialog a wizard machine asks for (a rule the save broke), closed with OK. */
export function WizardDialog({ dialog, onClose }: { dialog: Dialog | null; onClose: () => void }) {
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={dialog?.title} centered>
      <Text>{dialog?.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{message('wizardDialogOk')}</Button>
      </Group>
    </Modal>
  );
}
