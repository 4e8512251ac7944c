import { describe, expect, it } from 'vitest';
import { defaultDatabaseTimeouts } from '../db/DatabaseTimeouts';
import { readDatabaseTimeouts } from './readDatabaseTimeouts';

describe('readDatabaseTimeouts', () => {
  it('takes the defaults when the environment names none', () => {
    expect(readDatabaseTimeouts({})).toEqual(defaultDatabaseTimeouts);
  });

  it('reads each timeout in milliseconds, 0 for none', () => {
    expect(
      readDatabaseTimeouts({ DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: ' 15000 ' }),
    ).toEqual({ connectMs: 2000, statementMs: 0, idleInTransactionMs: 15000 });
  });

  it.each(['5s', '-1', '1.5'])('refuses %j, naming the variable', (value) => {
    expect(() => readDatabaseTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: value })).toThrow('DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds');
  });
});
