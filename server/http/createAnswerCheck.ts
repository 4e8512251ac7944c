// The answers checked against the OpenAPI description outside production: fast-json-stringify
// sends only what the answer schema declares, and coerces a value to the declared type, so an
// incomplete or wrong schema would silently lose or change data the portal needs. Each answer is
// therefore held against its schema (Ajv) and against what the serializer made of it.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isDeepStrictEqual } from 'node:util';
import { answerSchema, type AnswerSchemaSource } from './answerSchema';

/**
 * What happens to an answer that its description does not allow: `off` in production (it is sent
 * as serialized), `log` in development (logged, then sent), `fail` in tests (logged and answered
 * 500, so that every API and end-to-end test checks the description).
 */
/**
 * `sample` (the default outside production and tests, issue 27): one answer in
 * `answerCheckSampleEvery` of each operation is checked and a mismatch logged, so `npm start`
 * does not pay the check on every call.
 */
export type AnswerCheckMode = 'off' | 'sample' | 'log' | 'fail';

/** How often `sample` checks an operation's answer: its first, then one in this many. */
export const answerCheckSampleEvery = 100;

/** The ways one answer differs from its description, one readable line each: `/data/0/name must be string`. */
export type AnswerCheck = (answer: unknown, serialized: () => string) => string[];

/**
 * Compiles the checks of answer schemas: one Ajv (JSON Schema 2020-12, as OpenAPI 3.1) for all.
 *
 * @example
 * const check = createAnswerChecks().compile(answerSchema(openapi, '/portal_info', 'get'));
 * check(answer, () => serialize(answer)); // ['/data/secret is not in the description: the serializer drops it']
 */
export function createAnswerChecks(): { compile(schema: object): AnswerCheck } {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return {
    compile(schema) {
      const validate = ajv.compile(schema);
      return (answer, serialized) => firstOfEachField(answerProblems(validate, answer, serialized));
    },
  };
}

/** Each document's checks and the answers compiled so far (`path method status`). */
const checksByDocument = new WeakMap<AnswerSchemaSource, { checks: ReturnType<typeof createAnswerChecks>; compiled: Map<string, AnswerCheck | undefined> }>();

/**
 * The check of one answer of `document` (undefined when it has no JSON schema), compiled once per
 * process: compiling takes much of a server's boot, and a second server on the same document
 * (the API tests start one per file) reuses the first one's checks.
 *
 * @example
 * const check = documentAnswerCheck(openapi, '/portal_info', 'get');
 */
export function documentAnswerCheck(document: AnswerSchemaSource, path: string, method: string, status = '200'): AnswerCheck | undefined {
  let known = checksByDocument.get(document);
  if (!known) {
    known = { checks: createAnswerChecks(), compiled: new Map() };
    checksByDocument.set(document, known);
  }
  const key = `${path} ${method} ${status}`;
  if (!known.compiled.has(key)) {
    const schema = answerSchema(document, path, method, status);
    known.compiled.set(key, schema === undefined ? undefined : known.checks.compile(schema));
  }
  return known.compiled.get(key);
}

function answerProblems(validate: ValidateFunction, answer: unknown, serialized: () => string): string[] {
  // What JSON.stringify would send (dates as text, undefined fields left out): the answer as meant.
  const meant: unknown = JSON.parse(JSON.stringify(answer) ?? 'null');
  if (!validate(meant)) {
    return (validate.errors ?? []).map((error) => {
      const extra =
        'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
      return `${error.instancePath || '/'} ${error.message ?? 'does not match'}${extra}`;
    });
  }
  let sent: unknown;
  try {
    sent = JSON.parse(serialized());
  } catch (error) {
    return [`/ cannot be serialized: ${error instanceof Error ? error.message : String(error)}`];
  }
  return serializationLosses(meant, sent, '');
}

/** Where the serialized answer differs from the answer: a field dropped or a value coerced. */
function serializationLosses(meant: unknown, sent: unknown, path: string): string[] {
  if (isDeepStrictEqual(meant, sent)) return [];
  if (Array.isArray(meant) && Array.isArray(sent) && meant.length === sent.length) {
    return meant.flatMap((item, index) => serializationLosses(item, sent[index], `${path}/${index}`));
  }
  if (isPlainObject(meant) && isPlainObject(sent)) {
    return Object.keys(meant).flatMap((key) =>
      key in sent
        ? serializationLosses(meant[key], sent[key], `${path}/${key}`)
        : [`${path}/${key} is not in the description: the serializer drops it`],
    );
  }
  return [`${path || '/'} is sent as ${JSON.stringify(sent)} instead of ${JSON.stringify(meant)}`];
}

/** One line per field: the first row of a list speaks for the others (`/data/0/url`, not `/data/1/url` too). */
function firstOfEachField(problems: string[]): string[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const field = problem.replace(/\/\d+(?=\/|\s)/g, '/*').replace(/ is sent as .*$/, '');
    if (seen.has(field)) return false;
    seen.add(field);
    return true;
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
