import type { Compiled } from '../../src/generated/compiled-types';
import type { ListDialog as ListDialogSpec } from '../../src/generated/spec-types';
import type { OperationCall } from '../core/listSpec';
import { PlacedList } from './PlacedList';
import { ListDialogFrame } from '../dialogs/ListDialogFrame';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link ListDialog}. */
export interface ListDialogProps {
  dialog: Compiled<ListDialogSpec>;
  /** Whether the dialog shows; its list loads each time it opens. */
  opened: boolean;
  onClose: () => void;
  /** The record it opens on (the values a custom screen hands it, a detail's record): `{field}` of the title and `source.params` read it. */
  record: Row;
  /** The screen's route, quoted when the list names an unknown format. */
  route: string;
  call: OperationCall;
}

/**
 * A list in a dialog opened by a custom screen (`dialogs`) or a detail screen's action
 * (`listDialog`): the dialog's title (its `{field}`s filled from the record), the list with its
 * columns, formats, row actions and empty text as a region's (its `source.params` read from the
 * record), and a close button. The list mounts only while the dialog is open, so it is read again
 * each time it opens. (A list screen's row action opens the same dialog itself, runtime/list/ListScreen.)
 *
 * @example
 * <ListDialog dialog={completedToday} opened={open} onClose={close} record={{ time_zone: zone }} route={screen.route} call={call} />
 */
export function ListDialog({ dialog, opened, onClose, record, route, call }: ListDialogProps) {
  return (
    <ListDialogFrame dialog={dialog} opened={opened} onClose={onClose} record={record}>
      {(title) => <PlacedList list={dialog.list} title={title} route={route} record={record} call={call} />}
    </ListDialogFrame>
  );
}
