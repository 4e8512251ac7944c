import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ApiError } from './ApiError';

/** Request validation codes of ARCHITECTURE.md. */
export const validationCodes = {
  missing: '000F0001',
  invalid: '000F0002',
  outOfRange: '000F0003',
} as const;

type ValidationCode = (typeof validationCodes)[keyof typeof validationCodes];

/** Which part of the request a schema describes; named in messages only for the body itself. */
export type RequestPart = 'body' | 'params' | 'query';

/** Checks one request part; throws an ApiError 422 in the validation shape when it fails. */
export type RequestCheck = (value: unknown) => void;

export interface RequestValidator {
  /**
   * A check for the schema at `pointer` (a JSON pointer into the OpenAPI document, e.g.
   * `/paths/~1login/post/requestBody/content/application~1json/schema`).
   */
  compile(pointer: string, part: RequestPart): RequestCheck;
}

const documentId = 'urn:cadence:openapi';

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
  // strict is off because the OpenAPI document around the schemas has keywords (paths,
  // components, responses) that are not JSON Schema; the schemas themselves are linted upstream.
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false, useDefaults: true });
  addFormats(ajv);
  ajv.addSchema({ ...openapi, $id: documentId });
  return {
    compile(pointer, part) {
      const validate: ValidateFunction = ajv.compile({ $ref: `${documentId}#${pointer}` });
      return (value) => {
        if (validate(value)) return;
        throw toApiError(validate.errors ?? [], part);
      };
    },
  };
}

function toApiError(errors: readonly ErrorObject[], part: RequestPart): ApiError {
  // oneOf/anyOf/if report a summary besides the branch errors; the branch errors say more.
  const useful = errors.filter((error) => !['oneOf', 'anyOf', 'if', 'not'].includes(error.keyword));
  const codes = new Set<ValidationCode>();
  const fields: Record<string, string[]> = {};
  for (const error of useful.length > 0 ? useful : errors) {
    const { field, code, message } = describe(error, part);
    codes.add(code);
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return ApiError.validation([...codes].sort(), fields);
}

function describe(error: ErrorObject, part: RequestPart): { field: string; code: ValidationCode; message: string } {
  const path = error.instancePath.split('/').filter(Boolean).map(decodePointer);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const field = [...path, String(params.missingProperty)].join('.');
      return { field, code: validationCodes.missing, message: `${label(field)} is required.` };
    }
    case 'additionalProperties': {
      const field = [...path, String(params.additionalProperty)].join('.');
      return { field, code: validationCodes.invalid, message: `${label(field)} is not an accepted field.` };
    }
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems':
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum': {
      const field = path.join('.') || part;
      return { field, code: validationCodes.outOfRange, message: `${label(field)} ${rangeText(error.keyword, params)}.` };
    }
    default: {
      const field = path.join('.') || part;
      return { field, code: validationCodes.invalid, message: `${label(field)} ${invalidText(error)}.` };
    }
  }
}

function rangeText(keyword: string, params: Record<string, unknown>): string {
  const limit = String(params.limit);
  switch (keyword) {
    case 'maxLength':
      return `may not be longer than ${limit} characters`;
    case 'minLength':
      return `must be at least ${limit} characters long`;
    case 'maxItems':
      return `may not have more than ${limit} entries`;
    case 'minItems':
      return `must have at least ${limit} entries`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `must be at most ${limit}`;
    default:
      return `must be at least ${limit}`;
  }
}

function invalidText(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `must be of type ${String(params.type).replace(',', ' or ')}`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'format':
      return `must be a valid ${String(params.format)}`;
    default:
      return 'is not valid';
  }
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `search.patient_last_name` → `Patient last name`; `otp_code` → `Otp code`. */
function label(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
