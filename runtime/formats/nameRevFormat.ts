import { emptyCell, type CellFormat, type Row } from './cellDisplay';

// Rows name people differently (last_name, patient_last_name, ...); take the first field with
// the suffix so that one format serves patients, users and team members.
function nameField(row: Row, suffix: string): string {
  const key = Object.keys(row).find((candidate) => candidate === suffix || candidate.endsWith(`_${suffix}`));
  const value = key === undefined ? undefined : row[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** "Last, First" from the row's last and first name fields ([patient-derived-fields]). */
export const nameRevFormat: CellFormat = (_value, row) => {
  const last = nameField(row, 'last_name');
  const first = nameField(row, 'first_name');
  const text = [last, first].filter((part) => part !== '').join(', ');
  return text === '' ? emptyCell : { kind: 'text', text };
};
