import { ClientSideRowModelModule, ColumnAutoSizeModule, ModuleRegistry, type ColDef, type SortChangedEvent } from 'ag-grid-community';
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react';
import { useCallback, useMemo } from 'react';
import type { CellFormat, Row } from '../formats/cellDisplay';
import { CellView } from '../formats/CellView';
import { resolveFormat } from '../registry/formatRegistry';
import { listGridTheme } from './listGridTheme';
import type { ListColumn, ListOrder } from '../../src/generated/spec-types';

// Only the client-side row model (the server pages and sorts, the grid shows one page as given)
// and column auto-size, so that each column is as wide as its header and cells.
ModuleRegistry.registerModules([ClientSideRowModelModule, ColumnAutoSizeModule]);

// Names and headers are read whole; a page wider than the screen scrolls sideways.
const autoSizeStrategy = { type: 'fitCellContents' } as const;

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
}

function FormattedCell({ value, data, format }: CustomCellRendererProps<Row> & { format: CellFormat }) {
  return <CellView display={format(value, data ?? {})} />;
}

/**
 * One page of a list in AG Grid: columns and formats from the spec, sorting reported to the
 * caller (the server sorts, [list-sorting]) and never applied to the page in the browser.
 */
export function ListGrid({ columns, rows, order, onOrder, spec, label }: ListGridProps) {
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
        minWidth: 90,
        // Cells are drawn by the spec's format; AG Grid need not infer a type and warn about objects.
        cellDataType: false,
      })),
    [columns, order, spec],
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

  return (
    <div aria-label={label} role="region">
      <AgGridReact<Row>
        theme={listGridTheme}
        columnDefs={columnDefs}
        autoSizeStrategy={autoSizeStrategy}
        rowData={rows as Row[]}
        onSortChanged={onSortChanged}
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
