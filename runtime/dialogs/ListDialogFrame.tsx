import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { message } from '../../src/generated/catalog';
import type { Compiled } from '../../src/generated/compiled-types';
import type { ListDialog as ListDialogSpec } from '../../src/generated/spec-types';
import { fillTemplate } from '../core/fillTemplate';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link ListDialogFrame}. */
export interface ListDialogFrameProps {
  dialog: Compiled<ListDialogSpec>;
  opened: boolean;
  onClose: () => void;
  /** The record whose fields fill the title's `{field}`s. */
  record: Row;
  /** The list, given the dialog's filled title (drawn only while the dialog is open). */
  children: (title: string) => ReactNode;
}

/**
 * The dialog around a list in a dialog (`listDialog`, a custom screen's `dialogs`): its title with
 * `{field}`s filled from the record, its size, and the close button (`closeLabel`, else the
 * catalogue's `listDialogClose`). The list inside mounts only while it is open.
 *
 * @example
 * <ListDialogFrame dialog={spec} opened onClose={close} record={row}>{(title) => <ListScreen ... />}</ListDialogFrame>
 */
export function ListDialogFrame({ dialog, opened, onClose, record, children }: ListDialogFrameProps) {
  const title = fillTemplate(dialog.title, record);
  const close = dialog.closeLabel ?? message('listDialogClose');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={dialog.size ?? 'lg'} closeButtonProps={{ 'aria-label': close }}>
      {opened && (
        <Stack gap="md">
          {children(title)}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
