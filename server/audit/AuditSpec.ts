// The `x-audit` vendor extension of an operation in specs/api: the operation reads or writes
// patient data, and every call is recorded (server/audit/auditOperation.ts). The spec linter
// (generator/lint/auditExtensionProblems.ts) checks the same grammar when the specs are built.

/** What an operation does to patient data: read one, search many, create, change, delete. */
export const auditKinds = ['read', 'search', 'create', 'write', 'delete'] as const;
export type AuditKind = (typeof auditKinds)[number];

/** An audit action key: `area.verb` (`device.list`), labelled in the catalogue lookup auditActions. */
export const auditActionPattern = /^[a-z][a-z_]*(\.[a-z0-9_]+)+$/;

/** The `x-audit` of one operation, checked. */
export interface AuditSpec {
  /**
   * What the call did, as the log names it (`device.list`, `report.run`): declared per operation,
   * so a device list is not logged as a patient search nor a bulk assignment as a new patient.
   */
  action: string;
  kind: AuditKind;
  /**
   * Where the patient ids are: `path.<parameter>`, `body.<field>`, or `response.<path>` into the
   * answered payload, where `name[]` walks into every element of an array
   * (`response.data[].patient_id`).
   */
  patient: string[];
  /** Keeps only answered rows whose fields equal these (the asset search's `model_type: patient`). */
  where?: Readonly<Record<string, string | number | boolean>>;
}

/** `path.id`, `body.patient_id`, `response.data[].patient.id`. */
export const patientSourcePattern = /^(path|body)\.[A-Za-z_][A-Za-z0-9_]*$|^response(\.[A-Za-z_][A-Za-z0-9_]*(\[\])?)+$/;

/**
 * Reads an operation's `x-audit`; null when it has none. Throws when it is malformed, so that a
 * server never starts with an operation it would audit wrongly (the spec linter says the same, with
 * the file and line, before that).
 *
 * @example
 * readAuditSpec('getPatientDetail', { action: 'patient.read', kind: 'read', patient: 'path.id' });
 * // { action: 'patient.read', kind: 'read', patient: ['path.id'] }
 */
export function readAuditSpec(operationId: string, value: unknown): AuditSpec | null {
  if (value === undefined) return null;
  const fail = (why: string) => new Error(`x-audit of ${operationId}: ${why}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('not an object');
  const spec = value as Record<string, unknown>;
  if (typeof spec.action !== 'string' || !auditActionPattern.test(spec.action)) throw fail(`bad action ${JSON.stringify(spec.action)}`);
  if (!(auditKinds as readonly unknown[]).includes(spec.kind)) throw fail(`unknown kind ${JSON.stringify(spec.kind)}`);
  const patient = typeof spec.patient === 'string' ? [spec.patient] : spec.patient;
  if (!Array.isArray(patient) || patient.length === 0) throw fail('patient names no source');
  for (const source of patient) {
    if (typeof source !== 'string' || !patientSourcePattern.test(source)) throw fail(`bad patient source ${JSON.stringify(source)}`);
  }
  const where = spec.where as AuditSpec['where'];
  return { action: spec.action, kind: spec.kind as AuditKind, patient: patient as string[], ...(where ? { where } : {}) };
}
