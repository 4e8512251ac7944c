import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './DatabaseUnavailableError';
import { isDatabaseUnavailable } from './isDatabaseUnavailable';

const withCode = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a terminated backend (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a refused connection of class 08', withCode('08006')],
    ['a database that does not accept connections now (57P03)', withCode('57P03')],
    ['too many clients (53300)', withCode('53300', 'sorry, too many clients already')],
    ['a renamed database (3D000)', withCode('3D000', 'database "cadence" does not exist')],
    ['a lock timeout (55P03)', withCode('55P03')],
    ['a statement timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['an idle-in-transaction timeout (25P03)', withCode('25P03')],
    ['a refused socket', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a lost connection in node-postgres\'s words', new Error('Connection terminated unexpectedly')],
    ['a connection timeout of the pool', new Error('timeout exceeded when trying to connect')],
    ['a broken pooled client', new Error('Client has encountered a connection error and is not queryable')],
    ['a query timeout of the driver', new Error('Query read timeout')],
    ['the error of the data layer', new DatabaseUnavailableError('the database worker stopped')],
    ['an error caused by one of these', new Error('loading the profile failed', { cause: withCode('57P01') })],
    ['one of the addresses of a host name', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
  ])('holds for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', withCode('42601')],
    ['the error of a handler', new Error('Patient not found')],
    ['something that is not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('does not hold for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
