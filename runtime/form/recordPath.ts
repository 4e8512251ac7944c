import { asJsonObject, isJsonObject, type JsonObject } from '../api/jsonObject';

/**
 * The value at a record path of a loaded record: dotted names, with `[n]` for the n-th item of a
 * list and `[-1]` for its last (the current address is the last one recorded).
 *
 * @example
 * readRecordPath({ address: [{ city: 'A' }, { city: 'B' }] }, 'address[-1].city'); // 'B'
 */
export function readRecordPath(record: unknown, path: string): unknown {
  const steps = path.match(/[^.[\]]+|\[-?\d+\]/g) ?? [];
  let node: unknown = record;
  for (const step of steps) {
    if (step.startsWith('[')) {
      if (!Array.isArray(node)) return undefined;
      const index = Number(step.slice(1, -1));
      node = node.at(index);
    } else {
      node = isJsonObject(node) ? node[step] : undefined;
    }
  }
  return node;
}

/**
 * A copy of `data` with `value` at the dotted form field path `path`, creating objects on the way.
 *
 * @example
 * writeFieldPath({}, 'address.id', 12); // { address: { id: 12 } }
 */
export function writeFieldPath(data: JsonObject, path: string, value: unknown): JsonObject {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...data, [head]: value };
  const inner = data[head];
  const child = asJsonObject(inner);
  return { ...data, [head]: writeFieldPath(child, rest.join('.'), value) };
}
