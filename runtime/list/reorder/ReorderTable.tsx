import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Table } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { message, type MessageKey } from '../../../src/generated/catalog';
import type { ListColumn } from '../../../src/generated/spec-types';
import { fillTemplate } from '../../core/fillTemplate';
import type { CellFormat, Row } from '../../formats/cellDisplay';
import { CellView } from '../../formats/CellView';
import { useFormatResolver } from '../../registry/formatRegistry';
import { moveRow, rowKey, saveRowOrder, type ListReorder, type ReorderPorts } from './rowOrder';

/** Props of {@link ReorderTable}. */
export interface ReorderTableProps {
  reorder: ListReorder;
  columns: readonly ListColumn[];
  rows: readonly Row[];
  /** The table's accessible name. */
  label: string;
  /** The spec's name, quoted when a column names an unknown format. */
  spec: string;
  /** Whether this user may drag (the reorder's access rule); others see the rows without handles. */
  canDrag: boolean;
  ports: ReorderPorts;
  actionsCell?: ((row: Row, index: number) => ReactNode) | undefined;
}

/** A row field as text: a string or number as written, anything else empty. */
const scalarText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

interface SortableRowProps {
  id: string;
  row: Row;
  index: number;
  cells: readonly { key: string; format: CellFormat; column: ListColumn }[];
  handleLabel: string;
  canDrag: boolean;
  actionsCell?: ((row: Row, index: number) => ReactNode) | undefined;
}

function SortableRow({ id, row, index, cells, handleLabel, canDrag, actionsCell }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !canDrag });
  return (
    <Table.Tr
      ref={setNodeRef}
      data-row-key={id}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1, background: isDragging ? 'var(--mantine-color-gray-1)' : undefined }}
    >
      {canDrag && (
        <Table.Td>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={handleLabel}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden>⠿</span>
          </ActionIcon>
        </Table.Td>
      )}
      {cells.map(({ key, format, column }) => {
        const value = column.template === undefined ? row[column.field] : fillTemplate(column.template, row);
        return (
          <Table.Td key={key}>
            <CellView display={format(value, row)} />
          </Table.Td>
        );
      })}
      {actionsCell !== undefined && <Table.Td>{actionsCell(row, index)}</Table.Td>}
    </Table.Tr>
  );
}

/**
 * The rows of a list with `reorder`: a table whose rows are dragged by a handle (pointer, or
 * Space/Enter, the arrow keys and Space/Enter again) through dnd-kit, which announces each step
 * to screen-reader users in the spec's words. The new order shows at once and is saved through
 * `ports.send`; a failure puts the rows back ({@link saveRowOrder}). dnd-kit rather than AG Grid's
 * row dragging: AG Grid drags rows by pointer only, with no keyboard drag and no announcements.
 *
 * @example
 * <ReorderTable reorder={spec.reorder} columns={spec.columns} rows={rows} label="Templates" spec="screen /x" canDrag ports={ports} />
 */
export function ReorderTable({ reorder, columns, rows, label, spec, canDrag, ports, actionsCell }: ReorderTableProps) {
  const resolveFormat = useFormatResolver();
  const [shown, setShown] = useState<readonly Row[]>(rows);
  // A new answer (a reload after a save, the real-time channel) replaces what is shown, except
  // while an order is being saved: the dropped order stays until the save settles, and a refused
  // save then shows the newest answer (the stored order), not the one from before the drop.
  const latestRows = useRef(rows);
  const saving = useRef(false);
  useEffect(() => {
    latestRows.current = rows;
    if (!saving.current) setShown(rows);
  }, [rows]);
  const cells = useMemo(
    () => columns.map((column, index) => ({ key: `${column.field}-${String(index)}`, column, format: resolveFormat(column.format, spec) })),
    [columns, resolveFormat, spec],
  );
  const keys = useMemo(() => shown.map(rowKey), [shown]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const positionOf = (id: string | number) => keys.indexOf(String(id)) + 1;
  const say = (text: string | undefined, fallback: MessageKey, values: Record<string, number>) => fillTemplate(text ?? message(fallback), values);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    saving.current = true;
    void saveRowOrder(reorder, () => latestRows.current, moveRow(shown, from, to), setShown, ports).finally(() => {
      saving.current = false;
    });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: reorder.instructions ?? message('listReorderInstructions') },
        announcements: {
          onDragStart: ({ active }) => say(reorder.pickedUp, 'listReorderPickedUp', { from: positionOf(active.id) }),
          onDragOver: ({ active, over }) => say(reorder.over, 'listReorderOver', { from: positionOf(active.id), to: positionOf(over?.id ?? active.id) }),
          onDragEnd: ({ active, over }) => say(reorder.dropped, 'listReorderDropped', { from: positionOf(active.id), to: positionOf(over?.id ?? active.id) }),
          onDragCancel: ({ active }) => say(reorder.cancelled, 'listReorderCancelled', { from: positionOf(active.id) }),
        },
      }}
    >
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {canDrag && <Table.Th aria-label={message('listReorderColumn')} />}
            {columns.map((column, index) => (
              <Table.Th key={`${column.field}-${String(index)}`}>{column.header}</Table.Th>
            ))}
            {actionsCell !== undefined && <Table.Th>{message('listActionsColumn')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <Table.Tbody>
            {shown.map((row, index) => (
              <SortableRow
                key={keys[index]}
                id={keys[index] ?? String(index)}
                row={row}
                index={index}
                cells={cells}
                canDrag={canDrag}
                handleLabel={message('listReorderHandle', { name: scalarText(row[reorder.labelField]), position: index + 1 })}
                actionsCell={actionsCell}
              />
            ))}
          </Table.Tbody>
        </SortableContext>
      </Table>
    </DndContext>
  );
}
