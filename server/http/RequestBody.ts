// The validated request body of an operation, typed from the generated OpenAPI types.
import type { operations } from '../../src/generated/api';
import type { OperationId } from '../../src/generated/operations';

type JsonBodyOf<T> = T extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** The JSON body of `Id` after validation (absent optional bodies arrive as `{}`). */
export type RequestBody<Id extends OperationId> = JsonBodyOf<operations[Id]>;
