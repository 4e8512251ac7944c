import type { AuditSpec } from './AuditSpec';

/** The parts of a call a patient id can come from. */
export interface AuditedCall {
  params: Readonly<Record<string, unknown>>;
  body: unknown;
  /** The answered payload; absent when the call was refused. */
  data?: unknown;
}

/**
 * The ids of the patients a call concerned, in first-seen order without repeats, from the
 * sources of its `x-audit`. A value that is not a whole number (a refused call's bad path
 * parameter, a null row) is left out.
 *
 * @example
 * patientIdsOf({ kind: 'search', patient: ['response.data[].patient_id'] }, { params: {}, body: {}, data: { data: [{ patient_id: 4 }] } });
 * // [4]
 */
export function patientIdsOf(spec: AuditSpec, call: AuditedCall): number[] {
  const ids = new Set<number>();
  for (const source of spec.patient) {
    const [root, ...path] = source.split('.');
    const start = root === 'path' ? call.params : root === 'body' ? call.body : call.data;
    for (const value of walk([start], path, spec.where)) {
      const id = wholeNumber(value);
      if (id !== null) ids.add(id);
    }
  }
  return [...ids];
}

function walk(values: unknown[], path: readonly string[], where: AuditSpec['where']): unknown[] {
  let current = values;
  path.forEach((segment, index) => {
    const isLast = index === path.length - 1;
    const field = segment.endsWith('[]') ? segment.slice(0, -2) : segment;
    const next: unknown[] = [];
    for (const value of current) {
      if (typeof value !== 'object' || value === null) continue;
      const record = value as Record<string, unknown>;
      // `where` is tested on the row that holds the id (the last step's object).
      if (isLast && where && !Object.entries(where).every(([key, wanted]) => record[key] === wanted)) continue;
      const inner = record[field];
      if (segment.endsWith('[]')) {
        if (Array.isArray(inner)) next.push(...(inner as unknown[]));
      } else next.push(inner);
    }
    current = next;
  });
  return current;
}

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value) > 0 ? Number(value) : null;
  return null;
}
