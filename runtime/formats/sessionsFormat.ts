import { emptyCell, toFiniteNumber, type CellFormat } from './cellDisplay';

/** Completed / total sessions read from the row's `completed_sessions` and `total_sessions` ([patient-derived-fields]). */
export const sessionsFormat: CellFormat = (_value, row) => {
  const completed = toFiniteNumber(row.completed_sessions);
  const total = toFiniteNumber(row.total_sessions);
  if (completed === null && total === null) return emptyCell;
  return { kind: 'text', text: `${completed ?? 0} / ${total ?? 0}` };
};
