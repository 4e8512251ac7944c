import { isDeepStrictEqual } from 'node:util';
import { Document, isMap, isSeq, parse, stringify, visit } from 'yaml';

// The longest collection written on one line, `{ field: id, in: [1, 2] }`, as the specs write them.
const flowWidth = 72;

/**
 * An example value as the spec files write it: block style at the top, a list of maps one map per
 * line (`- { field: name, header: Name }`), and each other nested map or list that fits on one line
 * in flow style (`access: { roles: [superAdmin] }`).
 *
 * @example
 * exampleYaml({ label: 'Edit', access: { roles: ['superAdmin'] } });
 * // 'label: Edit\naccess: { roles: [superAdmin] }'
 */
export function exampleYaml(value: unknown): string {
  const document = new Document(value);
  visit(document, {
    Collection(_key, node, path) {
      if (path.length <= 1) return;
      if (isSeq(node) && node.items.some((item) => isMap(item))) return;
      if (stringify(node.toJSON(), { collectionStyle: 'flow' }).trim().length <= flowWidth) node.flow = true;
    },
  });
  const padded = document.toString({ flowCollectionPadding: true }).trimEnd();
  // Maps padded, lists not, as prettier writes YAML; kept only when it reads back the same.
  const styled = padded.replace(/\[ /g, '[').replace(/ \]/g, ']');
  return isDeepStrictEqual(parse(styled), value) ? styled : padded;
}
