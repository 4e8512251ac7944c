import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { SpecFile } from '../load/SpecFile';

/** A segment of a path into a document: a map key or a sequence index. */
export type PathSegment = string | number;

/** 1-based position in a spec file. */
export interface Position {
  line: number;
  column: number;
}

/**
 * Where the node at `path` starts in the file's text; `at: 'key'` points at the map key of the
 * last segment instead of its value (for "unknown key" problems). When the path leads nowhere
 * (a missing key), the position of the deepest node that exists is given, so every problem still
 * points somewhere useful.
 *
 * @example
 * positionOf(file, ['source', 'operation']); // { line: 9, column: 14 }
 */
export function positionOf(
  file: SpecFile,
  path: readonly PathSegment[],
  at: 'value' | 'key' = 'value',
): Position {
  let node: unknown = file.document.contents;
  let offset = rangeStart(node) ?? 0;
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(segment));
      if (pair === undefined) break;
      if (last && at === 'key') {
        offset = rangeStart(pair.key) ?? offset;
        break;
      }
      node = pair.value;
      offset = rangeStart(pair.value) ?? rangeStart(pair.key) ?? offset;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item: unknown = node.items[segment];
      if (item === undefined) break;
      node = item;
      offset = rangeStart(item) ?? offset;
    } else {
      break;
    }
  }
  const { line, col } = file.lineCounter.linePos(offset);
  return { line, column: col };
}

function keyText(key: unknown): string | undefined {
  return isScalar(key) ? String(key.value) : undefined;
}

function rangeStart(node: unknown): number | undefined {
  return (node as Node | null | undefined)?.range?.[0];
}
