import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDiskFull } from './unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is down, restarting or cut off, even wrapped by drizzle or as one error per address', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves the errors of a query itself alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query: select', { cause: withCode('42P01', 'relation does not exist') }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('isDiskFull', () => {
  it('knows a write the disk had no room for, from the database or the file system', () => {
    expect(isDiskFull(new Error('Failed query: insert', { cause: withCode('53100', 'could not extend file "base/5/16385": No space left on device') }))).toBe(
      true,
    );
    expect(isDiskFull(withCode('ENOSPC', 'no space left on device, write'))).toBe(true);
    expect(isDiskFull(withCode('23505'))).toBe(false);
  });
});
