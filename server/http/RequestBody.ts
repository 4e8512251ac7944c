// The validated request body of an operation, from the generated handler map types.
import type { OperationId } from '../../src/generated/operations';
import type { OperationTypes } from '../../src/generated/operationTypes';

/** The JSON body of `Id` after validation (absent optional bodies arrive as `{}`). */
export type RequestBody<Id extends OperationId> = OperationTypes[Id]['body'];
