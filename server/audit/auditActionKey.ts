import type { AuditSpec } from './AuditSpec';

/**
 * The audit log's action key of a call to patient data: the operation's declared `x-audit`
 * action (`device.list`), with `.denied` when a signed-in caller was refused. Each key has a
 * label in the catalogue (`auditActions`); a refusal without its own label reads as the action's
 * label marked refused (auditActionLabel).
 *
 * @example
 * auditActionKey({ action: 'report.run' }, 'denied'); // 'report.run.denied'
 */
export function auditActionKey(spec: Pick<AuditSpec, 'action'>, outcome: 'ok' | 'denied'): string {
  return outcome === 'ok' ? spec.action : `${spec.action}.denied`;
}
