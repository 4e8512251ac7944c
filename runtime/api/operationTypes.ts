// What each operation of specs/api takes and answers in the portal, read from the `operations`
// that openapi-typescript generates from the OpenAPI description: an OpenAPI change that breaks a
// caller breaks it at compile time.
import type { operations as ApiOperations } from '../../src/generated/api';
import type { OperationId } from '../../src/generated/operations';

/** An operationId that the generated types describe (every one of specs/api). */
export type TypedOperationId = OperationId & keyof ApiOperations;

/** The request body of an operation: its JSON body, its multipart fields (or a FormData), or nothing. */
export type OperationBody<Op extends TypedOperationId> = ApiOperations[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : ApiOperations[Op] extends { requestBody?: { content: { 'multipart/form-data': infer Fields } } }
    ? Fields | FormData
    : undefined;

/** The payload of an operation's 200 answer: its `data` when enveloped ([api-returns-data]). */
export type OperationData<Op extends TypedOperationId> = ApiOperations[Op] extends {
  responses: { 200: { content: { 'application/json': infer Answer } } };
}
  ? Answer extends { data: infer Data }
    ? Data
    : Answer
  : unknown;

/** The path parameters of an operation by name (`{ id: 7 }` for `practice/{id}`). */
export type OperationPathParams<Op extends TypedOperationId> = ApiOperations[Op] extends {
  parameters: { path: infer Path };
}
  ? [NonNullable<Path>] extends [never]
    ? undefined
    : { [K in keyof NonNullable<Path>]: string | number }
  : undefined;
