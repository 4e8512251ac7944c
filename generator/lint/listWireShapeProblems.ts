import { filtersExtension, filtersValues, listWireShape, pagingExtension, pagingValues } from '../compile/listWireShape';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import { httpMethods } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { unknownNameMessage } from './nearestName';
import { positionOf } from './nodePosition';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list (or search) screen whose operation's paging the OpenAPI description does not tell (its 200 answer's
 * `data` is no array and has neither `currentPage` nor `current_page`, and the operation has no
 * `x-cadence-paging`), at the screen's `operation:` line. An unknown operation is reported by the
 * name checks, not here.
 *
 * @example
 * listWireShapeProblems(screenFile, openApi.document);
 * // [{ file: 'specs/screens/reports.screen.yaml', line: 9, column: 22, message: 'cannot tell how `getReport` pages ...' }]
 */
export function listWireShapeProblems(file: SpecFile, document: OpenApiDocument): LintProblem[] {
  const screen = isRecord(file.data) ? file.data : {};
  // The paged sources of a screen: a list's `source`, a search screen's `search`.
  const key = screen.kind === 'list' ? 'source' : screen.kind === 'search' ? 'search' : undefined;
  const source = key !== undefined && isRecord(screen[key]) ? screen[key] : {};
  if (key === undefined || typeof source.operation !== 'string') return [];
  const shape = listWireShape(document, source.operation);
  if (shape === undefined || shape.paging !== undefined) return [];
  return [
    {
      file: file.path,
      ...positionOf(file, [key, 'operation']),
      message: `cannot tell how \`${source.operation}\` pages its answer: its 200 answer's \`data\` is no array and has neither \`currentPage\` nor \`current_page\`; describe it in specs/api or add \`${pagingExtension}: camel|snake|whole\` to the operation`,
    },
  ];
}

/**
 * The list extensions of one specs/api file: `x-cadence-paging` is `camel`, `snake` or `whole`
 * and `x-cadence-filters` is `search` or `body`, at the value.
 *
 * @example
 * wireExtensionProblems(apiFile);
 * // [{ file: 'specs/api/devices.yaml', line: 20, column: 26, message: '`x-cadence-filters`: unknown value `bdy`; did you mean `body`? ...' }]
 */
export function wireExtensionProblems(file: SpecFile): LintProblem[] {
  const problems: LintProblem[] = [];
  const paths = isRecord(file.data) && isRecord(file.data.paths) ? file.data.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of httpMethods) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      for (const [extension, values] of [
        [pagingExtension, pagingValues],
        [filtersExtension, filtersValues],
      ] as const) {
        const value = operation[extension];
        if (value === undefined || (values as readonly unknown[]).includes(value)) continue;
        problems.push({
          file: file.path,
          ...positionOf(file, ['paths', path, method, extension]),
          message: `\`${extension}\`: ${unknownNameMessage('value', typeof value === 'string' ? value : JSON.stringify(value), new Set<string>(values))}`,
        });
      }
    }
  }
  return problems;
}
