/**
 * The database could not be reached, or stopped answering: a refused or lost connection, a
 * connection or statement timeout, a worker that stopped. Callers answer it as "try again later"
 * (503), never as a fault of the request. `cause` is the driver's own error, for the log.
 *
 * @example
 * throw new DatabaseUnavailableError('connecting to PostgreSQL failed', { cause: error });
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}
