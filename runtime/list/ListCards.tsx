import { Anchor, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ListColumn, ListOrder } from '../../src/generated/spec-types';
import type { Row } from '../formats/cellDisplay';
import { CellView } from '../formats/CellView';
import { valueAtPath } from '../core/formFieldPaths';
import { useFormatResolver } from '../registry/formatRegistry';
import { message } from '../../src/generated/catalog';

/** Props of {@link ListCards}. */
export interface ListCardsProps {
  columns: readonly ListColumn[];
  rows: readonly Row[];
  order: ListOrder | undefined;
  onOrder: (order: ListOrder) => void;
  /** The spec's name, quoted when a column names an unknown format. */
  spec: string;
  label: string;
  actionsCell?: ((row: Row, index: number) => ReactNode) | undefined;
  /** Where a row links (`rowLink`), if it does. */
  rowHref?: ((row: Row) => string) | undefined;
  onRowOpen?: ((row: Row) => void) | undefined;
  /** How many columns a closed card shows; the others are behind Show more. */
  shown?: number;
}

function Cell({ column, row, spec }: { column: ListColumn; row: Row; spec: string }) {
  const resolveFormat = useFormatResolver();
  const format = resolveFormat(column.format, spec);
  return <CellView display={format(valueAtPath(row, column.field), row)} />;
}

function ListCard({
  row,
  index,
  columns,
  spec,
  actionsCell,
  rowHref,
  onRowOpen,
  shown,
}: Omit<ListCardsProps, 'rows' | 'order' | 'onOrder' | 'label'> & {
  row: Row;
  index: number;
  shown: number;
}) {
  const [open, setOpen] = useState(false);
  const [first, ...rest] = columns;
  const visible = open ? rest : rest.slice(0, shown - 1);
  const hidden = rest.length - (shown - 1);
  const title = first === undefined ? null : <Cell column={first} row={row} spec={spec} />;
  return (
    <Card withBorder padding="sm" role="listitem">
      <Text fw={600} mb={4}>
        {rowHref !== undefined && onRowOpen !== undefined ? (
          <Anchor
            href={rowHref(row)}
            onClick={(event) => {
              event.preventDefault();
              onRowOpen(row);
            }}
          >
            {title}
          </Anchor>
        ) : (
          title
        )}
      </Text>
      <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
        {visible.map((column) => (
          <div key={column.field} style={{ display: 'contents' }}>
            <Text size="sm" c="dimmed">
              {column.header}
            </Text>
            <Text size="sm" component="div">
              <Cell column={column} row={row} spec={spec} />
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
        {hidden > 0 ? (
          <Button variant="subtle" size="compact-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? message('listShowLess') : message('listShowMore')}
          </Button>
        ) : (
          <span />
        )}
        {actionsCell?.(row, index)}
      </Group>
    </Card>
  );
}

/**
 * One page of a list as cards, for narrow screens (`mobileLayout: cards`, [practice-list-layout]):
 * each row a card titled by its first column (a link when rows open), the next columns as
 * label/value pairs, the rest behind Show more (an expandable row), and the row's actions. The
 * sortable columns are offered in a Sort by choice, since cards have no headers to click.
 */
export function ListCards({
  columns,
  rows,
  order,
  onOrder,
  spec,
  label,
  actionsCell,
  rowHref,
  onRowOpen,
  shown = 3,
}: ListCardsProps) {
  const sortable = columns.filter((column) => column.sortable === true);
  const current = order === undefined ? '' : `${order.field}:${order.direction}`;
  return (
    <Stack gap="sm">
      {sortable.length > 0 && (
        <NativeSelect
          label={message('listSortBy')}
          value={current}
          data={sortable.flatMap((column) => [
            { value: `${column.field}:asc`, label: `${column.header} (ascending)` },
            { value: `${column.field}:desc`, label: `${column.header} (descending)` },
          ])}
          onChange={(event) => {
            const [field = '', direction] = event.currentTarget.value.split(':');
            onOrder({ field, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
        />
      )}
      <Stack gap="sm" role="list" aria-label={label}>
        {rows.map((row, index) => (
          <ListCard
            key={index}
            row={row}
            index={index}
            columns={columns}
            spec={spec}
            actionsCell={actionsCell}
            rowHref={rowHref}
            onRowOpen={onRowOpen}
            shown={shown}
          />
        ))}
      </Stack>
    </Stack>
  );
}
