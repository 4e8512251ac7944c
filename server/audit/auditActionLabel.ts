import { lookups } from '../../src/generated/catalog';

const labels = new Map<string, string>(lookups.auditActions.values.map((option) => [String(option.value), option.label]));

/**
 * The readable label of an audit action key, from the catalogue lookup `auditActions`
 * (specs/catalog/audit-lookups.yaml), so that the log viewer never shows a raw key; an unknown
 * key (an entry older than its label) is shown as it is.
 *
 * @example
 * auditActionLabel('patient.read'); // 'Viewed patient'
 */
export function auditActionLabel(action: string): string {
  return labels.get(action) ?? action;
}

/** Whether an action key has a label in the catalogue. */
export function hasAuditActionLabel(action: string): boolean {
  return labels.has(action);
}
