import type { AuditKind } from './AuditSpec';

/**
 * The audit log's action key of a call to patient data: `patient.<kind>`, with `.denied` when a
 * signed-in caller was refused. Each key has a label in the catalogue (`auditActions`).
 *
 * @example
 * auditActionKey('read', 'denied'); // 'patient.read.denied'
 */
export function auditActionKey(kind: AuditKind, outcome: 'ok' | 'denied'): string {
  return outcome === 'ok' ? `patient.${kind}` : `patient.${kind}.denied`;
}
