import { SegmentedControl } from '@mantine/core';
import { message } from '../../src/generated/catalog';
import type { TileStatus } from '../../domain/rtmTile/rtmTile';
import { statusesByUrgency, type StatusFilter } from '../../domain/rtmTile/tileUrgency';
import { tileStatusText } from './tileStatusText';

export interface TileStatusFilterProps {
  counts: Readonly<Record<TileStatus, number>>;
  value: StatusFilter;
  onChange: (filter: StatusFilter) => void;
}

/**
 * The tiles' counts per status, most urgent first, as a filter (issue 27, defect 3): All, or the
 * tiles of one status. A radio group: one choice at a time, arrow keys move between them.
 */
export function TileStatusFilter({ counts, value, onChange }: TileStatusFilterProps) {
  const total = statusesByUrgency.reduce((sum, status) => sum + counts[status], 0);
  return (
    <SegmentedControl
      aria-label={message('rtmStatusFilter')}
      size="xs"
      value={value}
      onChange={onChange}
      data={[
        { value: 'all', label: message('rtmStatusFilterAll', { count: total }) },
        ...statusesByUrgency.map((status) => ({
          value: status,
          label: message('rtmStatusFilterOne', { status: message(tileStatusText[status]), count: counts[status] }),
        })),
      ]}
    />
  );
}
