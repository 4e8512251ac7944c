import { DatabaseUnavailableError } from './DatabaseUnavailableError';

// SQLSTATEs that say the database is out of reach or out of time, not that the request is wrong:
// the whole class 08 (connection exception) and these.
const unavailableCodes = new Set([
  '57P01', // admin_shutdown: the backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database is gone (dropped, renamed)
  '55P03', // lock_not_available: lock_timeout
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
]);

// Node's socket errors on the way to the server.
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

// node-postgres reports a lost connection and its own timeouts without a code, only in words.
const driverMessages = [
  /^Connection terminated/,
  /is not queryable$/,
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
];

/**
 * Whether `error` (or an error it was caused by) says the database is unavailable rather than
 * that the statement is wrong: {@link DatabaseUnavailableError}, a connection or timeout SQLSTATE
 * (class 08, 57P01–57P03, 53300, 3D000, 55P03, 57014, 25P03), a socket error (ECONNREFUSED, ...)
 * or node-postgres's words for a lost connection or its own timeout.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })); // true
 * isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' })); // false
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : undefined;
    if (code !== undefined && (code.startsWith('08') || unavailableCodes.has(code) || socketCodes.has(code))) return true;
    if (driverMessages.some((pattern) => pattern.test(current.message))) return true;
    // AggregateError: Node's connect to a host name of several addresses fails with each.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
