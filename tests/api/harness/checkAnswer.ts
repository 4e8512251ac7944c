// Every 200 answer of the API tests is held against its operation's response schema in the
// OpenAPI description (the contract the portal reads): a handler that answers a field the
// description does not have, leaves out a required one or sends another type fails the test that
// made the call, at that call.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapi from '../../../src/generated/openapi.json' with { type: 'json' };
import { operations, type OperationId } from '../../../src/generated/operations';

const documentId = 'urn:cadence:openapi-answers';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, unknown>;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...openapi, $id: documentId });

const compiled = new Map<OperationId, ValidateFunction | null>();

/** The JSON pointer of the schema of `operationId`'s 200 answer, following a `$ref` to components. */
function answerSchemaPointer(operationId: OperationId): string | null {
  const { method, path } = operations[operationId];
  const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
  const paths = openapi.paths as Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
  const answer = paths[path]?.[method]?.responses?.['200'];
  if (!answer) return null;
  if (answer.$ref) {
    const name = answer.$ref.replace('#/components/responses/', '');
    return `/components/responses/${escape(name)}/content/application~1json/schema`;
  }
  if (!answer.content?.['application/json']) return null;
  return `/paths/${escape(path)}/${method}/responses/200/content/application~1json/schema`;
}

function validatorOf(operationId: OperationId): ValidateFunction | null {
  if (!compiled.has(operationId)) {
    const pointer = answerSchemaPointer(operationId);
    compiled.set(operationId, pointer === null ? null : ajv.compile({ $ref: `${documentId}#${pointer}` }));
  }
  return compiled.get(operationId) ?? null;
}

/**
 * The ways a 200 answer of `operationId` differs from its description, as readable lines (none
 * when it matches, or when the status is not 200).
 *
 * @example
 * answerMismatches('createStudyGroup', 200, { data: { id: 1 } }); // ["/data must have required property 'name'"]
 */
export function answerMismatches(operationId: OperationId, status: number, body: unknown): string[] {
  if (status !== 200) return [];
  const validate = validatorOf(operationId);
  if (!validate || validate(body)) return [];
  return (validate.errors ?? []).map((error) => {
    const extra = 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
    return `${error.instancePath || '/'} ${error.message ?? 'does not match'}${extra}`;
  });
}

/**
 * Throws when a 200 answer of `operationId` does not match its description; `api.call` calls it
 * for every answer.
 */
export function checkAnswer(operationId: OperationId, status: number, body: unknown): void {
  const mismatches = answerMismatches(operationId, status, body);
  if (mismatches.length === 0) return;
  throw new Error(
    `${operationId} answered 200 with a body its OpenAPI description does not allow (fix the handler or specs/api):\n  ${mismatches.slice(0, 10).join('\n  ')}`,
  );
}
