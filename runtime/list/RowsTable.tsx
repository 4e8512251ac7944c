import { ActionIcon, Group, Table } from '@mantine/core';
import { Fragment, useState, type CSSProperties, type ReactNode } from 'react';

/** One column of a {@link RowsTable}: its heading and what each row shows in it. */
export interface RowsTableColumn<R> {
  key: string;
  header: ReactNode;
  /** The heading's accessible name when `header` shows none (a column of handles). */
  headerLabel?: string;
  cell: (row: R, index: number) => ReactNode;
}

/** Rows that open to show more under them (a day's sessions under the day). */
export interface RowsTableExpand<R> {
  /** The toggle's accessible name for the row. */
  label: (row: R) => string;
  /** Rows with nothing to open: their toggle is disabled. */
  disabled?: (row: R) => boolean;
  /** What shows under an open row, across every column. */
  content: (row: R) => ReactNode;
}

/** Props of {@link RowsTable}. */
export interface RowsTableProps<R> {
  /** The table's accessible name. */
  label: string;
  columns: readonly RowsTableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** With `expand`, the first cell of each row starts with a toggle that opens the row. */
  expand?: RowsTableExpand<R>;
  /** Data attributes and a style of a row (a missed day's red outline). */
  rowProps?: (row: R) => { data?: Record<string, string | undefined>; style?: CSSProperties };
  /** Below this width the table scrolls sideways; none: it never does. */
  minWidth?: number;
  /** Above this height the body scrolls. */
  maxHeight?: string;
  striped?: boolean;
  bordered?: boolean;
  size?: 'sm';
}

/**
 * The runtime's table of rows a hand-written part already holds (not loaded by a list spec): the
 * editing grid of a machine's form (the prompt editor's responses) or rows that expand to nested
 * content (Session History's days, each opening its sessions). Lists loaded from an operation are
 * specs drawn by ListScreen; this is for rows a panel or machine computes, so that screens hold no
 * table markup of their own.
 *
 * @example
 * <RowsTable label="Sessions" columns={[{ key: 'day', header: 'Date', cell: (day) => day.day }]} rows={days} rowKey={(day) => day.day} />
 */
export function RowsTable<R>({ label, columns, rows, rowKey, expand, rowProps, minWidth, maxHeight, striped = false, bordered = false, size }: RowsTableProps<R>) {
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const toggle = (key: string | number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const table = (
    <Table striped={striped} highlightOnHover={expand !== undefined} withTableBorder={bordered} fz={size} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} aria-label={column.headerLabel}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => {
          const key = rowKey(row);
          const opened = open.has(key);
          const extra = rowProps?.(row);
          return (
            <Fragment key={key}>
              <Table.Tr {...dataAttributes(extra?.data)} style={extra?.style}>
                {columns.map((column, columnIndex) => (
                  <Table.Td key={column.key}>
                    {expand !== undefined && columnIndex === 0 ? (
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          disabled={expand.disabled?.(row) ?? false}
                          aria-expanded={opened}
                          aria-label={expand.label(row)}
                          onClick={() => toggle(key)}
                        >
                          {opened ? '▾' : '▸'}
                        </ActionIcon>
                        <div>{column.cell(row, index)}</div>
                      </Group>
                    ) : (
                      column.cell(row, index)
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
              {expand !== undefined && opened && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length} p={0}>
                    {expand.content(row)}
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
  if (minWidth === undefined && maxHeight === undefined) return table;
  return (
    <Table.ScrollContainer minWidth={minWidth ?? 0} mah={maxHeight}>
      {table}
    </Table.ScrollContainer>
  );
}

/** `{ day: '2026-01-01' }` as `{ 'data-day': '2026-01-01' }`; undefined values are left out. */
function dataAttributes(data: Record<string, string | undefined> | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(data ?? {})) if (value !== undefined) attributes[`data-${name}`] = value;
  return attributes;
}
