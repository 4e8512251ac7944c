// A check of a call that must hold before its body is read: an upload whose path names a record
// (a video room) is refused for a missing or foreign record before a byte of its file is written.
import type { OperationId } from '../../src/generated/operations';
import type { OperationCall } from './OperationHandler';

/**
 * The check of operation `Id` made in the route's `onRequest`, once the caller is authorized and
 * the path parameters are coerced and validated (its scoped rows ready), before the body is read: it throws an ApiError to refuse.
 */
export type BodyGuard<Id extends OperationId = OperationId> = (call: Pick<OperationCall<Id>, 'params' | 'profile' | 'scoped'>) => Promise<void>;

/** The body guards a feature gives beside its handlers, by operationId. */
export type BodyGuards = { [Id in OperationId]?: BodyGuard<Id> };
