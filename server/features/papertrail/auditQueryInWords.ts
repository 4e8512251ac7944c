/** Request fields that say how a page is laid out, not what was looked for. */
const layoutFields = new Set(['limit', 'page', 'order_by']);
/** Containers whose fields are the filters themselves (`search: { patient_last_name }`). */
const filterContainers = new Set(['search', 'filters']);

/**
 * The query of a list or a search, as the log viewer shows it: the filters and search text that
 * were set, in words, without paging and order; empty filters are left out.
 *
 * @example
 * auditQueryInWords({ page: 2, search: { patient_last_name: 'smi', surgeon_id: null } });
 * // 'patient last name “smi”'
 */
export function auditQueryInWords(query: unknown): string {
  if (!isRecord(query)) return '';
  return filtersInWords(query, true);
}

function filtersInWords(record: Record<string, unknown>, top: boolean): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (top && layoutFields.has(key)) continue;
    if (value === null || value === undefined || value === '') continue;
    if (isRecord(value)) {
      const inner = filtersInWords(value, false);
      if (inner === '') continue;
      parts.push(top && filterContainers.has(key) ? inner : `${words(key)} (${inner})`);
    } else if (Array.isArray(value)) {
      if (value.length > 0) parts.push(`${words(key)} ${value.map(valueInWords).join(', ')}`);
    } else {
      parts.push(`${words(key)} ${valueInWords(value)}`);
    }
  }
  return parts.join(', ');
}

function words(key: string): string {
  return key.replace(/_id$/, '').replace(/[_.]+/g, ' ').trim();
}

function valueInWords(value: unknown): string {
  return typeof value === 'string' ? `“${value}”` : String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
