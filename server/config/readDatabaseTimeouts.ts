import { defaultDatabaseTimeouts, type DatabaseTimeouts } from '../db/DatabaseTimeouts';
import { configMessages } from './configMessages';

const variables = {
  connectMs: 'DATABASE_CONNECT_TIMEOUT_MS',
  statementMs: 'DATABASE_STATEMENT_TIMEOUT_MS',
  idleInTransactionMs: 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
} as const satisfies Record<keyof DatabaseTimeouts, string>;

/**
 * The PostgreSQL timeouts of the environment (DATABASE_CONNECT_TIMEOUT_MS,
 * DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: whole milliseconds, 0
 * for none), each defaulting to {@link defaultDatabaseTimeouts}.
 *
 * @throws Error naming the variable when one is not a whole number of milliseconds.
 * @example
 * readDatabaseTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: '10000' }); // { connectMs: 5000, statementMs: 10000, idleInTransactionMs: 60000 }
 */
export function readDatabaseTimeouts(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  const read = (key: keyof DatabaseTimeouts): number => {
    const text = env[variables[key]]?.trim();
    if (text === undefined || text === '') return defaultDatabaseTimeouts[key];
    if (!/^\d+$/.test(text)) throw new Error(configMessages.databaseTimeout(variables[key]));
    return Number(text);
  };
  return { connectMs: read('connectMs'), statementMs: read('statementMs'), idleInTransactionMs: read('idleInTransactionMs') };
}
