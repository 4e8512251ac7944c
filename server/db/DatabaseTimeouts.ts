/**
 * How long the middleware waits on PostgreSQL before it answers "try again later" (503) instead
 * of holding a request: a refused or stuck connection, a lock, a transaction left open. Each is in
 * milliseconds; 0 turns one off.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one of the pool (DATABASE_CONNECT_TIMEOUT_MS). */
  connectMs: number;
  /**
   * One statement, waiting for a lock included (PostgreSQL's statement_timeout,
   * DATABASE_STATEMENT_TIMEOUT_MS). The driver gives up too once this and `connectMs` have passed
   * without an answer (a server that stopped answering at all).
   */
  statementMs: number;
  /** A transaction left open without a statement (idle_in_transaction_session_timeout, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  idleInTransactionMs: number;
}

/**
 * The middleware's timeouts when the environment names none: a connection within 5 s, a statement
 * within 30 s, a transaction idle for at most 60 s. A migration longer than 30 s needs
 * DATABASE_STATEMENT_TIMEOUT_MS=0 for the start that runs it.
 */
export const defaultDatabaseTimeouts: DatabaseTimeouts = { connectMs: 5_000, statementMs: 30_000, idleInTransactionMs: 60_000 };
