import { emptyCell, type CellFormat } from './cellDisplay';

/** An alert flag as an icon labelled "Alert" for screen readers; no alert shows nothing. */
export const alertFormat: CellFormat = (value) => {
  const raised = value === true || value === 1 || value === '1' || value === 'true';
  return raised ? { kind: 'icon', icon: 'alert', label: 'Alert' } : emptyCell;
};
