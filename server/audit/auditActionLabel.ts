import { lookups, message } from '../../src/generated/catalog';

const labels = new Map<string, string>(lookups.auditActions.values.map((option) => [String(option.value), option.label]));
const deniedSuffix = '.denied';

/**
 * The readable label of an audit action key, from the catalogue lookup `auditActions`
 * (specs/catalog/audit-lookups.yaml), so that the log viewer never shows a raw key. A refusal
 * (`<action>.denied`) without a label of its own reads as its action's label marked refused; an
 * unknown key (an entry older than its label) is shown as it is.
 *
 * @example
 * auditActionLabel('patient.read'); // 'Viewed patient'
 * auditActionLabel('report.run.denied'); // 'Refused: Ran report'
 */
export function auditActionLabel(action: string): string {
  const own = labels.get(action);
  if (own !== undefined) return own;
  const base = action.endsWith(deniedSuffix) ? labels.get(action.slice(0, -deniedSuffix.length)) : undefined;
  return base === undefined ? action : message('auditActionRefused', { action: base });
}

/** Whether an action key has a label in the catalogue (its own, or its action's for a refusal). */
export function hasAuditActionLabel(action: string): boolean {
  return labels.has(action) || (action.endsWith(deniedSuffix) && labels.has(action.slice(0, -deniedSuffix.length)));
}
