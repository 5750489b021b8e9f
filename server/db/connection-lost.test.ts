import { describe, expect, it } from 'vitest';
import { describeDatabaseError, isConnectionLost } from './connection-lost';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows a connection PostgreSQL ended or refused, a socket that failed, and node-postgres words for them', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']) {
      expect(isConnectionLost(withCode(code)), code).toBe(true);
    }
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLost(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionLost(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
    expect(isConnectionLost(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves every other fault alone: bad data, a broken unique key, a serialization failure, a plain bug', () => {
    for (const code of ['22003', '23505', '40001', '42P01', 'SQLITE_BUSY', 'SQLITE_CONSTRAINT_UNIQUE']) {
      expect(isConnectionLost(withCode(code)), code).toBe(false);
    }
    expect(isConnectionLost(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isConnectionLost(null)).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});

describe('describeDatabaseError', () => {
  it('gives the code and the message, or each of an AggregateError', () => {
    expect(describeDatabaseError(withCode('57P01', 'terminating connection due to administrator command'))).toBe(
      '57P01 terminating connection due to administrator command',
    );
    expect(describeDatabaseError(new Error('Connection terminated unexpectedly'))).toBe('Connection terminated unexpectedly');
    expect(
      describeDatabaseError(Object.assign(new AggregateError([withCode('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')], ''), { code: 'ECONNREFUSED' })),
    ).toBe('ECONNREFUSED ECONNREFUSED connect ECONNREFUSED ::1:5432');
  });
});
