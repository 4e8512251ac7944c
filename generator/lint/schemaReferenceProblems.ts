import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { nearestName, unknownNameMessage } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';

/**
 * Problems of the JSON Schemas inside a spec file that no JSON Schema validator reports:
 * a local `$ref` (`#/components/schemas/Patient`) whose target is not in `document`, and a
 * `required` name that is not among the `properties` beside it. Only the part of the file at
 * `under` is walked (a form's `schema`; the whole file for OpenAPI).
 *
 * @example
 * schemaReferenceProblems(file, mergedOpenApi.document);
 * // [{ ..., message: '`$ref` target `#/components/schemas/Patinet` does not exist; did you mean `Patient`?' }]
 */
export function schemaReferenceProblems(
  file: SpecFile,
  document: unknown,
  under: readonly PathSegment[] = [],
): LintProblem[] {
  const problems: LintProblem[] = [];
  const problemAt = (path: PathSegment[], message: string) =>
    problems.push({ file: file.path, ...positionOf(file, path), message });

  // `inherited`: the properties of the schema a subschema (`then`, an `allOf` branch) applies to,
  // which its `required` may name without declaring them again.
  const visit = (node: unknown, path: PathSegment[], inherited: readonly string[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index], inherited));
      return;
    }
    if (!isRecord(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#')) {
      const message = missingTargetMessage(ref, document);
      if (message !== undefined) problemAt([...path, '$ref'], message);
    }
    // `required: true` of parameters and request bodies is a flag, not a list of properties.
    const properties = [...inherited, ...Object.keys(isRecord(node.properties) ? node.properties : {})];
    if (Array.isArray(node.required) && (isRecord(node.properties) || inherited.length > 0)) {
      node.required.forEach((name, index) => {
        if (typeof name === 'string' && !properties.includes(name))
          problemAt([...path, 'required', index], unknownNameMessage('required property', name, properties));
      });
    }
    for (const [key, value] of Object.entries(node))
      visit(value, [...path, key], subschemaKeywords.has(key) ? properties : []);
  };
  visit(dig(file.data, under), [...under], []);
  return problems;
}

const subschemaKeywords = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not']);

/** Why a local JSON pointer leads nowhere in `document`, or undefined when it resolves. */
function missingTargetMessage(ref: string, document: unknown): string | undefined {
  const segments = ref
    .slice(1)
    .split('/')
    .slice(1)
    .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'));
  let node = document;
  for (const segment of segments) {
    if (isRecord(node) && segment in node) {
      node = node[segment];
    } else if (Array.isArray(node) && /^\d+$/.test(segment) && Number(segment) < node.length) {
      node = node[Number(segment)];
    } else {
      const suggestion = nearestName(segment, isRecord(node) ? Object.keys(node) : []);
      const base = `\`$ref\` target \`${ref}\` does not exist`;
      return suggestion === undefined ? base : `${base}; did you mean \`${suggestion}\`?`;
    }
  }
  return undefined;
}

function dig(value: unknown, path: readonly PathSegment[]): unknown {
  let node = value;
  for (const segment of path) node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
