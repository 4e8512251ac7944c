import { Ajv2020, type ErrorObject, type FormatDefinition, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { message } from '../../src/generated/catalog';
import { ApiError } from './ApiError';
import { fieldLabel as label } from './fieldLabel';
import { isCalendarDate } from './isCalendarDate';
import { schemaRuleText } from './schemaRuleText';

/** Request validation codes of ARCHITECTURE.md. */
export const validationCodes = {
  missing: '000F0001',
  invalid: '000F0002',
  outOfRange: '000F0003',
} as const;

type ValidationCode = (typeof validationCodes)[keyof typeof validationCodes];

/** Which part of the request a schema describes; named in messages about the whole body, query or path (a parameter by its name). */
export type RequestPart = 'body' | 'params' | 'query';

/** Checks one request part; throws an ApiError 422 in the validation shape when it fails. */
export type RequestCheck = (value: unknown) => void;

/**
 * Coerces and checks the path or query parameters of one request: a copy of `values` whose declared
 * parameters hold their schema's type (`'7'` → 7 for an integer, `'true'` → true, one value → a
 * list for an array); throws an ApiError 422 in the validation shape, naming the parameter, when
 * one does not fit.
 */
export type ParameterCoercion = (values: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/** A parameter as `compileParameters` reads it: its name and the JSON pointer of its schema. */
export interface ParameterSchema {
  name: string;
  pointer: string;
}

export interface RequestValidator {
  /**
   * A check for the schema at `pointer` (a JSON pointer into the OpenAPI document, e.g.
   * `/paths/~1login/post/requestBody/content/application~1json/schema`).
   */
  compile(pointer: string, part: RequestPart): RequestCheck;
  /**
   * The coercion of one operation's path or query parameters (Ajv's `coerceTypes: 'array'` over
   * each parameter's schema): what arrives as text reaches the handler typed as described.
   */
  compileParameters(parameters: readonly ParameterSchema[], part: 'params' | 'query'): ParameterCoercion;
}

const documentId = 'urn:cadence:openapi';

/** A format of ajv-formats' full set: a validating function and its comparison. */
type FullFormat = FormatDefinition<string> & { validate: (text: string) => boolean };

/**
 * One Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) over the whole OpenAPI document, so that
 * `#/components/...` references resolve, and a mapping of its errors to the 422 shape:
 * `{message: 'Validation failed', error_codes, validation_errors: {field: [message]}}`.
 *
 * @example
 * const validator = createRequestValidator(openapi);
 * const check = validator.compile('/paths/~1login/post/requestBody/content/application~1json/schema', 'body');
 * check({}); // throws: 422, error_codes ['000F0001'], validation_errors { username: ['Username is required.'] }
 */
export function createRequestValidator(openapi: object): RequestValidator {
  // Compiling takes most of a server's boot: a second server on the same document in this
  // process (the API tests start one per file) reuses the first one's checks.
  const known = validatorsByDocument.get(openapi);
  if (known) return known;
  // strict is off because the OpenAPI document around the schemas has keywords (paths,
  // components, responses) that are not JSON Schema; the schemas themselves are linted upstream.
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false, useDefaults: true });
  addFormats(ajv);
  // Dates as PostgreSQL's `date` takes them: a real day of the years 0001 to 9999 (no year 0000).
  const date = fullFormats.date as FullFormat;
  const dateTime = fullFormats['date-time'] as FullFormat;
  ajv.addFormat('date', { ...date, validate: isCalendarDate });
  ajv.addFormat('date-time', { ...dateTime, validate: (text: string) => isCalendarDate(text.slice(0, 10)) && dateTime.validate(text) });
  const bounded = { ...(withInt32Bounds(openapi) as object), $id: documentId };
  ajv.addSchema(bounded);
  // Parameters arrive as text: a second Ajv over the same document coerces them to their types.
  let coercing: Ajv2020 | undefined;
  const coercingAjv = (): Ajv2020 => {
    if (coercing) return coercing;
    coercing = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array', useDefaults: true });
    addFormats(coercing);
    coercing.addFormat('date', { ...date, validate: isCalendarDate });
    coercing.addFormat('date-time', { ...dateTime, validate: (text: string) => isCalendarDate(text.slice(0, 10)) && dateTime.validate(text) });
    coercing.addSchema(bounded);
    return coercing;
  };
  const checks = new Map<string, RequestCheck>();
  const validator: RequestValidator = {
    compile(pointer, part) {
      const key = `${part} ${pointer}`;
      const compiled = checks.get(key);
      if (compiled) return compiled;
      const validate: ValidateFunction = ajv.compile({ $ref: `${documentId}#${pointer}` });
      // A path or query parameter's schema describes one value: its errors name the parameter.
      const name = parameterName(openapi, pointer) ?? part;
      const check: RequestCheck = (value) => {
        if (validate(value)) return;
        throw toApiError(validate.errors ?? [], name);
      };
      checks.set(key, check);
      return check;
    },
    compileParameters(parameters, part) {
      const validate: ValidateFunction = coercingAjv().compile({
        type: 'object',
        properties: Object.fromEntries(parameters.map(({ name, pointer }) => [name, { $ref: `${documentId}#${pointer}` }])),
      });
      return (values) => {
        // A copy: Ajv coerces in place, and the request's own object stays as it arrived.
        const copy: Record<string, unknown> = { ...values };
        if (validate(copy)) return copy;
        throw toApiError(validate.errors ?? [], part);
      };
    },
  };
  validatorsByDocument.set(openapi, validator);
  return validator;
}

/** The validator of each OpenAPI document this process has built one for. */
const validatorsByDocument = new WeakMap<object, RequestValidator>();

/** The `name` of the parameter whose schema `pointer` is (`.../parameters/0/schema`), if it is one. */
function parameterName(openapi: object, pointer: string): string | undefined {
  if (!/\/parameters\/\d+\/schema$/.test(pointer)) return undefined;
  let node: unknown = openapi;
  for (const segment of pointer.split('/').slice(1, -1).map(decodePointer)) {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  }
  const name = node !== null && typeof node === 'object' ? (node as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** `whole` names the value itself in its errors: the request part, or the parameter. */
function toApiError(errors: readonly ErrorObject[], whole: string): ApiError {
  // oneOf/anyOf/if report a summary besides the branch errors; the branch errors say more.
  const useful = errors.filter((error) => !['oneOf', 'anyOf', 'if', 'not'].includes(error.keyword));
  const codes = new Set<ValidationCode>();
  // Field names come from the request (`constructor`, `__proto__`): no inherited keys to collide with.
  const fields = Object.create(null) as Record<string, string[]>;
  for (const error of useful.length > 0 ? useful : errors) {
    const { field, code, message } = describe(error, whole);
    codes.add(code);
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return ApiError.validation([...codes].sort(), fields);
}

const int32 = { minimum: -2_147_483_648, maximum: 2_147_483_647 };
const conditionKeywords = new Set(['not', 'if', 'then', 'else']);

/**
 * A copy of the document where every `integer` schema without its own bound on a side gets the
 * int32 bound there: the database's `integer` is 32-bit, so a larger id, page or count would
 * otherwise reach PostgreSQL and fail there. The result answers 000F0003 like any other range.
 */
function withInt32Bounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withInt32Bounds);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // Conditions and refinements are left as written: a bound inside `not` would invert, and one in
    // `if`/`then`/`else` would narrow a field that its own schema already bounds.
    copy[key] = conditionKeywords.has(key) ? value : withInt32Bounds(value);
  }
  const type = copy.type;
  const isInteger = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  if (isInteger) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = int32.maximum;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = int32.minimum;
  }
  return copy;
}

// The user-facing texts are the catalogue's (schemaRuleText): an over-long name answers the
// spec's 'Maximum 32 characters' as the portal's form does.
function describe(error: ErrorObject, whole: string): { field: string; code: ValidationCode; message: string } {
  const path = error.instancePath.split('/').filter(Boolean).map(decodePointer);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const field = [...path, String(params.missingProperty)].join('.');
      return { field, code: validationCodes.missing, message: message('fieldRequired', { field: label(field) }) };
    }
    case 'additionalProperties': {
      const field = [...path, String(params.additionalProperty)].join('.');
      return { field, code: validationCodes.invalid, message: message('notAcceptedField', { field: label(field) }) };
    }
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems':
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return { field: path.join('.') || whole, code: validationCodes.outOfRange, message: schemaRuleText(error) };
    default:
      return { field: path.join('.') || whole, code: validationCodes.invalid, message: schemaRuleText(error) };
  }
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

