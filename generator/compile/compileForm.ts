import type { SpecFile } from '../load/SpecFile';
import { resolveApiReferences } from './apiSchemaReference';
import type { ScreenCompileContext } from './compileScreen';

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Compiles one form of specs/forms into what the runtime reads:
 * - its `schema` with every reference into specs/api (`$ref: ../api/<file>.yaml#/…`) replaced
 *   by the rules it names, so that a field's pattern, length, range and format are written once;
 * - every field its schema marks `"x-message": true` (`submit.success`, `denied`, `leaveConfirm`,
 *   the `messages` of broken rules, ...) and the `ui:options` that name a message (`acceptMessage`,
 *   `upload.success`) holding the message's text, not its key, as screens do.
 *
 * @example
 * compileForm(yaml, apiFiles, context).submit; // { operation: 'createPractice', success: 'Success!', denied: 'Must have correct permissions', ... }
 */
export function compileForm(form: unknown, apiFiles: readonly SpecFile[], context: ScreenCompileContext): Data {
  const compiled = context.walker.transform(form, { file: 'form.schema.json', pointer: '' }, (value, applied) =>
    typeof value === 'string' && applied.some(({ schema }) => schema['x-message'] === true) ? (context.messages[value] ?? value) : value,
  );
  if (!isRecord(compiled)) throw new Error('a form spec is an object');
  const result: Data = { ...compiled, schema: resolveApiReferences(compiled.schema, apiFiles, context.openApi) };
  if (compiled.uiSchema !== undefined) result.uiSchema = withOptionTexts(compiled.uiSchema, context.messages);
  return result;
}

// The `ui:options` that name a message (the uiSchema is react-jsonschema-form's free-form object,
// which the form schema cannot annotate): a file widget's `acceptMessage` and an upload's `success`.
const messageOptions: readonly (readonly string[])[] = [['acceptMessage'], ['upload', 'success']];

function withOptionTexts(uiSchema: unknown, messages: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(uiSchema)) return uiSchema.map((item) => withOptionTexts(item, messages));
  if (!isRecord(uiSchema)) return uiSchema;
  return Object.fromEntries(
    Object.entries(uiSchema).map(([key, value]) => [key, key === 'ui:options' ? optionTexts(value, messages) : withOptionTexts(value, messages)]),
  );
}

function optionTexts(options: unknown, messages: Readonly<Record<string, string>>): unknown {
  let result = options;
  for (const path of messageOptions) result = replaceAt(result, path, (key) => (typeof key === 'string' ? (messages[key] ?? key) : key));
  return result;
}

function replaceAt(node: unknown, path: readonly string[], replace: (value: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replace(node);
  if (!isRecord(node) || !(head in node)) return node;
  return { ...node, [head]: replaceAt(node[head], rest, replace) };
}
