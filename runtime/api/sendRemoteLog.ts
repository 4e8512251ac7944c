import type { OperationBody } from '../../src/generated/operationTypes';
import { callOperation } from './callOperation';

/**
 * Ships a batch of console entries to the middleware (POST remote_log, [remote-console-log]): a
 * transport of the client, not a read or write of records, so it stays outside the query cache
 * (nothing on screen shows it, and it runs before the app renders).
 *
 * @example
 * createRemoteConsoleLog({ send: sendRemoteLog, … });
 */
export function sendRemoteLog(entries: OperationBody<'writeRemoteLog'>['entries']): Promise<unknown> {
  return callOperation('writeRemoteLog', { entries });
}
