import {
  ClientSideRowModelModule,
  ColumnApiModule,
  ModuleRegistry,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  type CellKeyDownEvent,
  type ColDef,
  type GridApi,
  type RowClickedEvent,
  type RowSelectionOptions,
  type SelectionChangedEvent,
  type SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react';
import { Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { message } from '../../src/generated/catalog';
import { fillTemplate } from '../core/fillTemplate';
import type { CellFormat, Row } from '../formats/cellDisplay';
import { CellView } from '../formats/CellView';
import { useFormatResolver } from '../registry/formatRegistry';
import { listGridTheme } from './listGridTheme';
import type { ListColumn, ListOrder } from '../../src/generated/spec-types';

// Only the client-side row model (the server pages and sorts, the grid shows one page as given);
// row styles mark rows that open on a click; the column and scroll APIs tell whether the columns
// fit the grid.
ModuleRegistry.registerModules([ClientSideRowModelModule, ColumnApiModule, RowSelectionModule, RowStyleModule, ScrollApiModule]);

// A row that opens on a click looks like it.
const linkRowStyle = { cursor: 'pointer' };

/** The least width of a column of each format (px), whatever its heading: what its cells need. */
const formatWidths: Readonly<Record<string, number>> = {
  unixDate: 120,
  unixDateTime: 170,
  date: 120,
  dateTime: 170,
  progress: 160,
  status: 110,
  sessions: 100,
};

/**
 * A column's least width (issue 27, defect 5): the spec's `width`, else room for its heading (with
 * the sort arrow) and for what its format draws. Sizes come from the spec alone, so the grid never
 * measures cells (that measuring was most of the list's long tasks); columns share the room left
 * over, and a table that needs more than the grid has scrolls sideways.
 */
export function columnWidth(column: Pick<ListColumn, 'header' | 'format' | 'width' | 'sortable'>): number {
  if (column.width !== undefined) return column.width;
  const forHeading = Math.ceil(column.header.length * 8.5) + 32 + (column.sortable === true ? 18 : 0);
  return Math.max(90, forHeading, formatWidths[column.format ?? ''] ?? 0);
}

/** Props of {@link ListGrid}. */
export interface ListGridProps {
  columns: readonly ListColumn[];
  rows: readonly Row[];
  order: ListOrder | undefined;
  onOrder: (order: ListOrder) => void;
  /** The spec's name, quoted when a column names an unknown format. */
  spec: string;
  /** The grid's accessible name. */
  label: string;
  /** The row's action buttons (`rowActions`), drawn in a last column headed Actions. */
  actionsCell?: ((row: Row, index: number) => ReactNode) | undefined;
  /** The Actions column's width in px, wide enough for every button (auto-size cannot measure them). */
  actionsWidth?: number | undefined;
  /** Opens a row (`rowLink`): on a click or Enter on the row. */
  onRowOpen?: ((row: Row) => void) | undefined;
  /** Rows chosen with a check box each (`selection`): told the chosen rows on every change. */
  onSelectionChange?: ((rows: Row[]) => void) | undefined;
  /** A number that, when it changes, clears the choice (after a bulk action). */
  selectionReset?: number | undefined;
}

function ActionsCell({ data, node, render }: CustomCellRendererProps<Row> & { render: (row: Row, index: number) => ReactNode }) {
  return data === undefined ? null : render(data, node.rowIndex ?? 0);
}

function FormattedCell({ value, data, format }: CustomCellRendererProps<Row> & { format: CellFormat }) {
  return <CellView display={format(value, data ?? {})} />;
}

/**
 * One page of a list in AG Grid: columns and formats from the spec, sorting reported to the
 * caller (the server sorts, [list-sorting]) and never applied to the page in the browser. With
 * `actionsCell` a last column holds each row's action buttons; with `onRowOpen` a click on a row
 * (or Enter on one of its cells) opens it.
 */
export function ListGrid({ columns, rows, order, onOrder, spec, label, actionsCell, actionsWidth, onRowOpen, onSelectionChange, selectionReset }: ListGridProps) {
  const resolveFormat = useFormatResolver();
  const columnDefs = useMemo<ColDef<Row>[]>(
    () =>
      columns.map((column) => ({
        colId: column.field,
        field: column.field,
        headerName: column.header,
        sortable: column.sortable === true,
        // Never unsorted: a third click goes back to ascending, as a server order always exists.
        sortingOrder: ['asc', 'desc'],
        sort: order?.field === column.field ? order.direction : null,
        cellRenderer: FormattedCell,
        cellRendererParams: { format: resolveFormat(column.format, spec) },
        // `template`: the cell's text from several fields of the row.
        ...(column.template === undefined ? {} : { valueGetter: ({ data }: { data: Row | undefined }) => fillTemplate(column.template ?? '', data ?? {}) }),
        minWidth: columnWidth(column),
        flex: 1,
        // Cells are drawn by the spec's format; AG Grid need not infer a type and warn about objects.
        cellDataType: false,
      })),
    [columns, order, spec, resolveFormat],
  );
  const allColumns = useMemo<ColDef<Row>[]>(
    () =>
      actionsCell === undefined
        ? columnDefs
        : [
            ...columnDefs,
            {
              colId: '__actions',
              headerName: 'Actions',
              // Not pinned: a pinned column lay over the last columns of a wide table.
              sortable: false,
              cellRenderer: ActionsCell,
              cellRendererParams: { render: actionsCell },
              width: actionsWidth ?? 160,
              minWidth: actionsWidth ?? 160,
              cellDataType: false,
            },
          ],
    [actionsCell, actionsWidth, columnDefs],
  );
  const onRowClicked = useCallback(
    (event: RowClickedEvent<Row>) => {
      // The grid hears a click on the row natively, before React sees the action button's
      // stopPropagation: a click inside the actions cell runs that action and never opens the row.
      const target = event.event?.target;
      if (target instanceof Element && target.closest('[col-id="__actions"]') !== null) return;
      if (onRowOpen !== undefined && event.data !== undefined) onRowOpen(event.data);
    },
    [onRowOpen],
  );
  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<Row>) => {
      const key = (event.event as KeyboardEvent | null | undefined)?.key;
      if (key === 'Enter' && onRowOpen !== undefined && event.data !== undefined && event.column.getColId() !== '__actions') onRowOpen(event.data);
    },
    [onRowOpen],
  );

  const onSortChanged = useCallback(
    (event: SortChangedEvent<Row>) => {
      // The event lists the columns whose sort changed; with single-column sort one is now sorted.
      const sorted = event.columns?.find((column) => column.getSort() === 'asc' || column.getSort() === 'desc');
      if (sorted === undefined) return;
      const next: ListOrder = { field: sorted.getColId(), direction: sorted.getSort() === 'desc' ? 'desc' : 'asc' };
      if (next.field !== order?.field || next.direction !== order.direction) onOrder(next);
    },
    [onOrder, order],
  );

  const gridApi = useRef<GridApi<Row> | undefined>(undefined);
  const onSelectionChanged = useCallback(
    (event: SelectionChangedEvent<Row>) => onSelectionChange?.(event.api.getSelectedRows()),
    [onSelectionChange],
  );
  useEffect(() => {
    if (selectionReset !== undefined) gridApi.current?.deselectAll();
  }, [selectionReset]);
  const rowSelection = useMemo<RowSelectionOptions<Row> | undefined>(
    () => (onSelectionChange === undefined ? undefined : { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }),
    [onSelectionChange],
  );

  // A table wider than its grid says so and keeps its scrollbar in sight (issue 27, defect 5): the
  // columns' least widths against the grid's width, on every new width.
  const leastWidth = useMemo(
    () => allColumns.reduce((sum, column) => sum + (column.minWidth ?? 0), onSelectionChange === undefined ? 0 : 50),
    [allColumns, onSelectionChange],
  );
  const [gridWidth, setGridWidth] = useState<number | undefined>(undefined);
  const scrolls = gridWidth !== undefined && leastWidth > gridWidth;

  return (
    // `minWidth: 0`: in a flex or grid layout the region would otherwise grow to the table's width
    // and be clipped by its card, with no scrollbar in sight.
    <div aria-label={label} role="region" style={{ minWidth: 0, maxWidth: '100%' }}>
      <AgGridReact<Row>
        theme={listGridTheme}
        columnDefs={allColumns}
        onGridSizeChanged={(event) => setGridWidth(event.clientWidth)}
        alwaysShowHorizontalScroll={scrolls}
        rowData={rows as Row[]}
        onGridReady={({ api }) => {
          gridApi.current = api;
        }}
        rowSelection={rowSelection}
        onSelectionChanged={onSelectionChanged}
        onSortChanged={onSortChanged}
        onRowClicked={onRowClicked}
        onCellKeyDown={onCellKeyDown}
        rowStyle={onRowOpen === undefined ? undefined : linkRowStyle}
        // The rows arrive sorted by the server; keep them in the order received.
        postSortRows={(params) => params.nodes.sort((a, b) => a.sourceRowIndex - b.sourceRowIndex)}
        domLayout="autoHeight"
        suppressColumnVirtualisation
        suppressMovableColumns
        suppressMultiSort
        ensureDomOrder
        suppressNoRowsOverlay
      />
      {scrolls && (
        <Text size="sm" c="dimmed" mt={4} data-testid="list-scrolls-sideways">
          {message('listScrollsSideways')} →
        </Text>
      )}
    </div>
  );
}
