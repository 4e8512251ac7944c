import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState } from 'react';
import { message } from '../../src/generated/catalog';
import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import type { EditorPeriod } from '../../domain/treatmentPlan/planEditorTypes';
import { periodLengthRange, type FieldProblem, type PeriodPatch } from '../../domain/treatmentPlan/protocolEditing';
import type { LookupOption } from './periodLookups';

export interface PeriodEditorProps {
  /** The protocol's name, so that each control says whose period it changes. */
  protocolName: string;
  periods: readonly EditorPeriod[];
  /** The protocol's problems; those of `periods.<index>.length_of_time` show under their period. */
  problems: readonly FieldProblem[];
  typeOptions: readonly LookupOption[];
  directionOptions: readonly LookupOption[];
  onChange: (index: number, patch: PeriodPatch) => void;
  onMove: (from: number, to: number) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** dnd-kit needs a stable id per row; a period keeps its place's key while it moves through the list. */
function rowIds(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `period-${String(index)}`);
}

/**
 * The periods of a protocol ([period-reorder]): each with its length (1-45 minutes), type and
 * direction, reordered by dragging its handle with the mouse or with the keyboard (Space picks
 * it up, the arrow keys move it, Space drops it) through dnd-kit, or with Move up / Move down.
 */
export function PeriodEditor(props: PeriodEditorProps) {
  const { periods, onMove } = props;
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = rowIds(periods.length);
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  // Rows are keyed by place, so after a drop the focus goes to the moved period's new handle.
  const handles = useRef<(HTMLElement | null)[]>([]);
  const [focusAt, setFocusAt] = useState<number | undefined>();
  useEffect(() => {
    if (focusAt === undefined) return;
    handles.current[focusAt]?.focus();
    setFocusAt(undefined);
  }, [focusAt]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0 && from !== to) {
      onMove(from, to);
      setFocusAt(to);
    }
  };
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {message('periodsTitle')}
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          restoreFocus: false,
          screenReaderInstructions: { draggable: message('periodDragInstructions') },
          announcements: {
            onDragStart: ({ active }) => message('periodPickedUp', { from: positionOf(active.id) }),
            onDragOver: ({ active, over }) => message('periodOver', { from: positionOf(active.id), to: positionOf(over?.id ?? active.id) }),
            onDragEnd: ({ active, over }) => message('periodDropped', { from: positionOf(active.id), to: positionOf(over?.id ?? active.id) }),
            onDragCancel: ({ active }) => message('periodMoveCancelled', { from: positionOf(active.id) }),
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={message('periodsOf', { protocol: props.protocolName })}>
            {periods.map((period, index) => (
              <PeriodRow
                key={ids[index]}
                id={ids[index] ?? ''}
                index={index}
                period={period}
                handleRef={(element) => {
                  handles.current[index] = element;
                }}
                {...props}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Group>
        <Button variant="default" size="xs" onClick={props.onAdd}>
          {message('periodAdd')}
        </Button>
      </Group>
    </Stack>
  );
}

interface PeriodRowProps extends PeriodEditorProps {
  id: string;
  handleRef: (element: HTMLElement | null) => void;
  index: number;
  period: EditorPeriod;
}

function PeriodRow({ id, handleRef, index, period, periods, problems, typeOptions, directionOptions, onChange, onMove, onRemove }: PeriodRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const position = index + 1;
  const lengthProblem = problems.find(({ field }) => field === `periods.${String(index)}.length_of_time`)?.message;
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
    >
      <Group gap="xs" align="flex-start" wrap="wrap">
        <ActionIcon
          ref={(element: HTMLButtonElement | null) => {
            setActivatorNodeRef(element);
            handleRef(element);
          }}
          variant="subtle"
          color="dark"
          aria-label={message('periodDrag', { position })}
          style={{ cursor: 'grab', marginTop: 24 }}
          {...attributes}
          {...listeners}
        >
          ⋮⋮
        </ActionIcon>
        <NumberInput
          label={message('periodLength', { position })}
          w={190}
          min={periodLengthRange.min}
          max={periodLengthRange.max}
          step={periodLengthRange.step}
          allowDecimal={false}
          clampBehavior="none"
          value={Number.isFinite(period.length_of_time) ? period.length_of_time : ''}
          onChange={(value) => onChange(index, { length_of_time: typeof value === 'number' ? value : Number.NaN })}
          error={lengthProblem}
        />
        <Select
          label={message('periodType', { position })}
          w={150}
          data={typeOptions.map(({ value, label }) => ({ value, label }))}
          value={String(period.period_type_id)}
          allowDeselect={false}
          onChange={(value) => value !== null && onChange(index, { period_type_id: Number(value) })}
        />
        <Select
          label={message('periodDirection', { position })}
          w={140}
          data={directionOptions.map(({ value, label }) => ({ value, label }))}
          value={String(period.period_direction_id)}
          allowDeselect={false}
          onChange={(value) => value !== null && onChange(index, { period_direction_id: Number(value) })}
        />
        <Group gap={4} mt={24}>
          <Button size="compact-sm" variant="default" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={message('periodMoveUpOf', { position })}>
            {message('periodMoveUp')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={index === periods.length - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={message('periodMoveDownOf', { position })}
          >
            {message('periodMoveDown')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRemove(index)} aria-label={message('periodRemoveOf', { position })}>
            {message('periodRemove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
