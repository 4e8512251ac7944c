/** What PostgreSQL cannot store in `text`/`jsonb`: a NUL character, or half of a surrogate pair. */
export type UnstorableText = 'nul' | 'loneSurrogate';

/** Where such text was found: the dotted field path (empty for the value itself), and what it is. */
export interface UnstorableTextAt {
  field: string;
  kind: UnstorableText;
}

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What in `text` PostgreSQL cannot store, or null. */
function unstorable(text: string): UnstorableText | null {
  if (text.includes('\u0000')) return 'nul';
  return loneSurrogate.test(text) ? 'loneSurrogate' : null;
}

/**
 * A record of parsed data: a plain object, one without a prototype, or one whose prototype has
 * none (Fastify's path and query parameters are made that way), never a class instance.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/** A part of a multipart body (readMultipartBody): `{type: 'field'|'file', fieldname, value?, filename?}`. */
const isMultipartPart = (value: object): value is { value?: unknown; filename?: unknown } => {
  const part = value as { type?: unknown; fieldname?: unknown };
  return (part.type === 'field' || part.type === 'file') && typeof part.fieldname === 'string';
};

interface Visit {
  node: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) if (at.key !== null) keys.unshift(at.key);
  return keys.join('.');
};

/**
 * The first string (or object key) in a parsed request part that PostgreSQL cannot store, or
 * null: `text` and `jsonb` refuse `\u0000`, and `jsonb` refuses a lone surrogate (`"\ud800"`,
 * which JSON allows), so such a value would fail in the database; finding it while reading the
 * request turns that failure into a 422 for every operation at once. Walks plain objects and
 * arrays (without recursion, so a body nested thousands deep is fine) and a multipart part's field
 * value and file name, never a stream or a buffer; each object once.
 *
 * @example
 * findUnstorableText({ search: { name: 'a\u0000' } }); // { field: 'search.name', kind: 'nul' }
 */
export function findUnstorableText(value: unknown): UnstorableTextAt | null {
  const seen = new Set<object>();
  const pending: Visit[] = [{ node: value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { node } = visit;
    if (typeof node === 'string') {
      const kind = unstorable(node);
      if (kind) return { field: pathOf(visit), kind };
      continue;
    }
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node) || isPlainObject(node)) {
      const entries = Object.entries(node);
      for (const [key] of entries) {
        const kind = unstorable(key);
        if (kind) return { field: pathOf(visit), kind };
      }
      for (const [key, item] of entries.reverse()) pending.push({ node: item, key, parent: visit });
    }
    // A multipart part is named by its field: its value and file name are checked (first) under that name.
    if (isMultipartPart(node))
      pending.push(
        { node: node.value, key: null, parent: visit },
        { node: node.filename, key: null, parent: visit },
      );
  }
  return null;
}
