import { Button, Group, Modal, Text } from '@mantine/core';
import type { ConfirmRequest } from './confirmStore';
import { message as catalogMessage } from '../../src/generated/catalog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps extends ConfirmRequest {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The portal's confirmation dialog (a Mantine modal): a title, an optional message, and Cancel
 * and Confirm buttons whose texts the caller may change ('Cancel'/'Unlock', 'Confirm'/'Cancel').
 * Closing it (Escape, the close button, a click outside) cancels. Render it yourself when the
 * dialog belongs to one screen, or ask through `askConfirm`/`useConfirm` for a one-off question.
 *
 * @example
 * <ConfirmDialog opened={open} title="Are you sure you want to unlock this patient?" cancelLabel="Cancel" confirmLabel="Unlock" onConfirm={unlock} onCancel={close} />
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {message !== undefined && message !== '' && <Text mb="lg">{message}</Text>}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? catalogMessage('confirmDialogCancel')}
        </Button>
        <Button color={danger === true ? 'red' : undefined} onClick={onConfirm} data-autofocus>
          {confirmLabel ?? catalogMessage('confirmDialogConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
