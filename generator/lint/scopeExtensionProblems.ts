import { httpMethods } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { unknownNameMessage } from './nearestName';
import { positionOf } from './nodePosition';

/** The OpenAPI extension that names the data-scoped resources an operation works on. */
export const scopeExtension = 'x-cadence-scope';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The resource names `dataScope` of specs/access.yaml declares (the names `x-cadence-scope` may use).
 *
 * @example
 * scopeResourceNames(tree.access); // Set { 'patients', 'practices', 'teamMembers', ... }
 */
export function scopeResourceNames(access: SpecFile | undefined): Set<string> {
  const data = access?.data;
  const dataScope = isRecord(data) && isRecord(data.dataScope) ? data.dataScope : {};
  return new Set(Object.keys(dataScope));
}

/**
 * `x-cadence-scope` of one specs/api file: a resource name of `dataScope` in specs/access.yaml,
 * or a list of them, at the name's line and column with the nearest known name.
 *
 * @example
 * scopeExtensionProblems(apiFile, new Set(['patients']));
 * // [{ file: 'specs/api/patients.yaml', line: 12, column: 24, message: '`x-cadence-scope`: unknown data-scope resource `patiens`; did you mean `patients`? ...' }]
 */
export function scopeExtensionProblems(file: SpecFile, resources: ReadonlySet<string>): LintProblem[] {
  const problems: LintProblem[] = [];
  const paths = isRecord(file.data) && isRecord(file.data.paths) ? file.data.paths : {};
  const known = [...resources].sort();
  const hint = `(a resource of \`dataScope\` in specs/access.yaml${known.length > 0 ? `: ${known.join(', ')}` : ''})`;
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of httpMethods) {
      const operation = item[method];
      if (!isRecord(operation) || !(scopeExtension in operation)) continue;
      const value = operation[scopeExtension];
      const at = ['paths', path, method, scopeExtension];
      const entries: [unknown, (string | number)[]][] = Array.isArray(value)
        ? value.map((name, index) => [name, [...at, index]])
        : [[value, at]];
      if (entries.length === 0 || (!Array.isArray(value) && typeof value !== 'string')) {
        problems.push({ file: file.path, ...positionOf(file, at), message: `\`${scopeExtension}\` must be a resource name or a list of them ${hint}` });
        continue;
      }
      for (const [name, position] of entries) {
        if (typeof name === 'string' && resources.has(name)) continue;
        const shown = typeof name === 'string' ? name : JSON.stringify(name);
        problems.push({
          file: file.path,
          ...positionOf(file, position),
          message: `\`${scopeExtension}\`: ${unknownNameMessage('data-scope resource', shown, resources)} ${hint}`,
        });
      }
    }
  }
  return problems;
}
