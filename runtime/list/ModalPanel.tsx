import { Modal } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import type { OperationCall } from '../core/listSpec';
import { askConfirm } from '../dialogs/confirmStore';
import type { Row } from '../formats/cellDisplay';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';

/** Props of {@link ModalPanel}. */
export interface ModalPanelProps {
  /** A panel name of specs/catalog/registry.yaml (`modalForm.panel`). */
  panel: string;
  title: string;
  /** The row a row action opened it on; none when creating. */
  row: Row | undefined;
  call: OperationCall;
  /** The spec's name, quoted when the panel is unknown. */
  spec: string;
  onClose: () => void;
  /** After the panel saved: the list reloads. */
  onSaved: () => void;
}

const noRow: Row = {};

/**
 * A list's `modalForm.panel`: the registered panel in a modal over the list, given the row (empty
 * when creating); its `reload` closes the modal and reloads the list.
 *
 * @example
 * <ModalPanel panel="assignmentPopup" title="New Assignment" row={undefined} call={call} spec="screen /x" onClose={close} onSaved={reload} />
 */
export function ModalPanel({ panel, title, row, call, spec, onClose, onSaved }: ModalPanelProps) {
  const Panel = useRuntimeRegistry().panels.resolve(panel, { spec });
  const slot = useMemo(() => ({ panel, title }), [panel, title]);
  return (
    <Modal opened onClose={onClose} title={title}>
      <Suspense fallback={null}>
        <Panel
          record={row ?? noRow}
          slot={slot}
          call={call}
          confirm={askConfirm}
          reload={() => {
            onClose();
            onSaved();
          }}
        />
      </Suspense>
    </Modal>
  );
}
