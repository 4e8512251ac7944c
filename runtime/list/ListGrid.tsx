import {
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  ModuleRegistry,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  type CellKeyDownEvent,
  type ColDef,
  type ColumnResizedEvent,
  type GridSizeChangedEvent,
  type GridApi,
  type RowClickedEvent,
  type RowSelectionOptions,
  type SelectionChangedEvent,
  type SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fillTemplate } from '../core/fillTemplate';
import type { CellFormat, Row } from '../formats/cellDisplay';
import { CellView } from '../formats/CellView';
import { useFormatResolver } from '../registry/formatRegistry';
import { listGridTheme } from './listGridTheme';
import type { ListColumn, ListOrder } from '../../src/generated/spec-types';

// Only the client-side row model (the server pages and sorts, the grid shows one page as given)
// and column auto-size, so that each column is as wide as its header and cells; row styles mark
// rows that open on a click; the column and scroll APIs tell whether the columns fill the grid.
ModuleRegistry.registerModules([ClientSideRowModelModule, ColumnApiModule, ColumnAutoSizeModule, RowSelectionModule, RowStyleModule, ScrollApiModule]);

// A row that opens on a click looks like it.
const linkRowStyle = { cursor: 'pointer' };

// Names and headers are read whole (each column as wide as its content, measured once the cells
// are drawn); a table wider than the grid scrolls sideways. Measuring runs in the event that asks
// for it, so the new widths come in the same task as the rows: deferred to the next frame, a
// click could land on a row drawn at the old widths.
function sizeToContent({ api }: { api: GridApi<Row> }): void {
  api.autoSizeAllColumns();
}

// The grid is as tall as its rows (`domLayout: autoHeight`): only a new width asks for new
// column widths, not the height that changes as rows are drawn (a first page drawn measured every
// cell six times, three of them for its height).
const sizedAtWidth = new WeakMap<GridApi<Row>, number>();
function sizeToNewWidth(event: GridSizeChangedEvent<Row>): void {
  if (sizedAtWidth.get(event.api) === event.clientWidth) return;
  sizedAtWidth.set(event.api, event.clientWidth);
  sizeToContent(event);
}

/**
 * After the columns took their content's width: a table narrower than the grid is stretched to
 * its width, so that row lines run across the whole grid instead of stopping half-way; a wider one
 * gets a scrollbar that takes its own room instead of lying over the last row.
 */
function fillOrScroll(event: ColumnResizedEvent<Row>): void {
  if (!event.finished || event.source !== 'autosizeColumns') return;
  const { api } = event;
  const { left, right } = api.getHorizontalPixelRange();
  const used = (api.getColumns() ?? []).reduce((width, column) => width + column.getActualWidth(), 0);
  const overflows = used > right - left;
  api.setGridOption('alwaysShowHorizontalScroll', overflows);
  if (!overflows) api.sizeColumnsToFit();
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
        minWidth: 90,
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
              suppressAutoSize: true,
              suppressSizeToFit: true,
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

  return (
    <div aria-label={label} role="region">
      <AgGridReact<Row>
        theme={listGridTheme}
        columnDefs={allColumns}
        onFirstDataRendered={sizeToContent}
        onRowDataUpdated={sizeToContent}
        onGridSizeChanged={sizeToNewWidth}
        onColumnResized={fillOrScroll}
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
    </div>
  );
}
