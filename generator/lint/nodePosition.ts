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
  const { offset } = walk(file, path, at);
  const { line, col } = file.lineCounter.linePos(offset);
  return { line, column: col };
}

/**
 * Where `part` starts inside the text of the value at `path` (a `{placeholder}` of a template),
 * or where the value starts when its text does not hold it as written.
 *
 * @example
 * positionWithin(file, ['detail', 'heading'], '{last_nme}'); // { line: 12, column: 25 }
 */
export function positionWithin(file: SpecFile, path: readonly PathSegment[], part: string): Position {
  const { offset, node, reached } = walk(file, path, 'value');
  const end = (node as Node | null | undefined)?.range?.[1];
  const index = reached && end !== undefined ? file.text.slice(offset, end).indexOf(part) : -1;
  const { line, col } = file.lineCounter.linePos(offset + Math.max(index, 0));
  return { line, column: col };
}

// The node at `path` (or the deepest one that exists) and where it starts.
function walk(file: SpecFile, path: readonly PathSegment[], at: 'value' | 'key'): { offset: number; node: unknown; reached: boolean } {
  let node: unknown = file.document.contents;
  let offset = rangeStart(node) ?? 0;
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(segment));
      if (pair === undefined) return { offset, node, reached: false };
      if (last && at === 'key') return { offset: rangeStart(pair.key) ?? offset, node: pair.key, reached: true };
      node = pair.value;
      offset = rangeStart(pair.value) ?? rangeStart(pair.key) ?? offset;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item: unknown = node.items[segment];
      if (item === undefined) return { offset, node, reached: false };
      node = item;
      offset = rangeStart(item) ?? offset;
    } else {
      return { offset, node, reached: false };
    }
  }
  return { offset, node, reached: true };
}

function keyText(key: unknown): string | undefined {
  return isScalar(key) ? String(key.value) : undefined;
}

function rangeStart(node: unknown): number | undefined {
  return (node as Node | null | undefined)?.range?.[0];
}
