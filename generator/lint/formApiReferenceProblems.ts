import { apiReferenceTarget, isApiReference, type ApiReferenceTarget } from '../compile/apiSchemaReference';
import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `$ref`s of a form's `schema` that lead nowhere: a reference into specs/api
 * (`../api/<file>.yaml#/components/schemas/<Name>/properties/<field>`) to a missing file or a
 * missing name on the way, at the `$ref`'s line with the nearest existing name; and any other
 * reference that is neither that nor one inside the form (`#/…`, checked by schemaReferenceProblems).
 *
 * @example
 * formApiReferenceProblems(file, tree.api);
 * // [{ ..., message: '`$ref` target `../api/practices-create.yaml#/…/properties/nmae` does not exist; did you mean `name`?' }]
 */
export function formApiReferenceProblems(file: SpecFile, apiFiles: readonly SpecFile[]): LintProblem[] {
  const problems: LintProblem[] = [];
  const visit = (node: unknown, path: PathSegment[]): void => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index]));
    if (!isRecord(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      const message = isApiReference(ref)
        ? problemOf(apiReferenceTarget(ref, apiFiles))
        : `\`$ref\` \`${ref}\` is neither \`#/…\` (inside the form) nor \`../api/<file>.yaml#/…\` (a schema of specs/api)`;
      if (message !== undefined) problems.push({ file: file.path, ...positionOf(file, [...path, '$ref']), message });
    }
    for (const [key, value] of Object.entries(node)) visit(value, [...path, key]);
  };
  visit(isRecord(file.data) ? file.data.schema : undefined, ['schema']);
  return problems;
}

const problemOf = (target: ApiReferenceTarget): string | undefined => ('problem' in target ? target.problem : undefined);
