import { Ajv2020 } from 'ajv/dist/2020.js';
import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';
import { pathText } from './schemaProblems';

// Forms validate in the browser with Ajv as well (RJSF's validator); a schema Ajv cannot compile
// would leave the form screen empty, so it is refused here. Unknown keywords are allowed, as RJSF
// and the form specs add their own.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

/**
 * A problem when a form's `schema` is not a valid JSON Schema, at the node that is wrong.
 * `resolved` is the schema with its references into specs/api followed
 * (generator/compile/apiSchemaReference.ts): that is what the browser compiles.
 *
 * @example
 * formSchemaProblems(file, resolved); // [{ ..., message: '`schema.properties.age.type` must be one of `array`, `boolean`, ...' }]
 */
export function formSchemaProblems(file: SpecFile, resolved: unknown): LintProblem[] {
  const schema = (file.data as { schema?: unknown } | undefined)?.schema;
  if (typeof schema !== 'object' || schema === null) return [];
  if (ajv.validateSchema(schema) === true) {
    // A reference that leads nowhere is reported at its `$ref` (formApiReferenceProblems).
    if (JSON.stringify(resolved).includes('"$ref":"../api/')) return [];
    try {
      ajv.compile(resolved as object);
      return [];
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return [
        {
          file: file.path,
          ...positionOf(file, ['schema']),
          message: `\`schema\` cannot be compiled: ${reason}`,
        },
      ];
    }
  }
  // The meta-schema reports one mistake several times (once per branch of its anyOf); the first
  // error at the deepest place is the one that names the mistake.
  const errors = ajv.errors ?? [];
  const depth = (instancePath: string) => instancePath.split('/').length;
  const deepest = errors.reduce(
    (best, error) => (depth(error.instancePath) > depth(best.instancePath) ? error : best),
    errors[0]!,
  );
  const path: PathSegment[] = ['schema', ...deepest.instancePath.split('/').slice(1)];
  const allowed = (deepest.params as { allowedValues?: unknown[] }).allowedValues;
  const detail =
    allowed === undefined
      ? (deepest.message ?? 'is not valid')
      : `must be one of ${allowed.map((value) => `\`${String(value)}\``).join(', ')}`;
  return [{ file: file.path, ...positionOf(file, path), message: `\`${pathText(path)}\` ${detail}` }];
}
